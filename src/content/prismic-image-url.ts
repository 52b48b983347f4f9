/**
 * Prismic's image CDN (imgix), where hosted Prismic keeps every image an editor uploads. The content model
 * accepts image URLs on it, the renderer asks it for sizes, and the page policy lets browsers load from it:
 * all three read this one name.
 */
export const PRISMIC_IMAGE_ORIGIN = "https://images.prismic.io";

/**
 * The formats the site draws, by file extension. A GIF is drawn as a PNG would be (a raster that may be
 * see-through): imgix re-encodes it like any other raster, so it needs no kind of its own.
 */
const FORMATS = {
  jpg: "jpeg",
  jpeg: "jpeg",
  png: "png",
  gif: "png",
  webp: "webp",
  avif: "avif",
  svg: "svg",
} as const;

export type PrismicImageFormat = (typeof FORMATS)[keyof typeof FORMATS];

export const PRISMIC_IMAGE_EXTENSIONS = Object.keys(FORMATS);

/** Prismic's repository names, as in `lumbre.cdn.prismic.io`. */
const REPOSITORY = /^[a-z0-9][a-z0-9-]*$/;

/**
 * An image on Prismic's CDN, parsed: https on exactly that host (no port, no credentials, no fragment), a
 * path `/<repository>/<file>`, any query string. Anything else is undefined. The text must already be the
 * URL a browser reads (no spaces or backslashes the parser would quietly drop or turn into slashes), so
 * what the model checked is what the page asks for.
 */
export function parsePrismicImageUrl(value: string): URL | undefined {
  if (!value.startsWith(`${PRISMIC_IMAGE_ORIGIN}/`) || /[\s\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.origin !== PRISMIC_IMAGE_ORIGIN || url.username !== "" || url.password !== "" || url.hash !== "")
    return undefined;
  const [repository, file, ...rest] = url.pathname.slice(1).split("/");
  if (rest.length > 0 || repository === undefined || !REPOSITORY.test(repository)) return undefined;
  if (file === undefined || file === "" || file === "." || file === "..") return undefined;
  return url;
}

/** The format of a Prismic image by its file's extension; undefined for one the site does not draw. */
export function prismicImageFormat(url: URL): PrismicImageFormat | undefined {
  const extension = /\.([A-Za-z0-9]+)$/.exec(url.pathname)?.[1]?.toLowerCase();
  return extension !== undefined && isKnownExtension(extension) ? FORMATS[extension] : undefined;
}

function isKnownExtension(extension: string): extension is keyof typeof FORMATS {
  return Object.hasOwn(FORMATS, extension);
}
