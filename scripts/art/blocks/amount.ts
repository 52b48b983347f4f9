// amount: 0.0125 BTC | ≈ US$ 812, a large figure (in the mono face on dark products) and a line under it.
import { text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawAmount: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = "", b = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const size = ctx.wide ? 44 * ctx.s : t.legacy ? 32 : 38;
  const family = ctx.dark ? t.mono : t.display;
  const amountWidth = family === t.mono ? a.length * size * 0.62 : ctx.tw(a, size, true);
  ctx.room(index, a, amountWidth, w);
  ctx.room(index, b, ctx.tw(b, 15), w);
  out.push(text(x, y + size + 6, a, { size, weight: 700, family, spacing: family === t.mono ? -1 : -0.5 }));
  if (b) out.push(text(x, y + size + 34, b, { size: 15, fill: t.muted }));
  y += 96;
  return { svg: out, y };
};
