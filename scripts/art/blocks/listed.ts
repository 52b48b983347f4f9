// Rows, items and timeline steps are list rows: on products that draw lists on cards (Itaú, Mercado Pago)
// a run of them shares one card, and a rule parts each from the next within the run.
import type { ScreenBlock } from "../../../src/content/model/screen-layout";
import { type ProductTheme, rect } from "../screen-kit";

export const LISTED: ReadonlySet<string> = new Set(["item", "row", "step"]);

/** The height a list row takes. */
export const listedHeight = (kind: string) =>
  kind === "item" ? 64 : kind === "row" ? 46 : kind === "step" ? 60 : 0;

/** The card under the run of list rows that starts at `index`. */
export function runCard(
  blocks: readonly ScreenBlock[],
  index: number,
  at: { readonly x: number; readonly y: number; readonly w: number },
  t: ProductTheme,
  radius: number,
): string {
  let runHeight = 0;
  for (let j = index; LISTED.has(blocks[j]?.kind ?? ""); j += 1)
    runHeight += listedHeight(blocks[j]?.kind ?? "");
  return rect(at.x - 12, at.y, at.w + 24, runHeight + 12, t.legacy ? 0 : Math.min(radius, 12), t.card);
}
