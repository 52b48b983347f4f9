import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  blankShare,
  checkScreenFiles,
  contentArea,
  contentColumnWidth,
  cssLength,
  displayWidth,
  formatReport,
  MAX_BLANK_SHARE,
  MIN_TEXT_PX,
  measureScreen,
  type PageLayout,
  pageLayout,
  plannedScreens,
  rasterize,
  refusals,
  tailwindMaxWidth,
  textCollisions,
  textRuns,
  transformLinear,
} from "./measure-screen";

const PHONE = { width: 414, height: 868 };
/** A phone frame like the pipeline's (414 x 868, its screen at 12,12 the `…-screen` clip; content y 62-826). */
function phone(content: string, rootAttributes = "", screen = "12 12 390 844"): string {
  const [x, y, w, h] = screen.split(" ");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PHONE.width} ${PHONE.height}" width="${PHONE.width}" height="${PHONE.height}"${rootAttributes}><title>A screen</title><defs><clipPath id="demo-home-en-screen"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="46"/></clipPath></defs><rect width="414" height="868" rx="58" fill="#1b1d21"/><rect x="12" y="12" width="390" height="844" rx="46" fill="#ffffff"/><text x="56" y="46" font-size="15">9:41</text><g font-family="sans-serif">${content}</g></svg>`;
}
/** Bars every 24 px down the whole content area, edge to edge of its 20 px padding: a dense screen. */
const denseRows = Array.from(
  { length: 31 },
  (_, i) =>
    `<rect x="32" y="${74 + i * 24}" width="350" height="14" fill="#e8eaee"/><text x="40" y="${86 + i * 24}" font-size="14" fill="#15171a">Row ${i + 1}</text>`,
).join("");
/** A title and one line at the top of an otherwise empty screen. */
const mostlyEmpty = `<text x="32" y="110" font-size="28" font-weight="700">Transfer</text><rect x="32" y="130" width="350" height="44" rx="12" fill="#f4f5f7"/>`;

const LAYOUT: PageLayout = {
  column: 319.2,
  widths: { grid: { phone: 288, wide: 319.2 }, comparison: { phone: 319.2, wide: 319.2 } },
  notes: [],
};

describe("the text of a screen drawing", () => {
  it("finds every run of shown text with its font size in the root's units", () => {
    const svg = `<svg viewBox="0 0 400 800"><defs><text font-size="2">defined, not drawn</text></defs><title>Not drawn</title>
      <g font-size="20"><text x="0" y="0">inherited</text><text style="font-size: 12px">styled</text>
      <text font-size="1.5em">relative &amp; escaped</text><text font-size="10pt">points</text>
      <g transform="translate(10 10) scale(0.5)"><text font-size="16">scaled</text></g>
      <svg x="0" y="0" width="100" height="100" viewBox="0 0 400 400"><text font-size="40">nested</text></svg>
      <text font-size="18"><tspan font-size="8">small</tspan> rest</text>
      <text display="none" font-size="1">hidden</text><g opacity="0"><text font-size="1">transparent</text></g>
      <text style="font: 600 11px Inter">shorthand</text><text></text>
      </g></svg>`;
    expect(textRuns(svg)).toEqual([
      { size: 20, text: "inherited" },
      { size: 12, text: "styled" },
      { size: 30, text: "relative & escaped" },
      { size: 40 / 3, text: "points" },
      { size: 8, text: "scaled" },
      { size: 10, text: "nested" },
      { size: 8, text: "small" },
      { size: 18, text: "rest" },
      { size: 11, text: "shorthand" },
    ]);
    expect(textRuns(`<svg viewBox="0 0 10 10"><text>default</text></svg>`)).toEqual([
      { size: 16, text: "default" },
    ]);
  });

  it("reads a transform's scale, not its translation or rotation", () => {
    const [a, b, c, d] = transformLinear("translate(40 10) rotate(90) scale(2 3)");
    expect(Math.hypot(a, b)).toBeCloseTo(2);
    expect(Math.hypot(c, d)).toBeCloseTo(3);
    expect(transformLinear("matrix(0.5 0 0 0.5 100 100)")).toEqual([0.5, 0, 0, 0.5]);
  });
});

