// The blocks of a screen's description drawn one under the other (src/content/model/screen-layout.ts lists
// the kinds), in the product's own look (screen-themes.ts), each checked for room: text that would run out
// of the frame or into its neighbour stops the drawing with the screen and block named. No phone text is
// drawn below 13 points: the page shows a 414-point phone 288 px wide, and 13 points is 9 px there.
// Each kind is drawn by its own module in ./blocks/; this one lays them out.
import type { ScreenBlock, ScreenBlockKind, ScreenDevice } from "../../src/content/model/screen-layout";
import { actionHeight, drawButton } from "./blocks/action-button";
import { drawAmount } from "./blocks/amount";
import { drawAppBar } from "./blocks/app-bar";
import { drawChart } from "./blocks/bar-chart";
import { drawBarcode } from "./blocks/barcode";
import { type BlockDrawer, type BlockDrawing, screenContext } from "./blocks/block-context";
import { drawCallout } from "./blocks/callout";
import { drawCamera } from "./blocks/camera";
import { drawText, drawTitle } from "./blocks/copy";
import { drawField } from "./blocks/field";
import { drawHero } from "./blocks/hero";
import { drawRow } from "./blocks/key-value-row";
import { drawKeypad } from "./blocks/keypad";
import { drawItem } from "./blocks/list-item";
import { LISTED, runCard } from "./blocks/listed";
import { drawPaymentCard } from "./blocks/payment-card";
import { drawProgress } from "./blocks/progress";
import { drawQr } from "./blocks/qr-code";
import { drawWords } from "./blocks/recovery-words";
import { drawShortcuts } from "./blocks/shortcuts";
import { drawStats } from "./blocks/stat-tiles";
import { drawMap } from "./blocks/street-map";
import { drawTimelineStep } from "./blocks/timeline-step";
import type { ProductTheme } from "./screen-kit";

export interface BlockArea {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly bottom: number;
}

/**
 * The kinds drawn one block at a time. The others shape the layout (split:, column:) or the frame around
 * it (url:, tabs:, drawn by screen.ts), and consecutive stats are drawn together.
 */
type DrawnKind = Exclude<ScreenBlockKind, "url" | "tabs" | "split" | "column" | "stat">;

const DRAWERS: Record<DrawnKind, BlockDrawer> = {
  top: drawAppBar,
  back: drawAppBar,
  steps: drawProgress,
  title: drawTitle,
  text: drawText,
  amount: drawAmount,
  field: drawField,
  row: drawRow,
  item: drawItem,
  step: drawTimelineStep,
  barcode: drawBarcode,
  words: drawWords,
  hero: drawHero,
  keypad: drawKeypad,
  notice: drawCallout,
  alert: drawCallout,
  success: drawCallout,
  button: drawButton,
  secondary: drawButton,
  qr: drawQr,
  camera: drawCamera,
  chart: drawChart,
  shortcuts: drawShortcuts,
  card: drawPaymentCard,
  map: drawMap,
};

/** Draws the blocks of one screen from top to bottom; throws when they do not fit. */
export function drawBlocks(
  name: string,
  device: ScreenDevice,
  blocks: readonly ScreenBlock[],
  t: ProductTheme,
  area: BlockArea,
  s: number,
): string {
  const screen = screenContext(name, device, t, s);
  const out: string[] = [];
  // Wide screens may split into two columns (split:, column:); x and w are the current column's.
  let x = area.x;
  let w = area.w;
  let splitTop: number | undefined;
  let y = area.y;
  const actions = closingActions(blocks, screen.wide);
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index];
    if (!block) continue;
    if (index === actions.from) y = Math.max(y, area.bottom - actions.height);
    const previousKind = blocks[index - 1]?.kind ?? "";
    const next = blocks[index + 1];
    const nextKind = next?.kind ?? "";
    // A run of rows and items starts: on products that list on cards, the card goes under the whole run.
    if (screen.onCards && LISTED.has(block.kind) && !LISTED.has(previousKind)) {
      out.push(runCard(blocks, index, { x, y, w }, t, screen.radius));
      y += 6;
    }
    const ctx = { ...screen, x, y, w, index, previousKind, next, nextKind };
    let drawing: BlockDrawing | undefined;
    switch (block.kind) {
      case "url":
      case "tabs":
        break;
      case "split":
        if (screen.wide) {
          splitTop = y;
          w = (area.w - 32) / 2;
        }
        break;
      case "column":
        if (screen.wide && splitTop !== undefined) {
          x = area.x + w + 32;
          y = splitTop;
        }
        break;
      case "stat": {
        const stats = statRun(blocks, index);
        index += stats.length - 1;
        drawing = drawStats(ctx, stats);
        break;
      }
      default:
        drawing = DRAWERS[block.kind](ctx, block);
    }
    if (drawing) {
      out.push(...drawing.svg);
      y = drawing.y;
    }
    if (screen.onCards && LISTED.has(block.kind) && !LISTED.has(nextKind)) y += nextKind === "" ? 6 : 18;
    if (y > area.bottom + 1) {
      throw new Error(
        `${name}: the blocks need ${Math.round(y - area.y)} points and the screen has ${Math.round(area.bottom - area.y)} (block ${index + 1}, "${block.kind}")`,
      );
    }
  }
  return out.join("");
}

/**
 * On a phone, the actions that end a screen sit at its bottom, within the thumb's reach, as in the apps:
 * the index of the first of them and the height they take.
 */
function closingActions(blocks: readonly ScreenBlock[], wide: boolean): { from: number; height: number } {
  let from = blocks.length;
  while (!wide && from > 0) {
    const kind = blocks[from - 1]?.kind ?? "";
    if (kind !== "url" && kind !== "tabs" && actionHeight(kind) === 0) break;
    from -= 1;
  }
  const height = blocks.slice(from).reduce((sum, block) => sum + actionHeight(block.kind), 0);
  return { from, height };
}

/** The stat at `index` and the stats right after it, which share rows. */
function statRun(blocks: readonly ScreenBlock[], index: number): ScreenBlock[] {
  const stats: ScreenBlock[] = [];
  for (let j = index; blocks[j]?.kind === "stat"; j += 1) {
    const stat = blocks[j];
    if (stat) stats.push(stat);
  }
  return stats;
}
