import "server-only";
import { readdir, writeFile } from "node:fs/promises";
import { extname, join, relative, sep } from "node:path";
import sharp from "sharp";
import type { ImageFacts, ImageManifest } from "@/content/images";

const FORMATS: Record<string, ImageFacts["format"]> = {
  ".jpg": "jpeg",
  ".jpeg": "jpeg",
  ".png": "png",
  ".webp": "webp",
  ".avif": "avif",
  ".svg": "svg",
};

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** What the image component needs to know of one file: its size and whether any pixel is see-through. */
async function factsOf(file: string, format: ImageFacts["format"]): Promise<ImageFacts> {
  const image = sharp(file);
  const meta = await image.metadata();
  if (!meta.width || !meta.height) throw new Error(`${file}: cannot read its size`);
  // An alpha channel alone proves nothing (many PNGs carry one fully opaque); the pixels decide.
  const transparent = format !== "svg" && meta.hasAlpha === true && !(await image.stats()).isOpaque;
  return { width: meta.width, height: meta.height, format, hasAlpha: transparent };
}

/** The manifest of every image under public/images/, keyed by its URL path (/images/…). */
export async function buildImageManifest(publicDir: string): Promise<ImageManifest> {
  const manifest: Record<string, ImageFacts> = {};
  for (const file of await filesUnder(join(publicDir, "images"))) {
    const format = FORMATS[extname(file).toLowerCase()];
    const url = `/${relative(publicDir, file).split(sep).join("/")}`;
    if (!format) throw new Error(`${url}: not an image the site serves (jpg, png, webp, avif or svg)`);
    manifest[url] = await factsOf(file, format);
  }
  return manifest;
}

/** Differences between the committed manifest and the files, one line each. */
export function manifestProblems(committed: ImageManifest, actual: ImageManifest): string[] {
  const problems: string[] = [];
  for (const [url, facts] of Object.entries(actual)) {
    const entry = committed[url];
    if (!entry) problems.push(`${url}: has no entry in the image manifest`);
    else if (JSON.stringify(entry) !== JSON.stringify(facts)) {
      problems.push(
        `${url}: the manifest says ${JSON.stringify(entry)}, the file is ${JSON.stringify(facts)}`,
      );
    }
  }
  for (const url of Object.keys(committed)) {
    if (!actual[url]) problems.push(`${url}: is in the image manifest but not in public/`);
  }
  return problems;
}

/** The committed manifest's place, for the scripts that write and check it. */
export function manifestFile(projectRoot: string): string {
  return join(projectRoot, "src", "content", "image-manifest.json");
}

/** Rebuilds the manifest from public/images/ and writes it; returns how many images it lists. */
export async function writeImageManifest(projectRoot: string): Promise<number> {
  const manifest = await buildImageManifest(join(projectRoot, "public"));
  await writeFile(manifestFile(projectRoot), `${JSON.stringify(manifest, null, 2)}\n`);
  return Object.keys(manifest).length;
}
