// Measures each product screen the art pipeline draws (public/images/cases/screens/*.svg) as a visitor on a
// 360 px wide phone sees it on the case page, and refuses a screen that a prospect would read as unfinished:
// - text: the smallest <text> of the drawing, scaled to the width the page gives the image on that phone,
//   must have a font size of at least MIN_TEXT_PX (9 px);
// - blank area: the share of the screen's content area (inside the device, below the status bar or browser
//   chrome) that is plain background with nothing drawn near it must be at most MAX_BLANK_SHARE (30 %).
// `npm run art:check` runs it on the files as they are; `npm run art` on the screens it has just drawn.
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { z } from "zod";
import type { ScreenDevice } from "../../src/content/model/screen-layout";
import { caseStory, readCaseDocuments, type ScreenPlace, storyScreens } from "./case-documents";
import { measuredWidth } from "./text-metrics";

/** The phone the check looks through: the narrowest width the site is designed for. */
export const PHONE_VIEWPORT_PX = 360;
/** Below this a line of interface text is no longer read, only guessed (and the page offers no zoom). */
export const MIN_TEXT_PX = 9;
/**
 * Above this share of empty content area a screen reads as a wireframe rather than a shipped app. The issue
 * that asked for the check saw today's phone screens as 35-45 % blank; this measure finds 22-50 % on them
 * (median 38 %), so the limit sits below that band. Measured with this module on drawings of today's kit
 * (2026-11-26): a nine-row activity list filled to the tab bar 37.2 % (wide empty gutters and row gaps),
 * the same list with the separators a real list draws between its rows 18.2 %, a payment form filled to
 * its button 22.2 %. So a screen as full as a real app passes with room for one deliberate quiet area (a
 * hero figure, the room above a pinned button), and a screen with an empty third does not.
 */
export const MAX_BLANK_SHARE = 0.3;
/**
 * A background point counts as blank only when nothing is drawn within this share of the content area's
 * width (1/24: 16 px of a 390 px phone screen, the usual gap between two elements of an app): the
 * breathing room around what is drawn belongs to it. A share, not pixels, so a desktop screen is judged
 * as a picture the same way as a phone screen.
 */
export const BLANK_MARGIN_SHARE = 1 / 24;
/** How far (per channel, 0-255) a pixel may be from the background and still be the background. */
const BACKGROUND_TOLERANCE = 8;

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

// ---------------------------------------------------------------------------------------------------------
// Where the case page shows a screen, and how wide, on the phone.

/** The case page's two places for a screen: the story's list and the before/after control. */
export type { ScreenPlace };

/**
 * The image's Tailwind max-width class in each place, for a phone screen and a wide (tablet, desktop) one:
 * the classes of <SiteImage> in the files named. The image is `w-full`, so it is as wide as the content
 * column up to that maximum. The check reads each file and stops if the class is gone (the layout
 * changed: update this table with it).
 */
export const PLACES: Record<
  ScreenPlace,
  {
    readonly file: string;
    readonly phone: string;
    readonly wide: string;
    /** A floor under the wide screen's width (a `min-w-[…rem]` class: the screen scrolls sideways instead). */
    readonly wideMin?: string;
  }
> = {
  grid: {
    file: "src/features/cases/case-screens.tsx",
    phone: "max-w-72",
    wide: "max-w-5xl",
    wideMin: "min-w-[56rem]",
  },
  comparison: { file: "src/features/cases/before-after.tsx", phone: "max-w-80", wide: "max-w-5xl" },
};

const REM_PX = 16;
/** Tailwind v4's named container sizes, in rem (only the ones a screen may use). */
const NAMED_MAX_WIDTHS: Record<string, number> = {
  xs: 20,
  sm: 24,
  md: 28,
  lg: 32,
  xl: 36,
  "2xl": 42,
  "3xl": 48,
  "4xl": 56,
  "5xl": 64,
  "6xl": 72,
  "7xl": 80,
};

/** The width in px of a Tailwind `max-w-*` class: `max-w-72` is 72 × 0.25 rem, `max-w-5xl` 64 rem. */
export function tailwindMaxWidth(className: string): number {
  const value = /^max-w-(.+)$/.exec(className)?.[1] ?? "";
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 0.25 * REM_PX;
  const named = NAMED_MAX_WIDTHS[value];
  if (named === undefined) throw new Error(`measure-screen: no width known for the class "${className}"`);
  return named * REM_PX;
}

/** The width in px of an arbitrary Tailwind `min-w-[…rem|px]` class. */
export function tailwindMinWidth(className: string): number {
  const match = /^min-w-\[(\d+(?:\.\d+)?)(rem|px)\]$/.exec(className);
  if (!match) throw new Error(`measure-screen: no width known for the class "${className}"`);
  return Number(match[1]) * (match[2] === "rem" ? REM_PX : 1);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A CSS length of the page's stylesheet at a viewport width: px, rem, vw, their sums, and clamp/min/max. */
export function cssLength(expression: string, viewport: number): number {
  const text = expression.trim();
  const call = /^(clamp|min|max)\((.*)\)$/.exec(text);
  if (call) {
    const args = splitTopLevel(call[2] ?? "").map((arg) => cssLength(arg, viewport));
    const [a = 0, b = 0, c = 0] = args;
    if (call[1] === "clamp") return Math.max(a, Math.min(b, c));
    return call[1] === "min" ? Math.min(...args) : Math.max(...args);
  }
  const calc = /^calc\((.*)\)$/.exec(text);
  const terms = (calc?.[1] ?? text).replace(/\s+-\s+/g, " + -").split(/\s+\+\s+/);
  return terms.reduce((sum, term) => {
    const match = /^(-?\d*\.?\d+)(px|rem|vw)?$/.exec(term.trim());
    if (!match) throw new Error(`measure-screen: cannot read the CSS length "${expression}"`);
    const value = Number(match[1]);
    const unit = match[2] ?? "px";
    return sum + (unit === "rem" ? value * REM_PX : unit === "vw" ? (value * viewport) / 100 : value);
  }, 0);
}

function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of list) {
    if (char === "(") depth += 1;
    if (char === ")") depth -= 1;
    if (char === "," && depth === 0) {
      parts.push(current);
      current = "";
    } else current += char;
  }
  return [...parts, current];
}

