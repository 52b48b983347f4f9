// row: Fee | US$ 1.20, a key and its value on one line, ruled off from the next row.
import { text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";
import { LISTED } from "./listed";

export const drawRow: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = "", b = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  ctx.room(index, `${a} | ${b}`, ctx.tw(a, 15) + ctx.tw(b, 15, true) + 16, w);
  out.push(text(x, y + 28, a, { size: 15, fill: t.muted }));
  out.push(text(x + w, y + 28, b, { size: 15, weight: 700, anchor: "end" }));
  if (LISTED.has(ctx.nextKind) || !ctx.onCards)
    out.push(`<line x1="${x}" y1="${y + 45.5}" x2="${x + w}" y2="${y + 45.5}" stroke="${t.line}"/>`);
  y += 46;
  return { svg: out, y };
};
