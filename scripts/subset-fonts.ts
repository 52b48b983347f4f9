// npm run fonts: cuts the fontsource files to the site's glyphs and weights (scripts/fonts.ts), into
// src/assets/fonts/, with a manifest that the unit tests compare to tell when they are stale.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import subsetFont from "subset-font";
import { FONT_SUBSETS, GLYPHS, subsetKey } from "./fonts";

const root = join(import.meta.dirname, "..");
const outDir = join(root, "src", "assets", "fonts");

const manifest: Record<string, { source: string; key: string; bytes: number; sourceBytes: number }> = {};
for (const subset of FONT_SUBSETS) {
  const source = await readFile(join(root, "node_modules", subset.source));
  const cut = await subsetFont(source, GLYPHS, {
    targetFormat: "woff2",
    variationAxes: { wght: subset.weight },
  });
  await writeFile(join(outDir, subset.file), cut);
  manifest[subset.file] = {
    source: subset.source,
    key: subsetKey(subset, source),
    bytes: cut.length,
    sourceBytes: source.length,
  };
  console.log(
    `fonts: ${subset.file} ${(cut.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`,
  );
}
await writeFile(join(outDir, "fonts.json"), `${JSON.stringify(manifest, null, 2)}\n`);
