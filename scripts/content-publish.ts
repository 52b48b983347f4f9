// npm run content:publish [-- --url http://localhost:3000] — checks content/ as content:check does, then
// asks the running site to take it (POST /api/publish with the publish secret: CONTENT_WEBHOOK_SECRET, or
// data/publish-secret, which the site and this script share). The site checks again and keeps its
// content when anything is wrong.
import { join } from "node:path";
import { parseArgs } from "node:util";
import { publishSecret } from "../src/server/publishing/publish-secret";
import { contentProblems } from "./content-problems";

const { values } = parseArgs({ options: { url: { type: "string" } } });
const site = values.url ?? `http://localhost:${process.env.PORT ?? 3000}`;

function fail(message: string): never {
  console.error(`content:publish: ${message}`);
  process.exit(1);
}

const { problems, summary } = await contentProblems(join(import.meta.dirname, "..")).catch((error: unknown) =>
  fail(error instanceof Error ? error.message : String(error)),
);
if (problems.length > 0) fail(`${problems.length} problem(s), nothing published\n${problems.join("\n")}`);

const started = performance.now();
const response = await fetch(new URL("/api/publish", site), {
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ type: "content:publish", secret: publishSecret() }),
  signal: AbortSignal.timeout(60_000),
}).catch((error: unknown) =>
  fail(
    `no answer from ${site} (${error instanceof Error ? error.message : String(error)}); is the site running?`,
  ),
);
const answer = (await response.json().catch(() => ({}))) as { message?: string; problems?: string[] };
if (response.status !== 202) {
  fail(`${site} answered ${response.status}: ${answer.message ?? ""}\n${(answer.problems ?? []).join("\n")}`);
}
console.log(
  `content:publish: ${summary} published to ${site} in ${Math.round(performance.now() - started)} ms; the pages follow within seconds`,
);
