// npm run bench:lighthouse [-- --runs 3] [/path/ …]: Lighthouse (mobile) alone, on the given paths or on
// one page of each kind in both languages, against the existing build: the quick loop while tuning a
// page, without the rest of npm run bench. Prints the median run of each page and what cost it points.
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startSiteServer } from "../tests/harness/servers";
import { onePerKind, sitemapPaths } from "../tests/harness/site-pages";
import { CATEGORIES, startLighthouse } from "./lighthouse";

const { values, positionals } = parseArgs({
  options: { runs: { type: "string", default: "3" } },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs >= 1 && runs <= 9)) {
  console.error("bench:lighthouse: --runs must be a whole number from 1 to 9");
  process.exit(2);
}

const server = await startSiteServer(join(import.meta.dirname, ".."));
const lighthouse = await startLighthouse();
try {
  const paths =
    positionals.length > 0
      ? positionals
      : onePerKind(await sitemapPaths(server.url)).map((page) => page.path);
  for (const path of paths) {
    const result = await lighthouse.run(`${server.url}${path}`, runs);
    const { metrics } = result;
    console.log(
      `${path}  ${CATEGORIES.map((category) => result.scores[category]).join("/")}  (perf runs ${result.runs.join(" ")})  ` +
        `FCP ${Math.round(metrics.fcp)} LCP ${Math.round(metrics.lcp)} TBT ${Math.round(metrics.tbt)} ` +
        `SI ${Math.round(metrics.si)} CLS ${metrics.cls.toFixed(3)}` +
        (result.failing.length > 0 ? `\n    below 0.9: ${result.failing.join(", ")}` : "") +
        (result.problem ? `\n    ${result.problem}` : ""),
    );
  }
} finally {
  await lighthouse.close();
  await server.stop();
}
