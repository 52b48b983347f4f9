// npm run bench:lighthouse [-- --runs 3] [--without-scripts] [/path/ …]: Lighthouse (mobile) alone, on the
// given paths or on one page of each kind in both languages, against the existing build: the quick loop
// while tuning a page, without the rest of npm run bench. Prints the median run of each page and what cost
// it points; with --without-scripts, also the same page with its scripts removed (as npm run bench does).
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type StartedServer, startSiteServer } from "../tests/harness/servers";
import { onePerKind, sitemapPaths } from "../tests/harness/site-pages";
import { CATEGORIES, type LighthouseResult, startLighthouse } from "./lighthouse";
import { startWithoutScriptsServer } from "./without-scripts";

const { values, positionals } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "without-scripts": { type: "boolean", default: false },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
if (!(Number.isInteger(runs) && runs >= 1 && runs <= 9)) {
  console.error("bench:lighthouse: --runs must be a whole number from 1 to 9");
  process.exit(2);
}

const line = (label: string, result: LighthouseResult) => {
  const { metrics } = result;
  return (
    `${label}  ${CATEGORIES.map((category) => result.scores[category]).join("/")}  (perf runs ${result.runs.join(" ")})  ` +
    `FCP ${Math.round(metrics.fcp)} LCP ${Math.round(metrics.lcp)} TBT ${Math.round(metrics.tbt)} ` +
    `SI ${Math.round(metrics.si)} CLS ${metrics.cls.toFixed(3)}` +
    (result.failing.length > 0 ? `\n    below 0.9: ${result.failing.join(", ")}` : "") +
    (result.problem ? `\n    ${result.problem}` : "")
  );
};

const servers: StartedServer[] = [];
const server = await startSiteServer(join(import.meta.dirname, ".."));
servers.push(server);
const lighthouse = await startLighthouse();
try {
  const paths =
    positionals.length > 0
      ? positionals
      : onePerKind(await sitemapPaths(server.url)).map((page) => page.path);
  const bare = values["without-scripts"] ? await startWithoutScriptsServer(server.url, paths) : undefined;
  if (bare) servers.push(bare);
  for (const path of paths) {
    console.log(line(path, await lighthouse.run(`${server.url}${path}`, runs)));
    if (bare) console.log(line(`${path} without scripts`, await lighthouse.run(`${bare.url}${path}`, runs)));
  }
} finally {
  await lighthouse.close();
  for (const started of servers.reverse()) await started.stop();
}