/** The width of `.container-page` (every section of the case page) at the viewport, from the stylesheet. */
export function contentColumnWidth(css: string, viewport: number): number {
  const rule = /\.container-page\s*\{([^}]*)\}/.exec(css)?.[1];
  const padding = rule && /padding-inline\s*:\s*([^;]+);/.exec(rule)?.[1];
  if (!rule || !padding)
    throw new Error(
      "measure-screen: .container-page and its padding-inline are not in src/styles/globals.css",
    );
  const maxWidth = /max-width\s*:\s*([^;]+);/.exec(rule)?.[1];
  const outer = maxWidth ? Math.min(viewport, cssLength(maxWidth, viewport)) : viewport;
  return outer - 2 * cssLength(padding, viewport);
}

export interface PageLayout {
  /** The content column on the phone, px. */
  readonly column: number;
  /** The width the page draws a screen at on the phone, px, by place and by kind of device. */
  readonly widths: Record<ScreenPlace, { readonly phone: number; readonly wide: number }>;
  /** How each figure was found, for the report. */
  readonly notes: readonly string[];
}

/** The case page's screen widths on the phone, read from its stylesheet and components. */
export async function pageLayout(projectRoot: string, viewport = PHONE_VIEWPORT_PX): Promise<PageLayout> {
  const css = await readFile(join(projectRoot, "src", "styles", "globals.css"), "utf8");
  const column = contentColumnWidth(css, viewport);
  const notes = [
    `content column at ${viewport} px: ${round1(column)} px (.container-page in src/styles/globals.css)`,
  ];
  const widths = {} as Record<ScreenPlace, { phone: number; wide: number }>;
  for (const [place, { file, phone, wide, wideMin }] of Object.entries(PLACES) as [
    ScreenPlace,
    (typeof PLACES)[ScreenPlace],
  ][]) {
    const source = await readFile(join(projectRoot, file), "utf8");
    for (const className of [phone, wide, ...(wideMin === undefined ? [] : [wideMin])]) {
      if (!new RegExp(`(^|[\\s"'\`])${escapeRegExp(className)}($|[\\s"'\`])`).test(source))
        throw new Error(
          `measure-screen: ${file} no longer sets ${className} on a screen: the case page's layout changed, update PLACES in scripts/art/measure-screen.ts`,
        );
    }
    const floor = wideMin === undefined ? 0 : tailwindMinWidth(wideMin);
    widths[place] = {
      phone: Math.min(column, tailwindMaxWidth(phone)),
      wide: Math.min(Math.max(column, floor), tailwindMaxWidth(wide)),
    };
    notes.push(
      `${place} (${file}): a phone screen ${round1(widths[place].phone)} px (w-full ${phone}), a tablet or desktop screen ${round1(widths[place].wide)} px (w-full ${wide}${wideMin === undefined ? "" : ` ${wideMin}, in a sideways scroller`})`,
    );
  }
  return { column, widths, notes };
}

/** The width a screen is drawn at on the phone: the narrowest of the places the page shows it in. */
export function displayWidth(
  layout: PageLayout,
  device: ScreenDevice,
  places: readonly ScreenPlace[],
): number {
  const kind = device === "phone" ? "phone" : "wide";
  return Math.min(...places.map((place) => layout.widths[place][kind]));
}

// ---------------------------------------------------------------------------------------------------------
// Text sizes.

export interface TextRun {
  /** The font size in the root viewBox's units, after every transform and nested viewport. */
  readonly size: number;
  readonly text: string;
}

/** Markup that draws nothing by itself: text inside it is a definition or metadata, not shown text. */
const NOT_DRAWN = new Set([
  "defs",
  "clippath",
  "mask",
  "symbol",
  "pattern",
  "marker",
  "title",
  "desc",
  "metadata",
  "style",
  "script",
  "lineargradient",
  "radialgradient",
  "filter",
]);
const TEXT_ELEMENTS = new Set(["text", "tspan", "textpath"]);
const FONT_KEYWORDS: Record<string, number> = {
  "xx-small": 9,
  "x-small": 10,
  small: 13,
  medium: 16,
  large: 18,
  "x-large": 24,
  "xx-large": 32,
};
const TOKENS =
  /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|<!DOCTYPE[^>]*>|<(\/?)([A-Za-z_][\w:.-]*)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>|([^<]+)/gi;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of source.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    found.set((match[1] ?? "").toLowerCase(), match[2] ?? match[3] ?? "");
  }
  return found;
}

