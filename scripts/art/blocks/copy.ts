// title: and text:, the screen's own words: a heading in the product's display face, and a paragraph
// (in the older looks a short one without a full stop is a grouped table's section header instead).
import { rect, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawTitle: BlockDrawer = (ctx, block) => {
  const { t, x, w } = ctx;
  const [a = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  if (ctx.previousKind === "button" || ctx.previousKind === "secondary") y += 14;
  const size = ctx.wide ? 30 * ctx.s : t.legacy ? 20 : 24;
  const wrapped = ctx.lines(a, w, size, true);
  out.push(
    ...wrapped.map((line, i) =>
      text(x, y + size + i * (size + 8), line, { size, weight: t.displayWeight, family: t.display }),
    ),
  );
  y += wrapped.length * (size + 8) + 10;
  return { svg: out, y };
};

export const drawText: BlockDrawer = (ctx, block) => {
  const { t, x, w, wide } = ctx;
  const [a = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  if (t.legacy && a.length <= 24 && !a.includes(".")) {
    // The older apps' grouped-table section header: a grey band in capitals.
    out.push(rect(x - 20, y, w + 40, 28, 0, t.line));
    out.push(text(x, y + 19, a.toUpperCase(), { size: 13, weight: 700, fill: t.ink, spacing: 0.5 }));
    y += 32;
    return { svg: out, y };
  }
  const size = wide ? 16 * ctx.s : 15;
  const wrapped = ctx.lines(a, Math.min(w, wide ? 980 : w), size);
  out.push(
    ...wrapped.map((line, i) => text(x, y + size + 2 + i * (size + 7), line, { size, fill: t.muted })),
  );
  y += wrapped.length * (size + 7) + 12;
  return { svg: out, y };
};
