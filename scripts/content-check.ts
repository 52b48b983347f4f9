// npm run content:check — validates every document in content/ (and every release) against the content model,
// and the image manifest against public/images/ (a new or changed image without its entry fails here).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { imageManifestSchema } from "../src/content/images";
import { checkContent } from "../src/content/model/check-content";
import { loadContentStore } from "../src/content/service/content-store";
import { buildImageManifest, manifestFile, manifestProblems } from "../src/server/images/manifest-builder";

const projectRoot = join(import.meta.dirname, "..");
const root = join(projectRoot, "content");
const publicDir = join(projectRoot, "public");
try {
  const store = await loadContentStore(root);
  const committed = imageManifestSchema.parse(JSON.parse(await readFile(manifestFile(projectRoot), "utf8")));
  const imageProblems = manifestProblems(committed, await buildImageManifest(publicDir)).map(
    (problem) => `${problem} (run npm run images:manifest)`,
  );
  const problems = [
    ...checkContent(store, {
      imageExists: (url) => existsSync(join(publicDir, url)),
      imageSize: (url) => committed[url],
    }),
    ...imageProblems,
  ];
  if (problems.length > 0) {
    console.error(`content: ${problems.length} problem(s)\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(
    `content: ${store.master.length} documents, ${store.releases.length} release(s), ${Object.keys(committed).length} images, all valid`,
  );
} catch (error) {
  console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
