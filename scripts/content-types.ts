// npm run content:types — writes Prismic custom types (customtypes/<type>/index.json, the layout Slice
// Machine and Prismic's type builder import) from the content model, one per document type, and the
// shared slices' models (src/slices/<slice folder>/model.json, beside each slice's component).
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sharedSlices } from "../src/content/model/prismic-slices";
import { customTypes } from "../src/content/model/prismic-types";
import { sliceFolder } from "../src/slices/folders";

const projectRoot = join(import.meta.dirname, "..");
const outDir = join(projectRoot, "customtypes");

try {
  const types = customTypes();
  const wanted = new Set(types.map((type) => type.id));
  await mkdir(outDir, { recursive: true });
  // A type removed from the model leaves no stale definition behind.
  for (const entry of await readdir(outDir, { withFileTypes: true })) {
    if (entry.isDirectory() && !wanted.has(entry.name))
      await rm(join(outDir, entry.name), { recursive: true });
  }
  for (const type of types) {
    await mkdir(join(outDir, type.id), { recursive: true });
    await writeFile(join(outDir, type.id, "index.json"), `${JSON.stringify(type, null, 2)}\n`);
  }
  const slices = sharedSlices();
  for (const slice of slices) {
    const folder = join(projectRoot, "src", "slices", sliceFolder(slice.id));
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "model.json"), `${JSON.stringify(slice, null, 2)}\n`);
  }
  console.log(
    `content:types: ${types.length} custom types in customtypes/, ${slices.length} shared slices in src/slices/`,
  );
} catch (error) {
  console.error(`content:types: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