describe("the case page's widths on a 360 px phone", () => {
  it("evaluates the stylesheet's lengths at the viewport", () => {
    expect(cssLength("clamp(1.25rem, 0.6rem + 3vw, 3.5rem)", 360)).toBeCloseTo(20.4);
    expect(cssLength("clamp(1.25rem, 0.6rem + 3vw, 3.5rem)", 1440)).toBeCloseTo(52.8);
    expect(cssLength("clamp(1.25rem, 0.6rem + 3vw, 3.5rem)", 2000)).toBe(56);
    expect(cssLength("calc(100vw - 2rem)", 360)).toBe(328);
    expect(() => cssLength("auto", 360)).toThrow('cannot read the CSS length "auto"');
    expect(
      contentColumnWidth(
        ".container-page {\n  width: 100%;\n  max-width: 90rem;\n  padding-inline: clamp(1.25rem, 0.6rem + 3vw, 3.5rem);\n}",
        360,
      ),
    ).toBeCloseTo(319.2);
    expect(tailwindMaxWidth("max-w-72")).toBe(288);
    expect(tailwindMaxWidth("max-w-80")).toBe(320);
    expect(tailwindMaxWidth("max-w-5xl")).toBe(1024);
  });

  it("reads them from the case page as it is: a phone at 288 px in the list, a wide screen at 896 px in its scroller, the rest the column", async () => {
    const layout = await pageLayout(join(import.meta.dirname, "..", ".."));
    expect(layout.column).toBeCloseTo(319.2);
    expect(layout.widths.grid.phone).toBe(288);
    expect(layout.widths.grid.wide).toBe(896);
    expect(layout.widths.comparison.wide).toBeCloseTo(319.2);
    expect(layout.widths.comparison.phone).toBeCloseTo(319.2);
  });

  it("takes the narrowest place a screen is shown in", () => {
    expect(displayWidth(LAYOUT, "phone", ["grid", "comparison"])).toBe(288);
    expect(displayWidth(LAYOUT, "phone", ["comparison"])).toBe(319.2);
    expect(displayWidth(LAYOUT, "desktop", ["grid"])).toBe(319.2);
  });
});

