// subset-font ships no types; this is the part of its API scripts/subset-fonts.ts calls.
declare module "subset-font" {
  interface SubsetOptions {
    readonly targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
    /** Axis tag to a pinned value, or a range to keep. */
    readonly variationAxes?: Record<string, number | { readonly min: number; readonly max: number }>;
  }
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: SubsetOptions,
  ): Promise<Buffer>;
}
