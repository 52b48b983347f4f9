import { describe, expect, it } from "vitest";
import { screenBlocks } from "../../src/content/model/screen-layout";
import { COVER_SCENE_MIN_WIDTH, COVER_WIDTH, caseCover } from "./case-cover";
import { coverDrawnWidth, hiddenClasses, MIN_TEXT_PX, textRuns, viewBoxOf } from "./measure-screen";
import { drawScreen } from "./screen";
import { productTheme } from "./screen-themes";

const theme = productTheme("ank", false);
const phone = (key: string) =>
  drawScreen(
    `ank-${key}-en`,
    "phone",
    screenBlocks([
      `back: ${key}`,
      "amount: 0.25 ETH | ≈ US$ 812.50",
      "row: Network fee | US$ 1.20",
      "button: Send",
    ]),
    theme,
    "ank",
  );
const smallestShown = (svg: string, drawnWidth: number) =>
  Math.min(...textRuns(svg, drawnWidth).map((run) => run.size)) * (drawnWidth / viewBoxOf(svg).width);

describe("a case cover", () => {
  const cover = caseCover("ank", [phone("Welcome"), phone("Review"), phone("History")], theme);

  it("keeps its text at 9 px or more where a 360 px phone shows it (the content column, 319 px)", () => {
    expect(smallestShown(cover, 319.2)).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    // A little narrower too: a phone's column is not always the 360 px one's.
    expect(smallestShown(cover, 300)).toBeGreaterThanOrEqual(MIN_TEXT_PX);
  });

  it("shows its scene of screens where it is shown large, and to a renderer without media queries", () => {
    expect(hiddenClasses(cover, 1328)).toEqual(new Set(["cover-detail"]));
    expect(hiddenClasses(cover, COVER_SCENE_MIN_WIDTH - 1)).toEqual(new Set(["cover-scene"]));
    expect(hiddenClasses(cover, undefined)).toEqual(new Set(["cover-detail"]));
    const scene = textRuns(cover, 1328).map((run) => run.text);
    for (const title of ["Welcome", "Review", "History"]) expect(scene).toContain(title);
  });
});

describe("a cover in its box", () => {
  it("is drawn as wide as the box when its box is wider than it is, taller when narrower", () => {
    const view = { x: 0, y: 0, width: COVER_WIDTH, height: 1200 };
    expect(coverDrawnWidth("aspect-[16/9]", 320, view)).toBeCloseTo(320);
    expect(coverDrawnWidth("aspect-[4/3]", 320, view)).toBeCloseTo(320);
    expect(coverDrawnWidth("aspect-[1/1]", 300, view)).toBeCloseTo(400);
  });
});
