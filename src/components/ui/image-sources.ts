import type { ImageFacts } from "@/content/images";

/** The image breakpoints (xs 320 … 2xl 1536); a srcset never lists a width beyond the master's own. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

/** Encoder quality per format: WebP at 72 keeps the home hero's 640 w variant well under 100 KB. */
const QUALITY = { webp: 72, jpeg: 80 } as const;

export type RasterFormat = "webp" | "jpeg" | "png";

/**
 * A URL of the image service: `/_ipx/f_webp,w_640,q_72/images/…`, written as the service spells the
 * variant (format, width, quality in that order; a width and quality on its steps), or it would redirect.
 */
export function ipxUrl(src: string, format: RasterFormat, width: number): string {
  const quality = format === "png" ? "" : `,q_${QUALITY[format]}`;
  return `/_ipx/f_${format},w_${width}${quality}${src}`;
}

export function srcsetWidths(masterWidth: number): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width <= masterWidth);
  return widths.length > 0 ? widths : [masterWidth];
}

/**
 * The breakpoint to ask the service for, for a candidate `width` wide. A master narrower than every
 * breakpoint is its own only width: asked for at the smallest breakpoint, which the service serves at the
 * master's width (it never enlarges), since every URL of a variant must be the service's one spelling.
 */
function requestWidth(width: number): number {
  return IMAGE_WIDTHS.find((breakpoint) => breakpoint >= width) ?? width;
}

export interface RasterSources {
  readonly webpSrcSet: string;
  /** PNG when the master has see-through pixels, JPEG otherwise. */
  readonly fallbackSrcSet: string;
  readonly fallbackSrc: string;
}

/** The `<source>` and `<img>` attributes of a raster image: WebP first, then a format every browser reads. */
export function rasterSources(src: string, facts: ImageFacts): RasterSources {
  const widths = srcsetWidths(facts.width);
  const fallback: RasterFormat = facts.hasAlpha ? "png" : "jpeg";
  const srcset = (format: RasterFormat) =>
    widths.map((width) => `${ipxUrl(src, format, requestWidth(width))} ${width}w`).join(", ");
  // Browsers without srcset support get a mid-size variant, not the 2048 px master.
  const middle = widths.filter((width) => width <= 1024).at(-1) ?? widths[0] ?? facts.width;
  return {
    webpSrcSet: srcset("webp"),
    fallbackSrcSet: srcset(fallback),
    fallbackSrc: ipxUrl(src, fallback, requestWidth(middle)),
  };
}
