// step: done | Sent | 3:32 pm, a timeline: done steps filled and joined by the accent, the current one
// ringed, the next one waiting.
import { icon } from "../screen-icons";
import { text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawTimelineStep: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = "", b = "", c = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const state = a;
  const cx = x + 20;
  const cy = y + 28;
  if (ctx.nextKind === "step") {
    out.push(
      `<line x1="${cx}" y1="${cy + 16}" x2="${cx}" y2="${cy + 44}" stroke="${state === "done" ? t.accent : t.line}" stroke-width="3" stroke-linecap="round"/>`,
    );
  }
  ctx.room(index, b, 56 + Math.max(ctx.tw(b, 15, true), ctx.tw(c, 13)), w);
  if (state === "done") {
    out.push(`<circle cx="${cx}" cy="${cy}" r="15" fill="${t.accent}"/>`);
    out.push(icon("check", cx - 9, cy - 9, 18, t.onAccent, ctx.where(index), 3));
  } else if (state === "now") {
    out.push(`<circle cx="${cx}" cy="${cy}" r="19" fill="${t.accent}" fill-opacity="0.15"/>`);
    out.push(`<circle cx="${cx}" cy="${cy}" r="14" fill="${t.card}" stroke="${t.accent}" stroke-width="3"/>`);
    out.push(icon("loader", cx - 8, cy - 8, 16, t.accent, ctx.where(index), 2.6));
  } else {
    out.push(
      `<circle cx="${cx}" cy="${cy}" r="15" fill="${t.surface}" stroke="${t.line}" stroke-width="1.5"/>`,
    );
    out.push(icon("clock", cx - 8, cy - 8, 16, t.muted, ctx.where(index)));
  }
  out.push(
    text(x + 54, y + (c ? 24 : 33), b, {
      size: 15,
      weight: 700,
      fill: state === "now" ? t.accent : undefined,
    }),
  );
  if (c) out.push(text(x + 54, y + 44, c, { size: 13, fill: t.muted }));
  y += 60;
  return { svg: out, y };
};
