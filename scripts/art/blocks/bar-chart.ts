// chart: Sales (thousands) | 12 18 9 | Mon, Tue, Wed, bars on a round-stepped axis, each with its value,
// the last one (today's) in full colour; the optional third part labels the bars.
import { rect, round, text } from "../screen-kit";
import { measuredWidth } from "../text-metrics";
import type { BlockDrawer } from "./block-context";

export const drawChart: BlockDrawer = (ctx, block) => {
  const { t, x, w, wide } = ctx;
  const [a = "", b = "", c = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const values = b.split(/\s+/).map(Number);
  const ticks = c ? c.split(",").map((tick) => tick.trim()) : [];
  const max = Math.max(...values, 1);
  const step = niceStep(max / 4);
  const top = Math.ceil(max / step) * step;
  const cw = Math.min(w, wide ? 760 : w);
  const size = wide && w >= 560 ? 15 : 13;
  out.push(text(x, y + 18, a, { size: size + 1, weight: 700 }));
  const plotTop = y + 40;
  const plotHeight = wide ? 190 : 150;
  const axisWidth = ctx.tw(String(top), size) + 12;
  const left = x + axisWidth;
  const plotWidth = cw - axisWidth;
  for (let tick = 0; tick <= top; tick += step) {
    const ty = plotTop + plotHeight - (tick / top) * plotHeight;
    out.push(
      `<line x1="${round(left)}" y1="${round(ty) + 0.5}" x2="${round(x + cw)}" y2="${round(ty) + 0.5}" stroke="${t.line}"${tick === 0 ? "" : ' stroke-dasharray="3 4"'}/>`,
    );
    out.push(text(left - 8, ty + 4, String(tick), { size, fill: t.muted, anchor: "end" }));
  }
  const gap = wide ? 28 : 12;
  const barW = (plotWidth - gap * values.length) / values.length;
  // Dates under narrow bars run into each other ("Nov 10Nov 17"): label every `every`-th bar, counted
  // back from the last (today's, in bold), so each label keeps at least half an em to its neighbours.
  const labelWidth = (label: string, bold: boolean) =>
    Math.max(ctx.tw(label, size, bold), measuredWidth(label, size, t.font, bold ? 700 : 400));
  const widest = Math.max(0, ...ticks.map((label, i) => labelWidth(label, i === values.length - 1)));
  const every = Math.max(1, Math.ceil((widest + size * 0.6) / (barW + gap)));
  values.forEach((value, i) => {
    const h = Math.max(3, (value / top) * plotHeight);
    const bx = left + gap / 2 + i * (barW + gap);
    const last = i === values.length - 1;
    out.push(
      rect(
        bx,
        plotTop + plotHeight - h,
        barW,
        h,
        Math.min(4, barW / 2),
        t.accent,
        last ? "" : ' fill-opacity="0.35"',
      ),
    );
    out.push(
      text(bx + barW / 2, plotTop + plotHeight - h - 7, String(value), {
        size,
        weight: last ? 700 : 500,
        anchor: "middle",
        fill: last ? t.ink : t.muted,
      }),
    );
    const tickLabel = (values.length - 1 - i) % every === 0 ? ticks[i] : undefined;
    if (tickLabel)
      out.push(
        text(bx + barW / 2, plotTop + plotHeight + size + 8, tickLabel, {
          size,
          weight: last ? 700 : 400,
          fill: last ? t.ink : t.muted,
          anchor: "middle",
        }),
      );
  });
  y += 40 + plotHeight + (ticks.length > 0 ? size + 22 : 14);
  return { svg: out, y };
};

/** A round step for a chart's axis: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(Math.max(raw, 1e-9)));
  const scaled = raw / power;
  const nice = scaled <= 1 ? 1 : scaled <= 2 ? 2 : scaled <= 2.5 ? 2.5 : scaled <= 5 ? 5 : 10;
  return nice * power;
}