/** A property from the style attribute if set there (it wins over the attribute), else the attribute. */
function property(attrs: Map<string, string>, name: string): string | undefined {
  const style = attrs.get("style") ?? "";
  const fromStyle = new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]+)`, "i").exec(style)?.[1];
  return (fromStyle ?? attrs.get(name))?.trim();
}

function fontSize(attrs: Map<string, string>, inherited: number): number {
  let value = property(attrs, "font-size");
  if (value === undefined) {
    // The `font` shorthand: its size is the first length with a unit ("600 12px Inter").
    value = /(?:^|\s)(\d*\.?\d+(?:px|pt|em|rem|%))/.exec(property(attrs, "font") ?? "")?.[1];
  }
  if (value === undefined || value === "inherit") return inherited;
  const keyword = FONT_KEYWORDS[value.toLowerCase()];
  if (keyword !== undefined) return keyword;
  if (value === "smaller") return inherited / 1.2;
  if (value === "larger") return inherited * 1.2;
  const match = /^(\d*\.?\d+)(px|pt|em|rem|%)?$/.exec(value);
  if (!match) return inherited;
  const number = Number(match[1]);
  switch (match[2]) {
    case "pt":
      return (number * 4) / 3;
    case "em":
      return number * inherited;
    case "rem":
      return number * REM_PX;
    case "%":
      return (number / 100) * inherited;
    default:
      return number;
  }
}

type Linear = readonly [number, number, number, number];

/** The linear part (a b c d of `matrix`) of an SVG transform list; translation does not change a size. */
export function transformLinear(transform: string): Linear {
  let m: Linear = [1, 0, 0, 1];
  for (const match of transform.matchAll(/([a-zA-Z]+)\s*\(([^)]*)\)/g)) {
    const args = (match[2] ?? "")
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const [p = 0, q, r = 0, s = 0] = args;
    const deg = (p * Math.PI) / 180;
    let n: Linear;
    switch (match[1]) {
      case "matrix":
        n = [p, q ?? 0, r, s];
        break;
      case "scale":
        n = [p, 0, 0, q ?? p];
        break;
      case "rotate":
        n = [Math.cos(deg), Math.sin(deg), -Math.sin(deg), Math.cos(deg)];
        break;
      case "skewX":
        n = [1, 0, Math.tan(deg), 1];
        break;
      case "skewY":
        n = [1, Math.tan(deg), 0, 1];
        break;
      default:
        n = [1, 0, 0, 1];
    }
    m = [
      m[0] * n[0] + m[2] * n[1],
      m[1] * n[0] + m[3] * n[1],
      m[0] * n[2] + m[2] * n[3],
      m[1] * n[2] + m[3] * n[3],
    ];
  }
  return m;
}

/** How much a transform scales a glyph: the smaller of its two axes, the one legibility depends on. */
function linearScale([a, b, c, d]: Linear): number {
  return Math.min(Math.hypot(a, b), Math.hypot(c, d));
}

/** A nested <svg>'s scale from its viewBox to its width and height (preserveAspectRatio meet). */
function viewportScale(attrs: Map<string, string>): number {
  const box = (attrs.get("viewbox") ?? "").split(/[\s,]+/).map(Number);
  const width = Number.parseFloat(attrs.get("width") ?? "");
  const height = Number.parseFloat(attrs.get("height") ?? "");
  const [, , boxWidth = 0, boxHeight = 0] = box;
  if (box.length !== 4 || !(boxWidth > 0) || !(boxHeight > 0)) return 1;
  const scales = [width / boxWidth, height / boxHeight].filter(
    (value) => Number.isFinite(value) && value > 0,
  );
  return scales.length > 0 ? Math.min(...scales) : 1;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

interface Frame {
  readonly name: string;
  readonly scale: number;
  /** The full transform to the root viewBox (a b c d e f), for where a run is drawn. */
  readonly matrix: Affine;
  readonly fontSize: number;
  readonly weight: number;
  readonly family: string;
  readonly anchor: string;
  readonly spacing: number;
  /** The current text position (x, y attributes of the nearest text or tspan), in this frame's units. */
  readonly at: readonly [number, number];
  readonly hidden: boolean;
  readonly inText: boolean;
}

type Affine = readonly [number, number, number, number, number, number];
const IDENTITY: Affine = [1, 0, 0, 1, 0, 0];

function multiply(m: Affine, n: Affine): Affine {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** An SVG transform list as one affine matrix (the linear part of transformLinear, plus translation). */
export function transformMatrix(transform: string): Affine {
  let m: Affine = IDENTITY;
  for (const match of transform.matchAll(/([a-zA-Z]+)\s*\(([^)]*)\)/g)) {
    const args = (match[2] ?? "")
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const [p = 0, q, r = 0, s = 0, t = 0, u = 0] = args;
    if (match[1] === "translate") m = multiply(m, [1, 0, 0, 1, p, q ?? 0]);
    else if (match[1] === "matrix") m = multiply(m, [p, q ?? 0, r, s, t, u]);
    else if (match[1] === "rotate" && q !== undefined) {
      // rotate(angle cx cy) turns about (cx, cy).
      const [a, b, c, d] = transformLinear(`rotate(${p})`);
      m = multiply(m, [1, 0, 0, 1, q, r]);
      m = multiply(m, [a, b, c, d, 0, 0]);
      m = multiply(m, [1, 0, 0, 1, -q, -r]);
    } else {
      const [a, b, c, d] = transformLinear(`${match[1]}(${match[2]})`);
      m = multiply(m, [a, b, c, d, 0, 0]);
    }
  }
  return m;
}

/** A nested <svg>'s placement: its x and y, then its viewBox fitted (meet, centred) into its width and height. */
function viewportMatrix(attrs: Map<string, string>): Affine {
  const x = Number.parseFloat(attrs.get("x") ?? "0") || 0;
  const y = Number.parseFloat(attrs.get("y") ?? "0") || 0;
  const box = (attrs.get("viewbox") ?? "").split(/[\s,]+/).map(Number);
  const [bx = 0, by = 0, bw = 0, bh = 0] = box;
  const scale = viewportScale(attrs);
  if (box.length !== 4 || !(bw > 0) || !(bh > 0)) return [1, 0, 0, 1, x, y];
  const width = Number.parseFloat(attrs.get("width") ?? "") || bw * scale;
  const height = Number.parseFloat(attrs.get("height") ?? "") || bh * scale;
  const dx = x + (width - bw * scale) / 2 - bx * scale;
  const dy = y + (height - bh * scale) / 2 - by * scale;
  return [scale, 0, 0, scale, dx, dy];
}

function apply(m: Affine, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/**
 * Which classes a `<style>` of the drawing hides at a viewport width: `.name { display: none }` rules, at
 * the top level or inside `@media (max-width: …px)` / `(min-width: …px)` (the covers show one of two
 * compositions by the width they are shown at). Other rules do not hide anything here.
 */
export function hiddenClasses(svg: string, viewportWidth: number | undefined): Set<string> {
  const hidden = new Set<string>();
  const shown = new Set<string>();
  for (const style of svg.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    const css = (style[1] ?? "").replace(/<!\[CDATA\[|\]\]>/g, "");
    const blocks: { condition: string; body: string }[] = [];
    const outside = css.replace(
      /@media([^{]*)\{((?:[^{}]*\{[^}]*\})*)\s*\}/g,
      (_, condition: string, body: string) => {
        blocks.push({ condition, body });
        return "";
      },
    );
    blocks.unshift({ condition: "", body: outside });
    for (const { condition, body } of blocks) {
      if (!mediaMatches(condition, viewportWidth)) continue;
      for (const rule of body.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
        const display = /display\s*:\s*([a-z-]+)/i.exec(rule[2] ?? "")?.[1];
        if (display === undefined) continue;
        for (const selector of (rule[1] ?? "").split(",")) {
          const name = /^\s*\.([\w-]+)\s*$/.exec(selector)?.[1];
          if (name === undefined) continue;
          // Later rules win, as in the cascade (the same specificity).
          if (display === "none") {
            hidden.add(name);
            shown.delete(name);
          } else {
            shown.add(name);
            hidden.delete(name);
          }
        }
      }
    }
  }
  return hidden;
}

function mediaMatches(condition: string, width: number | undefined): boolean {
  const features = [...condition.matchAll(/\(\s*(min|max)-width\s*:\s*(\d*\.?\d+)px\s*\)/g)];
  if (condition.trim() === "") return true;
  // A width the check does not know: the drawing as a renderer without media queries shows it.
  if (width === undefined) return false;
  return features.every(([, kind, value]) =>
    kind === "min" ? width >= Number(value) : width <= Number(value),
  );
}

/** A run of shown text with the box it is drawn in, in the root viewBox's units (an estimate of its width). */
export interface PlacedRun extends TextRun {
  readonly box: Box;
}

/**
 * Every run of shown text in an SVG document with its font size in the root viewBox's units: the size
 * set on it or inherited (attribute, style, `font` shorthand; px, pt, em, rem, %, keywords; 16 px when
 * none, as in a browser), times every transform and nested <svg> viewport above it. Text in <defs>,
 * <clipPath>, <title> and the like, and under display="none", visibility="hidden" or opacity="0", is not
 * shown and is left out; so is text in a class the drawing's stylesheet hides at `viewportWidth` (the
 * width, in CSS px, the image is shown at).
 */
export function textRuns(svg: string, viewportWidth?: number): TextRun[] {
  return placedRuns(svg, viewportWidth).map(({ size, text }) => ({ size, text }));
}

/**
 * textRuns with where each run is drawn: its box in the root viewBox's units, from its x and y, its
 * anchor and its advance in the font its family stack resolves to (text-metrics.ts), from the cap height
 * above the baseline to the descenders below it.
 */
export function placedRuns(svg: string, viewportWidth?: number): PlacedRun[] {
  const runs: PlacedRun[] = [];
  const stack: Frame[] = [];
  const hiddenByStyle = hiddenClasses(svg, viewportWidth);
  let root = true;
  const top = (): Frame =>
    stack[stack.length - 1] ?? {
      name: "",
      scale: 1,
      matrix: IDENTITY,
      fontSize: 16,
      weight: 400,
      family: "sans-serif",
      anchor: "start",
      spacing: 0,
      at: [0, 0],
      hidden: false,
      inText: false,
    };
  for (const match of svg.matchAll(TOKENS)) {
    const [, cdata, closing, tag, rawAttributes = "", selfClosing, chars] = match;
    const content = cdata ?? chars;
    if (content !== undefined) {
      const frame = top();
      const text = decodeEntities(content).replace(/\s+/g, " ").trim();
      if (frame.inText && !frame.hidden && text !== "") {
        const size = frame.fontSize;
        const width = measuredWidth(text, size, frame.family, frame.weight, frame.spacing);
        const [x, y] = frame.at;
        const left = frame.anchor === "middle" ? x - width / 2 : frame.anchor === "end" ? x - width : x;
        const corners = [
          apply(frame.matrix, left, y - size * 0.72),
          apply(frame.matrix, left + width, y + size * 0.22),
        ];
        const xs = corners.map(([cx]) => cx);
        const ys = corners.map(([, cy]) => cy);
        runs.push({
          size: size * frame.scale,
          text,
          box: {
            x: Math.min(...xs),
            y: Math.min(...ys),
            width: Math.abs((xs[1] ?? 0) - (xs[0] ?? 0)),
            height: Math.abs((ys[1] ?? 0) - (ys[0] ?? 0)),
          },
        });
      }
      continue;
    }
    if (tag === undefined) continue;
    const name = tag.toLowerCase();
    if (closing) {
      // Pop to the matching element (tolerates markup that skips a closing tag).
      const at = stack.map((frame) => frame.name).lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    const parent = top();
    const attrs = attributes(rawAttributes);
    const transform = attrs.get("transform");
    let scale = parent.scale * (transform ? linearScale(transformLinear(transform)) : 1);
    let matrix = transform ? multiply(parent.matrix, transformMatrix(transform)) : parent.matrix;
    if (name === "svg") {
      // The root's viewBox is the unit the sizes are given in; a nested one scales what it holds.
      if (!root) {
        scale *= viewportScale(attrs);
        matrix = multiply(matrix, viewportMatrix(attrs));
      }
      root = false;
    }
    const classes = (attrs.get("class") ?? "").split(/\s+/).filter(Boolean);
    const hidden =
      parent.hidden ||
      NOT_DRAWN.has(name) ||
      classes.some((className) => hiddenByStyle.has(className)) ||
      property(attrs, "display") === "none" ||
      property(attrs, "visibility") === "hidden" ||
      Number(property(attrs, "opacity") ?? "1") === 0;
    const isText = TEXT_ELEMENTS.has(name);
    const weightValue = property(attrs, "font-weight");
    const weight =
      weightValue === undefined
        ? parent.weight
        : weightValue === "bold"
          ? 700
          : Number(weightValue) || parent.weight;
    const xAttr = Number.parseFloat(attrs.get("x") ?? "");
    const yAttr = Number.parseFloat(attrs.get("y") ?? "");
    const frame: Frame = {
      name,
      scale,
      matrix,
      fontSize: fontSize(attrs, parent.fontSize),
      weight,
      family: property(attrs, "font-family") ?? parent.family,
      anchor: property(attrs, "text-anchor") ?? parent.anchor,
      spacing: Number.parseFloat(property(attrs, "letter-spacing") ?? "") || parent.spacing,
      at: isText
        ? [Number.isFinite(xAttr) ? xAttr : parent.at[0], Number.isFinite(yAttr) ? yAttr : parent.at[1]]
        : [0, 0],
      hidden,
      inText: parent.inText || isText,
    };
    if (!selfClosing) stack.push(frame);
  }
  return runs;
}

/** How far two boxes overlap on each axis (negative: apart). */
function overlap(a: Box, b: Box): [number, number] {
  return [
    Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  ];
}

/**
 * Below this gap (in em of the smaller run) two runs on one line read as one: a word space is about a
 * quarter em, so "Nov 10" and "Nov 17" a few units apart read "Nov 10Nov 17".
 */
export const MIN_TEXT_GAP_EM = 0.5;

/**
 * Pairs of text runs a visitor cannot tell apart: drawn over each other, or on one line (their boxes
 * overlap in height) closer than MIN_TEXT_GAP_EM. Two runs that only touch at their boxes' edges, one line
 * above the other, are apart (a tenth of an em of slack, so line spacing is not a collision).
 */
export function textCollisions(svg: string, viewportWidth?: number): [PlacedRun, PlacedRun][] {
  const runs = placedRuns(svg, viewportWidth);
  const found: [PlacedRun, PlacedRun][] = [];
  runs.forEach((a, i) => {
    for (const b of runs.slice(i + 1)) {
      const em = Math.min(a.size, b.size);
      const [across, down] = overlap(a.box, b.box);
      if (down > em * 0.1 && across > -em * MIN_TEXT_GAP_EM) found.push([a, b]);
    }
  });
  return found;
}

/** The root <svg>'s viewBox (or its width and height). */
export function viewBoxOf(svg: string): Box {
  const rootTag = /<svg\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i.exec(svg)?.[1];
  if (rootTag === undefined) throw new Error("measure-screen: not an SVG document");
  const attrs = attributes(rootTag);
  const box = (attrs.get("viewbox") ?? "").split(/[\s,]+/).map(Number);
  if (box.length === 4 && box.every(Number.isFinite)) {
    const [x = 0, y = 0, width = 0, height = 0] = box;
    return { x, y, width, height };
  }
  return {
    x: 0,
    y: 0,
    width: Number.parseFloat(attrs.get("width") ?? "0"),
    height: Number.parseFloat(attrs.get("height") ?? "0"),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Blank area.

/**
 * The status bar (or browser chrome) and bottom inset of each screen the pipeline draws (scripts/art/
 * screen.ts, today's frames and the era-true ones being drawn), by the screen's place in the frame:
 * `x,y,width,height` of its `…-screen` clip.
 */
export const SCREEN_INSETS: Record<
  string,
  { readonly top: number; readonly bottom: number; readonly what: string }
> = {
  "12,12,390,844": {
    top: 50,
    bottom: 30,
    what: "phone: below the notch or island status bar, above the home indicator",
  },
  "10,10,394,848": {
    top: 36,
    bottom: 22,
    what: "phone: below the punch-hole status bar, above the gesture bar",
  },
  "20,86,374,690": { top: 22, bottom: 0, what: "phone with a home button: below the status bar" },
  "20,20,1024,768": { top: 30, bottom: 20, what: "tablet: below the status bar" },
  // The redrawn browser chrome is 86 high, today's 65: the 21 px between is empty space above today's
  // content, so leaving it out measures today's screens no emptier than they are.
  "0,0,1440,980": { top: 86, bottom: 0, what: "desktop: below the browser chrome" },
};

export interface ContentArea {
  readonly box: Box;
  /** Where the box comes from, for the report. */
  readonly source: string;
}

function numbers(value: string | undefined): number[] {
  return (value ?? "")
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
}

/**
 * The area of a screen drawing the blank share is measured in, in its viewBox's units: the box the drawing
 * declares (`data-content-box="x y width height"` on its root <svg>: exact, whatever the frame), else its
 * screen (the `…-screen` clip the pipeline draws the screen in) less the status bar or browser chrome of
 * SCREEN_INSETS (the whole screen if its place is not there), else the whole drawing (a crop, no frame).
 */
export function contentArea(svg: string): ContentArea {
  const rootTag = /<svg\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i.exec(svg)?.[1] ?? "";
  const declared = numbers(attributes(rootTag).get("data-content-box"));
  const [dx = 0, dy = 0, dw = 0, dh = 0] = declared;
  if (declared.length === 4 && declared.every(Number.isFinite) && dw > 0 && dh > 0)
    return { box: { x: dx, y: dy, width: dw, height: dh }, source: "data-content-box" };
  const clip =
    /<clipPath\b[^>]*\bid=["'][^"']*-screen["'][^>]*>\s*<rect\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i.exec(
      svg,
    )?.[1];
  if (clip !== undefined) {
    const attrs = attributes(clip);
    const [x = 0, y = 0, width = 0, height = 0] = ["x", "y", "width", "height"].map((name) =>
      Number.parseFloat(attrs.get(name) ?? "0"),
    );
    if (width > 0 && height > 0) {
      const inset = SCREEN_INSETS[[x, y, width, height].join(",")];
      if (!inset) return { box: { x, y, width, height }, source: "the whole screen (status bar included)" };
      return {
        box: { x, y: y + inset.top, width, height: height - inset.top - inset.bottom },
        source: inset.what,
      };
    }
  }
  const view = viewBoxOf(svg);
  return { box: view, source: "the whole drawing" };
}

export interface Raster {
  /** RGBA, row by row. */
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
}

/** The drawing at one pixel per viewBox unit (text in the system's fonts of the drawing's font stack). */
export function rasterize(svg: string): Raster {
  const view = viewBoxOf(svg);
  const image = new Resvg(svg, { fitTo: { mode: "width", value: Math.round(view.width) } }).render();
  return { pixels: image.pixels, width: image.width, height: image.height };
}

/**
 * The share of `box` (in pixels of `raster`) that is plain background with nothing drawn within `margin`
 * pixels. The background is the area's most common colour (the app's page colour); a pixel within
 * BACKGROUND_TOLERANCE of it on every channel is background, any other is something drawn. A point
 * closer than `margin` to the edge of the area is never blank: the chrome around it is drawn.
 */
export function blankShare(raster: Raster, box: Box, margin: number): number {
  const { pixels, width: rasterWidth } = raster;
  const x0 = Math.max(0, Math.round(box.x));
  const y0 = Math.max(0, Math.round(box.y));
  const w = Math.min(rasterWidth - x0, Math.round(box.width));
  const h = Math.min(raster.height - y0, Math.round(box.height));
  if (w <= 0 || h <= 0) return 0;
  const counts = new Map<number, number>();
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const i = ((y + y0) * rasterWidth + x + x0) * 4;
      const colour = ((pixels[i] ?? 0) << 16) | ((pixels[i + 1] ?? 0) << 8) | (pixels[i + 2] ?? 0);
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
  }
  let background = 0;
  let most = -1;
  for (const [colour, count] of counts) {
    if (count > most) [background, most] = [colour, count];
  }
  const channels = [background >> 16, (background >> 8) & 255, background & 255] as const;
  // A summed-area table of what is drawn, so each point's surroundings are counted in constant time.
  const stride = w + 1;
  const drawn = new Int32Array(stride * (h + 1));
  for (let y = 0; y < h; y += 1) {
    let row = 0;
    for (let x = 0; x < w; x += 1) {
      const i = ((y + y0) * rasterWidth + x + x0) * 4;
      const plain = channels.every(
        (value, channel) => Math.abs((pixels[i + channel] ?? 0) - value) <= BACKGROUND_TOLERANCE,
      );
      row += plain ? 0 : 1;
      drawn[(y + 1) * stride + x + 1] = (drawn[y * stride + x + 1] ?? 0) + row;
    }
  }
  const d = Math.max(0, Math.round(margin));
  let blank = 0;
  for (let y = d; y < h - d; y += 1) {
    for (let x = d; x < w - d; x += 1) {
      const [left, right, upper, lower] = [x - d, x + d + 1, y - d, y + d + 1];
      const inside =
        (drawn[lower * stride + right] ?? 0) -
        (drawn[upper * stride + right] ?? 0) -
        (drawn[lower * stride + left] ?? 0) +
        (drawn[upper * stride + left] ?? 0);
      if (inside === 0) blank += 1;
    }
  }
  return blank / (w * h);
}

// ---------------------------------------------------------------------------------------------------------
// One screen.

export interface ScreenMeasure {
  /** px on the phone. */
  readonly displayWidth: number;
  /** Display px per viewBox unit. */
  readonly scale: number;
  /** The smallest text as shown, px (undefined: no text). */
  readonly minTextPx: number | undefined;
  readonly smallestText: string | undefined;
  readonly textRuns: number;
  readonly textRunsBelow: number;
  /** Pairs of text runs drawn into each other (textCollisions), by their text. */
  readonly collisions: readonly (readonly [string, string])[];
  /** 0-1. */
  readonly blankShare: number;
  /** Where the measured area comes from (see contentArea). */
  readonly contentArea: string;
}

export function measureScreen(svg: string, width: number): ScreenMeasure {
  const view = viewBoxOf(svg);
  const scale = width / view.width;
  const runs = textRuns(svg, width).map((run) => ({ ...run, size: run.size * scale }));
  const smallest = runs.reduce<TextRun | undefined>(
    (least, run) => (least === undefined || run.size < least.size ? run : least),
    undefined,
  );
  const area = contentArea(svg);
  const { box } = area;
  const blank = blankShare(
    rasterize(svg),
    { ...box, x: box.x - view.x, y: box.y - view.y },
    box.width * BLANK_MARGIN_SHARE,
  );
  return {
    displayWidth: width,
    scale,
    minTextPx: smallest?.size,
    smallestText: smallest?.text,
    textRuns: runs.length,
    textRunsBelow: runs.filter((run) => run.size < MIN_TEXT_PX).length,
    collisions: textCollisions(svg, width).map(([a, b]) => [a.text, b.text] as const),
    blankShare: blank,
    contentArea: area.source,
  };
}

/** Why a measured screen is refused (empty: it passes). */
export function refusals(measure: ScreenMeasure): string[] {
  const found: string[] = [];
  if (measure.minTextPx !== undefined && measure.minTextPx < MIN_TEXT_PX) {
    found.push(
      `text ${round1(measure.minTextPx)} px < ${MIN_TEXT_PX} px at ${round1(measure.displayWidth)} px wide ("${clip(measure.smallestText ?? "")}"; ${measure.textRunsBelow} of ${measure.textRuns} text runs below ${MIN_TEXT_PX} px)`,
    );
  }
  if (measure.collisions.length > 0) {
    const [first = "", second = ""] = measure.collisions[0] ?? [];
    found.push(
      `text runs into text: "${clip(first)}" and "${clip(second)}" closer than ${MIN_TEXT_GAP_EM} em (${measure.collisions.length} pair(s))`,
    );
  }
  if (measure.blankShare > MAX_BLANK_SHARE) {
    found.push(
      `blank ${percent(measure.blankShare)} > ${percent(MAX_BLANK_SHARE)} of the content area (${measure.contentArea})`,
    );
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// Every screen of the case pages.

export interface ScreenResult {
  readonly caseUid: string;
  readonly key: string;
  readonly language: "en" | "es";
  readonly device: ScreenDevice;
  readonly places: readonly ScreenPlace[];
  /** Under public/images/. */
  readonly path: string;
  readonly svg: string | undefined;
  readonly measure: ScreenMeasure | undefined;
  readonly refused: readonly string[];
}

const SCREENS_FOLDER = ["public", "images", "cases", "screens"] as const;

/** What measuring needs of a case document: which screens, on which device, shown where. */
const caseFile = z.object({ uid: z.string(), data: z.object({ slices: caseStory }) });

interface PlannedScreen {
  readonly caseUid: string;
  readonly key: string;
  readonly language: "en" | "es";
  readonly device: ScreenDevice;
  readonly places: readonly ScreenPlace[];
  readonly file: string;
}

/**
 * The screens the case documents show that the site draws (/images/cases/screens/), with the places the
 * page shows each in: a "before" screen only in its comparison, a shipped one in the gallery and, when
 * it was redesigned, in the comparison too.
 */
export async function plannedScreens(projectRoot: string): Promise<PlannedScreen[]> {
  const planned: PlannedScreen[] = [];
  for (const { uid, data, language } of await readCaseDocuments(projectRoot, caseFile)) {
    for (const screen of storyScreens(uid, language, data.slices)) {
      if (!screen.url.startsWith(`/${SCREENS_FOLDER.slice(1).join("/")}/`)) continue;
      planned.push({
        caseUid: uid,
        key: screen.key,
        language,
        device: screen.device,
        places: screen.places,
        file: screen.url.slice(screen.url.lastIndexOf("/") + 1),
      });
    }
  }
  return planned;
}

/**
 * Measures the screen drawings in public/images/cases/screens/ (`only`: just these file names), each at
 * the width the case page shows it on the phone. A drawing the content no longer describes is measured
 * as a list screen of the device its frame is; a described screen without its drawing is refused.
 */
export async function checkScreenFiles(
  projectRoot: string,
  options: { readonly only?: ReadonlySet<string>; readonly layout?: PageLayout } = {},
): Promise<ScreenResult[]> {
  const layout = options.layout ?? (await pageLayout(projectRoot));
  const folder = join(projectRoot, ...SCREENS_FOLDER);
  const files = existsSync(folder) ? (await readdir(folder)).filter((name) => name.endsWith(".svg")) : [];
  const planned = await plannedScreens(projectRoot);
  const known = new Set(planned.map((screen) => screen.file));
  const strays: PlannedScreen[] = files
    .filter((file) => !known.has(file))
    .flatMap((file) => {
      const match = /^([a-z0-9]+)-(.+)\.(en|es)\.svg$/.exec(file);
      if (!match) return [];
      const [, caseUid = "", key = "", language = "en"] = match;
      return [{ caseUid, key, language: language as "en" | "es", device: "phone", places: ["grid"], file }];
    });
  const results: ScreenResult[] = [];
  for (const screen of [...planned, ...strays]) {
    if (options.only && !options.only.has(screen.file)) continue;
    const path = `cases/screens/${screen.file}`;
    if (!files.includes(screen.file)) {
      results.push({ ...screen, path, svg: undefined, measure: undefined, refused: ["no drawing"] });
      continue;
    }
    const svg = await readFile(join(folder, screen.file), "utf8");
    // A drawing the content does not describe: a phone if upright, else wide (the same width either way).
    let device = screen.device;
    let measure: ScreenMeasure;
    try {
      const view = viewBoxOf(svg);
      if (!known.has(screen.file)) device = view.width < view.height ? "phone" : "desktop";
      measure = measureScreen(svg, displayWidth(layout, device, screen.places));
    } catch (error) {
      // One broken drawing is one refusal: the others are still measured and reported.
      const reason = error instanceof Error ? error.message : String(error);
      results.push({
        ...screen,
        device,
        path,
        svg: undefined,
        measure: undefined,
        refused: [`unreadable: ${reason}`],
      });
      continue;
    }
    results.push({ ...screen, device, path, svg, measure, refused: refusals(measure) });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------------
// The report.

const round1 = (value: number) => Math.round(value * 10) / 10;
const percent = (share: number) => `${round1(share * 100)} %`;
const clip = (text: string) => (text.length > 28 ? `${text.slice(0, 27)}…` : text);

/** A Markdown table of every screen, then every refusal, then the counts. */
export function formatReport(results: readonly ScreenResult[], layout?: PageLayout): string {
  const lines: string[] = [];
  if (layout) {
    lines.push(`Widths on a ${PHONE_VIEWPORT_PX} px phone:`, ...layout.notes.map((note) => `- ${note}`), "");
  }
  lines.push(
    `Limits: text at least ${MIN_TEXT_PX} px as shown, no two text runs closer than ${MIN_TEXT_GAP_EM} em on a line; blank at most ${percent(MAX_BLANK_SHARE)} of the content area (nothing drawn within ${round1(BLANK_MARGIN_SHARE * 100)} % of its width).`,
    "",
    "| case | key | lang | device | shown in | width px | min text px | blank | verdict |",
    "| --- | --- | --- | --- | --- | ---: | ---: | ---: | --- |",
  );
  for (const result of results) {
    const { measure } = result;
    const text = measure?.minTextPx === undefined ? "–" : measure.minTextPx.toFixed(1);
    const blank = measure ? `${(measure.blankShare * 100).toFixed(1)} %` : "–";
    const verdict =
      result.refused.length === 0
        ? "ok"
        : `refused: ${result.refused.map((reason) => reason.split(" (")[0]).join("; ")}`;
    lines.push(
      `| ${result.caseUid} | ${result.key} | ${result.language} | ${result.device} | ${result.places.join(" + ")} | ${measure ? round1(measure.displayWidth) : "–"} | ${text} | ${blank} | ${verdict} |`,
    );
  }
  const refused = results.filter((result) => result.refused.length > 0);
  const byText = refused.filter((result) => result.refused.some((reason) => /^text \d/.test(reason))).length;
  const byBlank = refused.filter((result) =>
    result.refused.some((reason) => reason.startsWith("blank")),
  ).length;
  const byCollision = refused.filter((result) =>
    result.refused.some((reason) => reason.startsWith("text runs into")),
  ).length;
  lines.push("");
  if (refused.length > 0) {
    lines.push("Refused:");
    for (const result of refused) {
      lines.push(`- ${result.path}: ${result.refused.join("; ")}`);
    }
    lines.push("");
  }
  lines.push(
    `${refused.length} of ${results.length} screens refused: ${byText} for text below ${MIN_TEXT_PX} px, ${byBlank} for blank area above ${percent(MAX_BLANK_SHARE)}, ${byCollision} for text running into text.`,
  );
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------------------
// The case covers (public/images/cases/<case>-cover.<en|es>.svg): shown on the listings' cards and in the
// case's hero, cropped to the box's proportions (object-cover), as wide as the content column on a phone.

/** Where the site shows a case cover: the file and the aspect class of its <SiteImage> (w-full, object-cover). */
export const COVER_PLACES = {
  hero: { file: "src/views/case-page-view.tsx", aspect: "aspect-[16/9]" },
  card: { file: "src/components/sections/case-cards.tsx", aspect: "aspect-[4/3]" },
} as const;
export type CoverPlace = keyof typeof COVER_PLACES;

export interface CoverResult {
  readonly caseUid: string;
  readonly language: "en" | "es";
  readonly place: CoverPlace;
  /** Under public/images/. */
  readonly path: string;
  /** How wide the whole drawing is drawn (px): its crop is narrower or as wide as the box. */
  readonly drawnWidth: number;
  readonly minTextPx: number | undefined;
  readonly smallestText: string | undefined;
  readonly refused: readonly string[];
}

/** The cover's drawn width in a box `boxWidth` wide of the aspect class's proportions, covered by the drawing. */
export function coverDrawnWidth(aspect: string, boxWidth: number, view: Box): number {
  const match = /^aspect-\[(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)\]$/.exec(aspect);
  if (!match) throw new Error(`measure-screen: no proportions known for the class "${aspect}"`);
  const boxHeight = (boxWidth * Number(match[2])) / Number(match[1]);
  return view.width * Math.max(boxWidth / view.width, boxHeight / view.height);
}

/** Measures every case cover in each place the site shows it, on the phone: the size of the text it shows there. */
export async function checkCoverFiles(projectRoot: string, layout: PageLayout): Promise<CoverResult[]> {
  const folder = join(projectRoot, "public", "images", "cases");
  const files = existsSync(folder)
    ? (await readdir(folder)).filter((name) => /^[a-z0-9]+-cover\.(en|es)\.svg$/.test(name)).sort()
    : [];
  const places = Object.entries(COVER_PLACES) as [CoverPlace, (typeof COVER_PLACES)[CoverPlace]][];
  for (const [, { file, aspect }] of places) {
    const source = await readFile(join(projectRoot, file), "utf8");
    if (!source.includes(aspect) || !source.includes("object-cover") || !source.includes("w-full"))
      throw new Error(
        `measure-screen: ${file} no longer shows a cover ${aspect} w-full object-cover: update COVER_PLACES in scripts/art/measure-screen.ts`,
      );
  }
  const results: CoverResult[] = [];
  for (const name of files) {
    const [, caseUid = "", language = "en"] = /^([a-z0-9]+)-cover\.(en|es)\.svg$/.exec(name) ?? [];
    const svg = await readFile(join(folder, name), "utf8");
    const view = viewBoxOf(svg);
    for (const [place, { aspect }] of places) {
      const drawnWidth = coverDrawnWidth(aspect, layout.column, view);
      const scale = drawnWidth / view.width;
      const runs = textRuns(svg, drawnWidth).map((run) => ({ ...run, size: run.size * scale }));
      const smallest = runs.reduce<TextRun | undefined>(
        (least, run) => (least === undefined || run.size < least.size ? run : least),
        undefined,
      );
      // Text size only: the scene lays screens over each other on purpose, the front one hiding the text
      // of the one behind.
      const refused: string[] = [];
      if (smallest !== undefined && smallest.size < MIN_TEXT_PX)
        refused.push(
          `text ${round1(smallest.size)} px < ${MIN_TEXT_PX} px drawn ${round1(drawnWidth)} px wide ("${clip(smallest.text)}"; ${runs.filter((run) => run.size < MIN_TEXT_PX).length} of ${runs.length} text runs below ${MIN_TEXT_PX} px)`,
        );
      results.push({
        caseUid,
        language: language as "en" | "es",
        place,
        path: `cases/${name}`,
        drawnWidth,
        minTextPx: smallest?.size,
        smallestText: smallest?.text,
        refused,
      });
    }
  }
  return results;
}

/** A Markdown table of every cover in every place, then every refusal. */
export function formatCoverReport(results: readonly CoverResult[]): string {
  const lines = [
    `Covers on a ${PHONE_VIEWPORT_PX} px phone (${Object.entries(COVER_PLACES)
      .map(([place, { file, aspect }]) => `${place}: ${file}, w-full ${aspect} object-cover`)
      .join("; ")}):`,
    "",
    "| case | lang | shown in | drawn width px | min text px | verdict |",
    "| --- | --- | --- | ---: | ---: | --- |",
  ];
  for (const result of results) {
    const text = result.minTextPx === undefined ? "–" : result.minTextPx.toFixed(1);
    const verdict =
      result.refused.length === 0
        ? "ok"
        : `refused: ${result.refused.map((reason) => reason.split(" (")[0]).join("; ")}`;
    lines.push(
      `| ${result.caseUid} | ${result.language} | ${result.place} | ${round1(result.drawnWidth)} | ${text} | ${verdict} |`,
    );
  }
  const refused = results.filter((result) => result.refused.length > 0);
  lines.push("");
  for (const result of refused)
    lines.push(`- ${result.path} (${result.place}): ${result.refused.join("; ")}`);
  lines.push(`${refused.length} of ${results.length} cover placements refused.`);
  return lines.join("\n");
}
