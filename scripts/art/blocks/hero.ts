// hero: key-round shield-check …, an illustration for a screen that explains: the first icon large on a
// glow, the others orbiting it.
import { icon } from "../screen-icons";
import { rect, round } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawHero: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const [main = "", ...around] = a.split(/\s+/);
  const hh = 168;
  const id = `${ctx.name}-hero-${index}`;
  out.push(
    `<defs><radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${t.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${t.accent}" stop-opacity="0"/></radialGradient></defs>`,
  );
  const cx = x + w / 2;
  const cy = y + hh / 2;
  out.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="92" fill="url(#${id})"/>`);
  out.push(
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="64" fill="none" stroke="${t.accent}" stroke-opacity="0.35" stroke-dasharray="4 6"/>`,
  );
  out.push(rect(cx - 38, cy - 38, 76, 76, 24, t.accent));
  out.push(icon(main, cx - 22, cy - 22, 44, t.onAccent, ctx.where(index)));
  around.forEach((glyph, i) => {
    // Alternately left and right of the main icon, the rows centred on it.
    const rows = Math.ceil(around.length / 2);
    const ox = cx + (i % 2 === 0 ? -1 : 1) * (i % 4 < 2 ? 112 : 124);
    const oy = cy + (Math.floor(i / 2) - (rows - 1) / 2) * 60;
    out.push(rect(ox - 22, oy - 22, 44, 44, 14, t.card, ` stroke="${t.line}"`));
    out.push(icon(glyph, ox - 12, oy - 12, 24, t.accent, ctx.where(index)));
  });
  y += hh + 12;
  return { svg: out, y };
};
