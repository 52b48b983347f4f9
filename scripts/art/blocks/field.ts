// field: To | bc1q…7f3k, an input with its label above; a code-like value (an address, a key) in the mono
// face.
import { rect, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawField: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = "", b = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const code = /…|^0x|^[A-Za-z0-9]{20,}/.test(b);
  const valueWidth = code ? b.length * 15 * 0.62 : ctx.tw(b, 16);
  ctx.room(index, b, valueWidth + 28, w);
  out.push(text(x, y + 14, ctx.label(a), { size: 13, weight: 600, fill: t.muted }));
  out.push(
    rect(
      x,
      y + 24,
      w,
      46,
      t.legacy ? 0 : Math.min(ctx.radius, 12),
      t.legacy ? t.card : t.surface,
      ` stroke="${t.line}" stroke-width="${t.legacy ? 1 : 1.5}"`,
    ),
  );
  out.push(text(x + 14, y + 53, b, { size: code ? 15 : 16, family: code ? t.mono : undefined }));
  y += 80;
  return { svg: out, y };
};
