import { srcsetWidths } from "./image-sources";

export interface RemoteRasterSources {
  readonly src: string;
  readonly srcSet: string;
}

/**
 * A Prismic CDN (imgix) URL at one width. `auto=format,compress` lets imgix pick WebP or AVIF by the
 * browser's Accept header, so one URL serves every browser. Whatever else Prismic put on the URL (a crop's
 * `rect`, its `h`) stays; `w`, its alias `width` and `auto` are set once, never doubled.
 */
export function remoteImageUrl(url: string, width: number): string {
  const variant = new URL(url);
  variant.searchParams.delete("width");
  variant.searchParams.set("auto", "format,compress");
  variant.searchParams.set("w", String(width));
  // URLSearchParams encodes every comma; imgix reads either spelling, and its lists (`rect=0,0,800,600`,
  // `auto=format,compress`) stay as Prismic writes them. In the query only a literal comma becomes %2C
  // (a written "%2C" becomes %252C), so this undoes nothing else; the path is left as it came.
  const query = variant.searchParams.toString().replaceAll("%2C", ",");
  return `${variant.origin}${variant.pathname}?${query}`;
}

/**
 * The `<img>` attributes of a raster on Prismic's CDN: the breakpoints up to the image's own width, as for
 * the site's images, and the largest of them as `src`.
 */
export function remoteRasterSources(url: string, imageWidth: number): RemoteRasterSources {
  const widths = srcsetWidths(imageWidth);
  const largest = widths.at(-1) ?? imageWidth;
  return {
    src: remoteImageUrl(url, largest),
    srcSet: widths.map((width) => `${remoteImageUrl(url, width)} ${width}w`).join(", "),
  };
}
