// The site's two typefaces, cut down to what an English and Spanish site sets (npm run fonts).
import { createHash } from "node:crypto";

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");

/**
 * Every character the fonts draw: ASCII, the Spanish letters and marks, and the typographic punctuation
 * and arrows of the copy. Anything else (a name with a letter outside this set, from content published
 * later) is drawn by the fallback font, so the subset stays small without losing text.
 */
export const GLYPHS = [
  range(0x20, 0x7e),
  "\u00a0¡¿«»·©®°×ªº",
  "áéíóúüñÁÉÍÓÚÜÑ",
  "‐–—‘’‚“”„…•‹›€™−",
  "←↑→↓",
].join("");

export interface FontSubset {
  /** The file under src/assets/fonts/. */
  readonly file: string;
  /** The fontsource file it is cut from, under node_modules/. */
  readonly source: string;
  /** The weight axis kept: a range for a variable font, one value for a static instance. */
  readonly weight: number | { readonly min: number; readonly max: number };
}

export const FONT_SUBSETS: readonly FontSubset[] = [
  {
    // Text: regular to bold (font-normal, -medium, -semibold, -bold).
    file: "inter.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    weight: { min: 400, max: 700 },
  },
  {
    // Display type is set in one weight, semibold: a static instance is half the variable font's bytes.
    file: "bricolage-grotesque.woff2",
    source: "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
    weight: 600,
  },
];

/** What the committed files were cut from: compared with the manifest to tell stale fonts. */
export function subsetKey(subset: FontSubset, sourceBytes: Uint8Array): string {
  return createHash("sha256")
    .update(JSON.stringify({ glyphs: GLYPHS, file: subset.file, weight: subset.weight }))
    .update(sourceBytes)
    .digest("hex");
}