describe("a screen measured as the phone shows it", () => {
  it("refuses text that would render below 9 px, naming it", () => {
    const svg = phone(`${denseRows}<text x="300" y="800" font-size="11">Home</text>`);
    const measure = measureScreen(svg, 288);
    expect(measure.minTextPx).toBeCloseTo(11 * (288 / 414));
    expect(measure.smallestText).toBe("Home");
    expect(measure.textRunsBelow).toBe(1);
    expect(refusals(measure)).toEqual([
      `text 7.7 px < ${MIN_TEXT_PX} px at 288 px wide ("Home"; 1 of 33 text runs below 9 px)`,
    ]);
    // The same drawing shown wider passes: 11 px at 340/414 is 9.03 px.
    expect(refusals(measureScreen(svg, 340))).toEqual([]);
  });

  it("refuses a mostly empty screen and passes a dense one", () => {
    const empty = measureScreen(phone(mostlyEmpty), 288);
    expect(empty.blankShare).toBeGreaterThan(0.7);
    expect(refusals(empty)).toEqual([
      expect.stringMatching(/^blank \d+(\.\d)? % > 30 % of the content area \(phone: below the/),
    ]);
    const dense = measureScreen(phone(denseRows), 288);
    expect(dense.blankShare).toBeLessThan(0.05);
    expect(dense.minTextPx).toBeGreaterThanOrEqual(MIN_TEXT_PX);
    expect(refusals(dense)).toEqual([]);
  });

  it("counts only holes: the gaps between a screen's elements are not blank, an empty half is", () => {
    const box = { x: 0, y: 0, width: 240, height: 200 };
    const image = (rows: string) =>
      rasterize(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 200"><rect width="240" height="200" fill="#fff"/>${rows}</svg>`,
      );
    const lines = (until: number) =>
      Array.from(
        { length: Math.floor(until / 16) },
        (_, i) => `<rect x="0" y="${i * 16}" width="240" height="4" fill="#000"/>`,
      ).join("");
    expect(blankShare(image(lines(200)), box, 10)).toBe(0);
    const half = blankShare(image(lines(100)), box, 10);
    // The lower half, less the margin kept around the last line and along the edges.
    expect(half).toBeGreaterThan(0.3);
    expect(half).toBeLessThan(0.5);
  });

  it("measures inside the screen, below its status bar, or the area the drawing declares", () => {
    expect(contentArea(phone(""))).toEqual({
      box: { x: 12, y: 62, width: 390, height: 764 },
      source: "phone: below the notch or island status bar, above the home indicator",
    });
    expect(contentArea(phone("", "", "20 86 374 690")).box).toEqual({
      x: 20,
      y: 108,
      width: 374,
      height: 668,
    });
    expect(contentArea(phone("", ' data-content-box="12 100 390 700"'))).toEqual({
      box: { x: 12, y: 100, width: 390, height: 700 },
      source: "data-content-box",
    });
    expect(contentArea(phone("", "", "16 16 382 836"))).toEqual({
      box: { x: 16, y: 16, width: 382, height: 836 },
      source: "the whole screen (status bar included)",
    });
    const crop = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 375 300"><rect width="375" height="300" fill="#fff"/><text y="20" font-size="20">Hi</text></svg>`;
    expect(contentArea(crop)).toEqual({
      box: { x: 0, y: 0, width: 375, height: 300 },
      source: "the whole drawing",
    });
    // The bezel is outside the area: a blank screen in a dark frame is blank, not "drawn".
    expect(measureScreen(phone(""), 288).blankShare).toBeGreaterThan(0.85);
  });

  it("keeps its limits where the issue set them", () => {
    expect(MIN_TEXT_PX).toBe(9);
    expect(MAX_BLANK_SHARE).toBeLessThanOrEqual(0.3);
  });
});

describe("every screen of the case pages", () => {
  let root = "";
  afterEach(async () => rm(root, { recursive: true, force: true }));

  async function project(files: Record<string, string>) {
    root = await mkdtemp(join(tmpdir(), "lumbre-measure-"));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(root, path, ".."), { recursive: true });
      await writeFile(join(root, path), text);
    }
    return root;
  }
  /**
   * A demo case whose slices show these screens: the shipped ones in a gallery, each "before" one in a
   * before/after with the screen it was replaced by (its image names the file: demo-<key>.<language>.svg).
   */
  const caseDocument = (
    language: "en" | "es",
    screens: { key: string; device: string; before_of?: string }[],
  ) => {
    const image = (key: string) => ({ url: `/images/cases/screens/demo-${key}.${language}.svg`, alt: key });
    const gallery = {
      slice_type: "screen_gallery",
      primary: {
        screens: screens
          .filter((screen) => !screen.before_of)
          .map((screen) => ({ device: screen.device, image: image(screen.key) })),
      },
    };
    const comparisons = screens.flatMap((screen) =>
      screen.before_of
        ? [
            {
              slice_type: "before_after",
              primary: {
                device: screen.device,
                before_image: image(screen.key),
                after_image: image(screen.before_of),
              },
            },
          ]
        : [],
    );
    return JSON.stringify({ uid: "demo", data: { slices: [gallery, ...comparisons] } });
  };

  it("shows a before screen only in its comparison, and its shipped screen in the list and the comparison", async () => {
    const planned = await plannedScreens(
      await project({
        "content/documents/case_study/demo.en-us.json": caseDocument("en", [
          { key: "home", device: "phone" },
          { key: "home-before", device: "phone", before_of: "home" },
          { key: "web", device: "desktop" },
        ]),
        "content/documents/case_study/demo.es-ar.json": caseDocument("es", [
          { key: "home", device: "phone" },
        ]),
      }),
    );
    expect(planned.map(({ file, places }) => [file, places.join("+")])).toEqual([
      ["demo-home.en.svg", "grid+comparison"],
      ["demo-web.en.svg", "grid"],
      ["demo-home-before.en.svg", "comparison"],
      ["demo-home.es.svg", "grid"],
    ]);
  });

  it("refuses every screen that fails, and a described screen without its drawing, in one report", async () => {
    const results = await checkScreenFiles(
      await project({
        "content/documents/case_study/demo.en-us.json": caseDocument("en", [
          { key: "dense", device: "phone" },
          { key: "empty", device: "phone" },
          { key: "missing", device: "phone" },
        ]),
        "public/images/cases/screens/demo-dense.en.svg": phone(denseRows),
        "public/images/cases/screens/demo-empty.en.svg": phone(
          `${mostlyEmpty}<text font-size="9">tiny</text>`,
        ),
        "public/images/cases/screens/demo-stray.en.svg": phone(denseRows),
        "public/images/cases/screens/demo-broken.en.svg": phone("<text>R&D</text>"),
      }),
      { layout: LAYOUT },
    );
    expect(results.map(({ key, refused }) => [key, refused.map((reason) => reason.split(" ")[0])])).toEqual([
      ["dense", []],
      ["empty", ["text", "blank"]],
      ["missing", ["no"]],
      ["broken", ["unreadable:"]],
      ["stray", []],
    ]);
    const report = formatReport(results, LAYOUT);
    expect(report).toContain("| demo | empty | en | phone | grid | 288 | 6.3 |");
    expect(report).toContain("- cases/screens/demo-missing.en.svg: no drawing");
    expect(report).toContain("- cases/screens/demo-broken.en.svg: unreadable: SVG data parsing failed");
    expect(report).toContain(
      "3 of 5 screens refused: 1 for text below 9 px, 1 for blank area above 30 %, 0 for text running into text.",
    );
    const only = await checkScreenFiles(root, { layout: LAYOUT, only: new Set(["demo-dense.en.svg"]) });
    expect(only.map(({ key }) => key)).toEqual(["dense"]);
  });
});

