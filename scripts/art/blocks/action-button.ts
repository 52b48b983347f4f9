// button: / secondary:, the primary action (filled in the accent) and a secondary one (outlined); on a
// wide screen at most 360 points wide.
import { rect, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

/** The height an action takes: a phone stacks the actions that end a screen at its bottom. */
export const actionHeight = (kind: string) => (kind === "button" ? 60 : kind === "secondary" ? 54 : 0);

export const drawButton: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const primary = block.kind === "button";
  const bw = ctx.wide ? Math.min(w, 360) : w;
  const caption = ctx.label(a);
  ctx.room(index, a, ctx.tw(caption, 16, true) + 32, bw);
  out.push(
    rect(
      x,
      y + 6,
      bw,
      48,
      ctx.radius,
      primary ? t.accent : t.legacy ? t.surface : "none",
      primary ? "" : ` stroke="${t.legacy ? t.line : t.accent}" stroke-width="1.5"`,
    ),
  );
  out.push(
    text(x + bw / 2, y + 36, caption, {
      size: 16,
      weight: 700,
      fill: primary ? t.onAccent : t.legacy ? t.ink : t.accent,
      anchor: "middle",
    }),
  );
  y += primary ? 60 : 54;
  return { svg: out, y };
};
