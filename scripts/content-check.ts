// npm run content:check — validates every document in content/ (and every release) against the content model.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { checkContent } from "../src/content/model/check-content";
import { loadContentStore } from "../src/content/service/content-store";

const root = join(import.meta.dirname, "..", "content");
const publicDir = join(import.meta.dirname, "..", "public");
try {
  const store = await loadContentStore(root);
  const problems = checkContent(store, { imageExists: (url) => existsSync(join(publicDir, url)) });
  if (problems.length > 0) {
    console.error(`content: ${problems.length} problem(s)\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(`content: ${store.master.length} documents, ${store.releases.length} release(s), all valid`);
} catch (error) {
  console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
