// map: Av. Rivadavia 6120, a street map around a place, seeded by the label: blocks, two avenues, the pin
// and the place's name on a chip.
import { random } from "../motifs";
import { rect, round, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawMap: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = ""] = block.parts;
  let y = ctx.y;
  const mh = 132;
  const next = random(`${ctx.name}-map-${a}`);
  const clip = `${ctx.name}-map-${index}`;
  const parts = [
    `<defs><clipPath id="${clip}"><rect x="${x}" y="${y}" width="${w}" height="${mh}" rx="${Math.min(ctx.radius, 14)}"/></clipPath></defs><g clip-path="url(#${clip})">`,
  ];
  parts.push(rect(x, y, w, mh, 0, "#e9efe6"));
  for (let bx = 0; bx < 9; bx += 1) {
    for (let by = 0; by < 4; by += 1) {
      const shade = next() > 0.8 ? "#cfe5c3" : "#f6f4ef";
      parts.push(rect(x + bx * 44 - 6 + (by % 2) * 10, y + by * 36 - 4, 38, 30, 3, shade));
    }
  }
  parts.push(
    `<path d="M${x} ${y + 74}L${x + w} ${y + 58}" stroke="#ffd65c" stroke-width="9"/><path d="M${x + w * 0.62} ${y}L${x + w * 0.56} ${y + mh}" stroke="#ffffff" stroke-width="7"/>`,
  );
  parts.push("</g>");
  const px = x + w * 0.59;
  const py = y + 62;
  parts.push(
    `<path d="M${round(px)} ${round(py + 4)}c-12-14-16-20-16-27a16 16 0 0 1 32 0c0 7-4 13-16 27z" fill="${t.accent}" stroke="#ffffff" stroke-width="2"/><circle cx="${round(px)}" cy="${round(py - 23)}" r="6" fill="#ffffff"/>`,
  );
  const chip = ctx.tw(a, 13, true) + 20;
  parts.push(rect(x + 10, y + mh - 36, chip, 26, 13, "#ffffff", ` stroke="${t.line}"`));
  parts.push(text(x + 20, y + mh - 18, a, { size: 13, weight: 700 }));
  y += mh + 14;
  return { svg: parts, y };
};
