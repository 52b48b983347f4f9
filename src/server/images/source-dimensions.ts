import "server-only";
import sharp from "sharp";
import type { Dimensions } from "./output-size";
import type { SourceFile } from "./source-path";

/** Sources remembered; the site has a few dozen, so this only guards against surprises. */
const MAX_REMEMBERED = 1024;
const known = new Map<string, Dimensions | undefined>();

/**
 * The pixel size of a source (read from its header, not decoded), remembered per file version; undefined
 * when sharp cannot read it, which leaves the verdict to the encode.
 */
export async function sourceDimensions(source: SourceFile): Promise<Dimensions | undefined> {
  const key = `${source.file}|${source.mtimeMs}|${source.size}`;
  if (known.has(key)) return known.get(key);
  let dimensions: Dimensions | undefined;
  try {
    const { width, height } = await sharp(source.file).metadata();
    dimensions = width && height ? { width, height } : undefined;
  } catch {
    dimensions = undefined;
  }
  if (known.size >= MAX_REMEMBERED) known.clear();
  known.set(key, dimensions);
  return dimensions;
}
