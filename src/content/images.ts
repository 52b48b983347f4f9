import { z } from "zod";
import committed from "./image-manifest.json";

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