describe("text running into text", () => {
  const svg = (content: string) =>
    `<svg viewBox="0 0 400 200"><g font-family="Arial, sans-serif" font-size="13">${content}</g></svg>`;

  it("finds two labels on one line closer than half an em, wherever a transform puts them", () => {
    const close = svg(
      `<g transform="translate(100 50) scale(1.18)"><text x="0" y="0" text-anchor="middle">Nov 10</text><text x="42.9" y="0" text-anchor="middle">Nov 17</text></g>`,
    );
    expect(textCollisions(close).map(([a, b]) => [a.text, b.text])).toEqual([["Nov 10", "Nov 17"]]);
    const overlapping = svg(`<text x="10" y="40">Total sales</text><text x="30" y="42">$186,420</text>`);
    expect(textCollisions(overlapping)).toHaveLength(1);
  });

  it("leaves apart labels a word's width apart, and lines set one under the other", () => {
    const apart = svg(
      `<text x="20" y="40" text-anchor="middle">Oct 20</text><text x="120" y="40" text-anchor="middle">Nov 3</text>`,
    );
    expect(textCollisions(apart)).toEqual([]);
    const stacked = svg(`<text x="20" y="40">First line</text><text x="20" y="56">Second line</text>`);
    expect(textCollisions(stacked)).toEqual([]);
  });

  it("refuses a screen with text running into text, naming the two runs", () => {
    const close = phone(
      `<text x="100" y="200" font-size="13" text-anchor="middle">Nov 10</text><text x="142" y="200" font-size="13" text-anchor="middle">Nov 17</text>${denseRows}`,
    );
    expect(refusals(measureScreen(close, 288)).join(" ")).toMatch(/"Nov 10" and "Nov 17"/);
  });
});
