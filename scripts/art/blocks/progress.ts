// steps: 2/3, progress through a flow: segments filled up to the current step, or the older looks' plain
// "2 / 3".
import { rect, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawProgress: BlockDrawer = (ctx, block) => {
  const { t, x, w } = ctx;
  const [a = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const [done = 1, total = 1] = a.split("/").map(Number);
  if (t.legacy) {
    out.push(text(x, y + 18, `${done} / ${total}`, { size: 13, weight: 700, fill: t.muted }));
    y += 30;
    return { svg: out, y };
  }
  const segment = (w - (total - 1) * 6) / total;
  for (let step = 1; step <= total; step += 1) {
    out.push(rect(x + (step - 1) * (segment + 6), y + 8, segment, 5, 2.5, step <= done ? t.accent : t.line));
  }
  out.push(text(x + w, y + 34, `${done}/${total}`, { size: 13, weight: 600, fill: t.muted, anchor: "end" }));
  y += 40;
  return { svg: out, y };
};
