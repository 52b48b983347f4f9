// card: Arriba Visa | •••• 4821 | Debit, a payment card in the product's colours: its name, chip and
// contactless mark, the last digits, a corner label and the network.
import { icon } from "../screen-icons";
import { rect, round, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawPaymentCard: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = "", b = "", c = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const ch = ctx.wide ? 150 : 118;
  const id = `${ctx.name}-card-${index}`;
  out.push(
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.accent}"/><stop offset="1" stop-color="${t.ink}"/></linearGradient></defs>`,
  );
  out.push(rect(x, y, w, ch, 16, `url(#${id})`));
  out.push(
    `<circle cx="${round(x + w - 40)}" cy="${round(y - 10)}" r="90" fill="#ffffff" fill-opacity="0.07"/>`,
  );
  out.push(text(x + 18, y + 30, a, { size: 15, weight: 700, fill: "#ffffff" }));
  out.push(rect(x + 18, y + 48, 36, 27, 5, "#e8c46a"));
  out.push(`<path d="M${x + 18} ${y + 61.5}h36M${x + 36} ${y + 48}v27" stroke="#b8933e" stroke-width="1"/>`);
  out.push(icon("nfc", x + 64, y + 50, 22, "#ffffff", ctx.where(index), 1.8));
  out.push(text(x + 18, y + ch - 18, b, { size: 16, weight: 600, fill: "#ffffff", family: t.mono }));
  if (c) out.push(text(x + w - 18, y + 30, c, { size: 13, weight: 600, fill: "#ffffff", anchor: "end" }));
  out.push(
    text(x + w - 18, y + ch - 16, "VISA", {
      size: 22,
      weight: 800,
      fill: "#ffffff",
      anchor: "end",
      spacing: 1,
    }),
  );
  y += ch + 16;
  return { svg: out, y };
};
