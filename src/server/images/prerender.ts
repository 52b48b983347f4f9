import "server-only";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type ImageServiceOptions, serveImage } from "./handler";
import { linkedVariantUrls } from "./linked-variants";
import { createImageService, imageLimitsFromEnv } from "./service";

/**
 * Where the build writes the variants the site links to; the build copies public/ into dist/client, whose
 * files the production server serves as they are (static-files.ts gives a variant its type).
 */
export const PRERENDERED_DIR = "public/_ipx";

/**
 * The image provider is static: at build time every variant a page links to is encoded once, by
 * the service itself (the same bytes it would answer), into public/_ipx/. A hit is then a static file, as
 * fast as any other; other modifiers still reach the service and its cache.
 */
export async function prerenderVariants(root: string): Promise<{ files: number; bytes: number }> {
  const out = join(root, PRERENDERED_DIR);
  await rm(out, { recursive: true, force: true });
  // The build asks for every linked variant in one go: the per-client budget is for visitors, not for it.
  const service: ImageServiceOptions = {
    ...createImageService(root, imageLimitsFromEnv()),
    budget: undefined,
  };
  let bytes = 0;
  const urls = linkedVariantUrls();
  for (const url of urls) {
    const response = await serveImage(new Request(`http://localhost${url}`), service);
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    const body = new Uint8Array(await response.arrayBuffer());
    const file = join(out, url.slice("/_ipx/".length));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    bytes += body.byteLength;
  }
  return { files: urls.length, bytes };
}
