// stat: Total sales | $ 48,210 | +12%, figure tiles: consecutive stats share rows (two a row, four on a
// wide screen), the first marked with the accent; a change against the last period sits under the figure,
// so a long label never meets it.
import type { ScreenBlock } from "../../../src/content/model/screen-layout";
import { GREEN, RED, rect, text } from "../screen-kit";
import type { BlockContext, BlockDrawing } from "./block-context";

/** Draws a run of stat blocks, the first of them at ctx.index. */
export function drawStats(ctx: BlockContext, stats: readonly ScreenBlock[]): BlockDrawing {
  const { t, x, w, wide } = ctx;
  const out: string[] = [];
  let y = ctx.y;
  const firstStat = ctx.index;
  const perRow = wide && w >= 560 ? 4 : 2;
  const cell = (w - (perRow - 1) * 12) / perRow;
  const valueSize = wide ? (w < 640 ? 23 : 25) : 20;
  const withDelta = stats.some((stat) => stat.parts.length > 2);
  const tileHeight = (wide ? 96 : 80) + (withDelta ? 22 : 0);
  stats.forEach((stat, i) => {
    const [statLabel = "", value = "", delta = ""] = stat.parts;
    ctx.room(firstStat + i, statLabel, 24 + ctx.tw(statLabel, wide ? 15 : 13), cell);
    ctx.room(firstStat + i, value, 24 + ctx.tw(value, valueSize, true), cell);
    const sx = x + (i % perRow) * (cell + 12);
    const sy = y + Math.floor(i / perRow) * (tileHeight + 10);
    out.push(rect(sx, sy, cell, tileHeight, Math.min(ctx.radius, 14), ctx.onCards ? t.card : t.surface));
    if (i === 0 && !t.legacy) out.push(rect(sx, sy, 4, tileHeight, 2, t.accent));
    out.push(text(sx + 16, sy + 28, statLabel, { size: wide ? 15 : 13, fill: t.muted }));
    const valueY = sy + (wide ? 66 : 58);
    out.push(text(sx + 16, valueY, value, { size: valueSize, weight: 700, family: t.display }));
    if (delta) {
      const up = delta.startsWith("+");
      out.push(
        text(sx + 16, valueY + 26, `${up ? "▲" : "▼"} ${delta}`, {
          size: wide ? 15 : 13,
          weight: 700,
          fill: up ? GREEN.ink : RED.ink,
        }),
      );
    }
  });
  y += Math.ceil(stats.length / perRow) * (tileHeight + 10);
  return { svg: out, y };
}
