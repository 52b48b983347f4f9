// top: / back: an app bar with the screen's title, with a back arrow for back:. On a phone it follows the
// platform: a centred title on iOS, a left-aligned one on Android; on the product's coloured band when the
// bar opens the screen and the product has one.
import { icon } from "../screen-icons";
import { text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawAppBar: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const onBar = t.header !== undefined && index === 0;
  const ink = onBar ? t.header?.ink : undefined;
  const back = block.kind === "back";
  if (ctx.wide) {
    if (back) out.push(icon("arrow-left", x - 2, y + 12, 26, t.ink, ctx.where(index)));
    out.push(
      text(x + (back ? 34 : 0), y + 32, a, {
        size: 26 * ctx.s,
        weight: t.displayWeight,
        family: t.display,
      }),
    );
    y += 64;
  } else {
    const title = t.legacy ? a.toUpperCase() : a;
    const leftAligned = t.status === "android" && !t.legacy;
    if (back)
      out.push(
        icon(
          t.status === "android" ? "arrow-left" : "chevron-left",
          x - 4,
          y + 14,
          26,
          ink ?? t.ink,
          ctx.where(index),
        ),
      );
    out.push(
      leftAligned
        ? text(x + (back ? 36 : 0), y + 33, title, {
            size: 19,
            weight: 600,
            fill: ink,
            family: t.display,
          })
        : text(x + w / 2, y + 33, title, {
            size: 17,
            weight: 700,
            fill: ink,
            anchor: "middle",
            family: t.display,
          }),
    );
    y += onBar ? 68 : 56;
  }
  return { svg: out, y };
};
