// How wide a line of the screens' text is drawn, from the fonts it is drawn in: the checks of
// measure-screen.ts need real advances (the layout's estimate in screen-kit.ts runs short on figures, so
// "Nov 10" and "Nov 17" met on a chart the estimate kept apart). The families of the screens' stacks
// resolve as resvg resolves them on these machines (scripts/art/screen-themes.ts): Arial and Helvetica to
// Liberation Sans (the same advances), the wide stack to DejaVu Sans, the narrow one to Liberation Sans
// Narrow, the monospaced one to DejaVu Sans Mono. A stack none of whose fonts is installed falls back to
// a generous average glyph width.
import { existsSync, readFileSync } from "node:fs";
import { create, type Font } from "fontkitten";

const LIBERATION = "/usr/share/fonts/truetype/liberation";
const DEJAVU = "/usr/share/fonts/truetype/dejavu";

/** Family name (lowercase) to its regular and bold files. */
const FAMILIES: Record<string, readonly [string, string]> = {
  "liberation sans": [`${LIBERATION}/LiberationSans-Regular.ttf`, `${LIBERATION}/LiberationSans-Bold.ttf`],
  "liberation sans narrow": [
    `${LIBERATION}/LiberationSansNarrow-Regular.ttf`,
    `${LIBERATION}/LiberationSansNarrow-Bold.ttf`,
  ],
  "dejavu sans": [`${DEJAVU}/DejaVuSans.ttf`, `${DEJAVU}/DejaVuSans-Bold.ttf`],
  "dejavu sans mono": [`${DEJAVU}/DejaVuSansMono.ttf`, `${DEJAVU}/DejaVuSansMono-Bold.ttf`],
  "liberation mono": [`${LIBERATION}/LiberationMono-Regular.ttf`, `${LIBERATION}/LiberationMono-Bold.ttf`],
};
/** Families metric-compatible with one of FAMILIES: the same advances, glyph for glyph. */
const SAME_ADVANCES: Record<string, string> = {
  arial: "liberation sans",
  helvetica: "liberation sans",
  "helvetica neue": "liberation sans",
  "arial narrow": "liberation sans narrow",
  "courier new": "liberation mono",
};
/** Per character, in em, when no font of the stack is at hand: wider than any of the stacks' fonts. */
const FALLBACK_EM = 0.62;

const fonts = new Map<string, Font | undefined>();
function load(path: string): Font | undefined {
  if (!fonts.has(path)) {
    const font = existsSync(path) ? create(readFileSync(path)) : undefined;
    fonts.set(path, font && "unitsPerEm" in font ? font : undefined);
  }
  return fonts.get(path);
}

/** The font a stack is drawn in, at a weight (600 and above: the bold face). */
export function resolveFont(stack: string, weight: number): Font | undefined {
  for (const raw of stack.split(",")) {
    const name = raw
      .trim()
      .replace(/^['"]|['"]$/g, "")
      .toLowerCase();
    const files = FAMILIES[SAME_ADVANCES[name] ?? name];
    const font = files && load(files[weight >= 600 ? 1 : 0]);
    if (font) return font;
  }
  return undefined;
}

/** The advance of `text` at `size` in the stack's font, letter spacing included. */
export function measuredWidth(
  text: string,
  size: number,
  stack: string,
  weight: number,
  spacing = 0,
): number {
  const characters = [...text];
  const font = resolveFont(stack, weight);
  const advance = font
    ? font.glyphsForString(text).reduce((sum, glyph) => sum + glyph.advanceWidth, 0) *
      (size / font.unitsPerEm)
    : characters.length * size * FALLBACK_EM;
  return advance + characters.length * spacing;
}
