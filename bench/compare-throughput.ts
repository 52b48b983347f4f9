// npm run bench:compare -- <other checkout> [--rounds 3] [--seconds 10] [--connections 50]
// Throughput of the pages (one page of each kind, both languages) from the production server
// of this checkout's build and of another checkout's (each built first), taking turns, so a change's cost
// is seen on the same machine in the same minutes. Prints the figures and writes bench/compare.md.
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { startSiteServer } from "../tests/harness/servers";
import { onePerKind, sitemapPaths } from "../tests/harness/site-pages";
import { measureThroughput } from "./load";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
  },
});
const [other] = positionals;
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
if (!other || !(rounds >= 1 && rounds <= 10) || !(seconds >= 1 && seconds <= 120) || !(connections >= 1)) {
  console.error("usage: npm run bench:compare -- <other checkout, built> [--rounds 1-10] [--seconds 1-120]");
  process.exit(2);
}
const projectRoot = join(import.meta.dirname, "..");
const builds = { other: resolve(other), this: projectRoot } as const;
const figures: Record<keyof typeof builds, number[]> = { other: [], this: [] };

for (let round = 1; round <= rounds; round += 1) {
  // Each build goes first in every other round: on a shared machine, the first run of a pair is often the
  // faster one.
  const order = round % 2 === 1 ? (["other", "this"] as const) : (["this", "other"] as const);
  for (const name of order) {
    const server = await startSiteServer(builds[name]);
    try {
      const paths = onePerKind(await sitemapPaths(server.url)).map((page) => page.path);
      const result = await measureThroughput(server.url, paths, seconds, connections);
      figures[name].push(Math.round(result.requestsPerSecond));
      console.error(
        `round ${round}, ${name}: ${Math.round(result.requestsPerSecond)} req/s, ${result.errors} errors`,
      );
    } finally {
      await server.stop();
    }
  }
}

const median = (list: readonly number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const report = `# Throughput: this checkout against another

Measured ${new Date().toISOString()} by \`npm run bench:compare -- ${other}\`: pages (one of each kind) from the
production server, ${connections} connections, ${seconds} s per run after a 2 s warm-up, the two builds taking
turns (each first in every other round), ${rounds} rounds.

| build | req/s per round | median |
| --- | --- | ---: |
| other (${builds.other}) | ${figures.other.join(", ")} | ${median(figures.other)} |
| this (${builds.this}) | ${figures.this.join(", ")} | ${median(figures.this)} |

this ÷ other (medians): ${(median(figures.this) / Math.max(1, median(figures.other))).toFixed(2)}
`;
await writeFile(join(projectRoot, "bench", "compare.md"), report);
console.log(report);
