// notice: / alert: / success:, a callout with its icon: attention (amber), a stop (red), money arriving
// (green); dark products get darker tones of each.
import { icon } from "../screen-icons";
import { AMBER, GREEN, RED, rect, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawCallout: BlockDrawer = (ctx, block) => {
  const { t, x, w, index, dark } = ctx;
  const [a = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const tone = block.kind === "notice" ? AMBER : block.kind === "alert" ? RED : GREEN;
  const fill = dark
    ? block.kind === "alert"
      ? "#3a1619"
      : block.kind === "notice"
        ? "#3a2c10"
        : "#10321f"
    : tone.fill;
  const ink = dark
    ? block.kind === "alert"
      ? "#ffb4b4"
      : block.kind === "notice"
        ? "#ffd98a"
        : "#9be3b8"
    : tone.ink;
  const wrapped = ctx.lines(a, w - 58, 14);
  const h = wrapped.length * 21 + 26;
  out.push(
    rect(x, y, w, h, t.legacy ? 0 : Math.min(ctx.radius, 14), fill, t.legacy ? ` stroke="${tone.mark}"` : ""),
  );
  const glyph =
    block.kind === "success" ? "circle-check" : block.kind === "alert" ? "octagon-alert" : "triangle-alert";
  out.push(icon(glyph, x + 12, y + 13, 20, dark ? ink : tone.mark, ctx.where(index)));
  out.push(...wrapped.map((line, i) => text(x + 42, y + 28 + i * 21, line, { size: 14, fill: ink })));
  y += h + 12;
  return { svg: out, y };
};
