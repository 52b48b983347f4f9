// What `npm run content:check` and `npm run content:publish` find wrong with content/: every document (and
// every release) against the content model, and the image manifest against public/images/.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { imageManifestSchema } from "../src/content/images";
import { checkContent } from "../src/content/model/check-content";
import { loadContentStore } from "../src/content/service/content-store";
import { buildImageManifest, manifestFile, manifestProblems } from "../src/server/images/manifest-builder";

export interface ContentReport {
  readonly problems: readonly string[];
  readonly summary: string;
}

export async function contentProblems(projectRoot: string): Promise<ContentReport> {
  const publicDir = join(projectRoot, "public");
  const store = await loadContentStore(join(projectRoot, "content"));
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
  return {
    problems,
    summary: `${store.master.length} documents, ${store.releases.length} release(s), ${Object.keys(committed).length} images`,
  };
}
