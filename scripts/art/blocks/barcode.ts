// barcode: 83660000002-8 …, a bill's barcode as the camera read it: bars seeded by its digits, the digits
// under them.
import { random } from "../motifs";
import { rect, round, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawBarcode: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const next = random(`${ctx.name}-barcode-${a}`);
  const bw = Math.min(w, 420);
  out.push(rect(x, y, bw, 92, Math.min(ctx.radius, 12), t.card, ` stroke="${t.line}"`));
  let bx = x + 16;
  let bars = "";
  while (bx < x + bw - 20) {
    const thick = next() > 0.6 ? 3 : 1.5;
    bars += `M${round(bx)} ${y + 14}h${thick}v44h${-thick}z`;
    bx += thick + (next() > 0.5 ? 3 : 1.5);
  }
  out.push(`<path d="${bars}" fill="${t.ink}"/>`);
  ctx.room(index, a, a.length * 13 * 0.62 + 32, bw);
  out.push(text(x + 16, y + 80, a, { size: 13, family: t.mono, fill: t.muted }));
  y += 104;
  return { svg: out, y };
};
