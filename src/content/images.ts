import { z } from "zod";
import committed from "./image-manifest.json";
import {
  PRISMIC_IMAGE_EXTENSIONS,
  PRISMIC_IMAGE_ORIGIN,
  parsePrismicImageUrl,
  prismicImageFormat,
} from "./prismic-image-url";

const factsSchema = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  format: z.enum(["jpeg", "png", "webp", "avif", "svg"]),
  /** Some pixel is see-through: raster fallbacks must be PNG, not JPEG. */
  hasAlpha: z.boolean(),
});

export type ImageFacts = z.infer<typeof factsSchema>;
export type ImageManifest = Readonly<Record<string, ImageFacts>>;

/** The committed manifest (src/content/image-manifest.json, written by `npm run images:manifest`). */
export const imageManifestSchema = z.record(z.string().regex(/^\/images\//), factsSchema);

let manifest: ImageManifest | undefined;

/**
 * Size, format and transparency of one of the site's images. `npm run content:check` keeps the manifest
 * in step with public/images/, so an image missing here is a bug in the code that names it.
 */
export function imageFacts(src: string): ImageFacts {
  manifest ??= imageManifestSchema.parse(committed);
  const facts = manifest[src];
  if (!facts)
    throw new Error(`${src} is not in src/content/image-manifest.json: run npm run images:manifest`);
  return facts;
}

/** Whether one of the site's images is in the committed manifest (the build's images; a page can draw it). */
export function isBuiltImage(src: string): boolean {
  manifest ??= imageManifestSchema.parse(committed);
  return Object.hasOwn(manifest, src);
}

export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

/**
 * Size, format and transparency of an image a content document names: one of the site's, from the
 * manifest; one on Prismic's CDN, from the `dimensions` Prismic reports with it (the caller passes them:
 * no manifest knows a hosted image) and the extension of its file. A hosted image's transparency is not
 * known without fetching it, so every format that can carry some is taken to have it.
 */
export function sourceFacts(src: string, dimensions?: ImageDimensions): ImageFacts {
  if (src.startsWith("/")) return imageFacts(src);
  const url = parsePrismicImageUrl(src);
  if (!url)
    throw new Error(`${src} is neither one of the site's images (/images/…) nor on ${PRISMIC_IMAGE_ORIGIN}`);
  if (!dimensions) throw new Error(`${src} is on Prismic's CDN: pass the dimensions of its image field`);
  const format = prismicImageFormat(url);
  if (!format)
    throw new Error(`${src}: not an image format the site draws (${PRISMIC_IMAGE_EXTENSIONS.join(", ")})`);
  return factsSchema.parse({
    width: dimensions.width,
    height: dimensions.height,
    format,
    hasAlpha: format !== "jpeg",
  });
}
