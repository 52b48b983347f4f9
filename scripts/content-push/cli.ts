// npm run content:push [-- --dry-run] [-- --publish]: content/ into the Prismic repository named by
// PRISMIC_REPOSITORY (see "Moving to hosted Prismic" in the README and push-content.ts).
import { defaultProjectRoot, runContentPush } from "./push-content";

process.exitCode = await runContentPush({
  argv: process.argv.slice(2),
  env: process.env,
  projectRoot: defaultProjectRoot,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
