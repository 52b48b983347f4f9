// npm run content:check — validates every document in content/ (and every release) against the content model,
// and the image manifest against public/images/ (a new or changed image without its entry fails here).
import { join } from "node:path";
import { contentProblems } from "./content-problems";

try {
  const { problems, summary } = await contentProblems(join(import.meta.dirname, ".."));
  if (problems.length > 0) {
    console.error(`content: ${problems.length} problem(s)\n${problems.join("\n")}`);
    process.exit(1);
  }
  console.log(`content: ${summary}, all valid`);
} catch (error) {
  console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
