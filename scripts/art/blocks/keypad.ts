// keypad:, a numeric keypad in three columns.
import { text } from "../screen-kit";
import type { BlockDrawer } from "./block-context";

const KEYS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", ",", "0", "⌫"];

export const drawKeypad: BlockDrawer = (ctx) => {
  const { x, w } = ctx;
  const out: string[] = [];
  let y = ctx.y;
  const cell = w / 3;
  KEYS.forEach((key, i) => {
    out.push(
      text(x + (i % 3) * cell + cell / 2, y + Math.floor(i / 3) * 58 + 36, key, {
        size: 24,
        weight: 500,
        anchor: "middle",
      }),
    );
  });
  y += 232;
  return { svg: out, y };
};
