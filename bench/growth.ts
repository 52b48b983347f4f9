// npx tsx --import ./scripts/server-only.mjs bench/growth.ts [--sizes 1,10,100] [--seconds 10]
//   [--connections 50] [--rounds 3] [--keep]
// The cost of growth (issue 38): the site built and served with 1x, 10x and 100x its cases, services and
// articles, each a copy under the system's temporary folder (the checkout is never changed). Writes
// bench/growth.md and bench/growth.json. A measurement, not a test; `npm run bench` runs it too.
import { join } from "node:path";
import { parseArgs } from "node:util";
import { measureGrowth, writeGrowthReport } from "./growth-measure";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1,10,100" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "3" },
    keep: { type: "boolean", default: false },
  },
});
const sizes = values.sizes.split(",").map((size) => Number(size.trim().replace(/x$/, "")));
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
if (
  sizes.length === 0 ||
  !sizes.every((size) => Number.isInteger(size) && size >= 1 && size <= 1000) ||
  !(seconds >= 1 && seconds <= 120) ||
  !(Number.isInteger(connections) && connections >= 1) ||
  !(Number.isInteger(rounds) && rounds >= 1 && rounds <= 9)
) {
  console.error(
    "growth: --sizes is a list of whole numbers in [1, 1000] (1,10,100), --seconds in [1, 120], " +
      "--connections a whole number ≥ 1, --rounds a whole number in [1, 9]",
  );
  process.exit(2);
}

const projectRoot = join(import.meta.dirname, "..");
const results = await measureGrowth(
  { projectRoot, sizes, seconds, connections, rounds, keep: values.keep },
  async (sofar) => void (await writeGrowthReport(projectRoot, sofar)),
);
console.log(await writeGrowthReport(projectRoot, results));
