// The models step of content:push, runnable on its own until documents and assets join it (issue 31):
//   npx tsx --import ./scripts/server-only.mjs scripts/content-push/cli.ts [--dry-run]
// Reads PRISMIC_REPOSITORY, PRISMIC_CUSTOM_TYPES_TOKEN and, for the stand-in only,
// PRISMIC_CUSTOM_TYPES_ENDPOINT. It pushes custom types only so far.
import { defaultContentRoot, runPushCustomTypes } from "./push-custom-types";

console.log("content:push: custom types only (documents and assets are not pushed yet)");
process.exitCode = await runPushCustomTypes({
  argv: process.argv.slice(2),
  env: process.env,
  contentRoot: defaultContentRoot,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
