// notice: / alert: / success:, a callout with its icon: attention (amber), a stop (red), money arriving
// (green); dark products get darker tones of each.
import { icon } from "../screen-icons";
import { AMBER, GREEN, RED, rect, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

const CALLOUTS = {
  notice: { tone: AMBER, dark: { fill: "#3a2c10", ink: "#ffd98a" }, glyph: "triangle-alert" },
  alert: { tone: RED, dark: { fill: "#3a1619", ink: "#ffb4b4" }, glyph: "octagon-alert" },
  success: { tone: GREEN, dark: { fill: "#10321f", ink: "#9be3b8" }, glyph: "circle-check" },
};

export const drawCallout: BlockDrawer = (ctx, block) => {
  const { t, x, w, index, dark } = ctx;
  const [a = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const callout =
    block.kind === "notice" ? CALLOUTS.notice : block.kind === "alert" ? CALLOUTS.alert : CALLOUTS.success;
  const { tone } = callout;
  const fill = dark ? callout.dark.fill : tone.fill;
  const ink = dark ? callout.dark.ink : tone.ink;
  const wrapped = ctx.lines(a, w - 58, 14);
  const h = wrapped.length * 21 + 26;
  out.push(
    rect(x, y, w, h, t.legacy ? 0 : Math.min(ctx.radius, 14), fill, t.legacy ? ` stroke="${tone.mark}"` : ""),
  );
  out.push(icon(callout.glyph, x + 12, y + 13, 20, dark ? ink : tone.mark, ctx.where(index)));
  out.push(...wrapped.map((line, i) => text(x + 42, y + 28 + i * 21, line, { size: 14, fill: ink })));
  y += h + 12;
  return { svg: out, y };
};
