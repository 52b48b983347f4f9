// words: oak river ••• ? …, a recovery phrase in numbered cells, two to a row: "•••" is a word not shown
// yet (later in the backup), "?" the one the person is asked for.
import { rect, text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

export const drawWords: BlockDrawer = (ctx, block) => {
  const { t, x, w, index } = ctx;
  const [a = ""] = block.parts;
  const out: string[] = [];
  let y = ctx.y;
  const words = a.split(/\s+/);
  const columns = 2;
  const cell = (w - (columns - 1) * 10) / columns;
  for (const word of words) ctx.room(index, word, 36 + word.length * 17 * 0.62, cell);
  words.forEach((word, i) => {
    const cx = x + (i % columns) * (cell + 10);
    const cy = y + Math.floor(i / columns) * 50;
    const number = text(cx + 14, cy + 28, String(i + 1).padStart(2, "0"), {
      size: 13,
      fill: t.muted,
      family: t.mono,
    });
    if (word === "?") {
      out.push(
        rect(cx, cy, cell, 44, 12, t.tint, ` stroke="${t.accent}" stroke-width="2" stroke-dasharray="6 5"`),
        number,
      );
    } else if (/^•+$/.test(word)) {
      out.push(rect(cx, cy, cell, 44, 12, t.surface, ` fill-opacity="0.55"`), number);
      out.push(rect(cx + 42, cy + 18, cell * 0.42, 8, 4, t.line));
    } else {
      out.push(rect(cx, cy, cell, 44, 12, t.surface, ` stroke="${t.line}"`), number);
      out.push(text(cx + 42, cy + 28, word, { size: 17, weight: 600, family: t.mono }));
    }
  });
  y += Math.ceil(words.length / columns) * 50 + 8;
  return { svg: out, y };
};
