// qr: Scan to pay, a QR code on white with its caption under it.
import { qrModules, rect, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawQr: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const size = 200;
  const left = x + (Math.min(w, ctx.wide ? 480 : w) - size) / 2;
  out.push(rect(left - 12, y, size + 24, size + 24, 16, "#ffffff", ` stroke="${t.line}" stroke-width="1.5"`));
  out.push(qrModules(`${ctx.name}-${index}`, left, y + 12, size));
  out.push(text(left + size / 2, y + size + 46, a, { size: 14, fill: t.muted, anchor: "middle" }));
  y += 250;
  return { svg: out, y };
};
