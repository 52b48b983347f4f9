// npm run bench:images [-- --url http://localhost:3000] [--seconds 4] [--concurrency 16]
// Issue 7's image budget, measured (not a test): the home page's heaviest image at 640 w (WebP) against
// 100 KB, and a cached /_ipx hit against the same bytes served as a static file (at least half as fast).
// Without --url it starts the production server (npm start) itself on a free port against the existing
// build (npm run build), twice: the second time with the variant's bytes copied into dist/client/, whose
// files the server lists when it starts. Baselines: those bytes as a client file of the same server, and
// from a bare node:http static server; one more row runs the image service's handler alone on node:http,
// to tell its cost from the production server's.
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type StartedServer, startSiteServer, startStaticServer } from "../tests/harness/servers";
import { type LoadResult, loadTest, measureHomeImageWeight, startImageServiceServer } from "./images-measure";

const WEIGHT_BUDGET = 100 * 1024;
const SPEED_BUDGET = 0.5;

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    seconds: { type: "string", default: "4" },
    concurrency: { type: "string", default: "16" },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
if (
  !(seconds > 0 && seconds <= 60) ||
  !(Number.isInteger(concurrency) && concurrency > 0 && concurrency <= 256)
) {
  console.error("bench:images: --seconds must be in (0, 60] and --concurrency a whole number in [1, 256]");
  process.exit(2);
}
const projectRoot = join(import.meta.dirname, "..");
const clientCopy = join(projectRoot, "dist", "client", "bench-images-variant.webp");
const tempCopy = join(tmpdir(), `bench-images-${process.pid}.webp`);
const load = { seconds, concurrency };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (cells: readonly (string | number)[]) => `| ${cells.join(" | ")} |`;
const loadRow = (name: string, result: LoadResult) =>
  row([
    name,
    result.requests.toLocaleString("en-US"),
    Math.round(result.perSecond).toLocaleString("en-US"),
    result.p50.toFixed(2),
    result.p99.toFixed(2),
    kb(result.bytes),
    result.errors,
  ]);

const started: StartedServer[] = [];
try {
  let base = values.url?.replace(/\/$/, "");
  if (!base) {
    const server = await startSiteServer(projectRoot);
    started.push(server);
    base = server.url;
  }
  const weight = await measureHomeImageWeight(base);
  const variant = Buffer.from(await (await fetch(`${base}${weight.url}`)).arrayBuffer());
  await writeFile(tempCopy, variant);

  // The client-file copy is only possible when this run owns the server (it lists its files at start).
  let staticUrl: string | undefined;
  if (!values.url) {
    await started.pop()?.stop();
    await writeFile(clientCopy, variant);
    const server = await startSiteServer(projectRoot);
    started.push(server);
    base = server.url;
    staticUrl = `${base}/bench-images-variant.webp`;
  }
  const ipx = await loadTest(`${base}${weight.url}`, load);
  const clientFile = staticUrl ? await loadTest(staticUrl, load) : undefined;
  const bare = await startStaticServer(tempCopy, "image/webp");
  started.push(bare);
  const nodeStatic = await loadTest(bare.url, load);
  // A variant no page links to: encoded by the service on the first request, then served from its cache.
  const onDemandUrl = weight.url.replace(/,q_\d+/, ",q_70");
  const onDemand = await loadTest(`${base}${onDemandUrl}`, load);
  const alone = await startImageServiceServer(projectRoot, weight.url);
  started.push(alone);
  const serviceAlone = await loadTest(`${alone.url}${weight.url}`, load);

  console.log(
    `\n## Images (${base}, ${seconds} s per target, ${concurrency} concurrent keep-alive requests)\n`,
  );
  console.log(row(["budget", "measured", "limit", "verdict"]));
  console.log(row(["---", "---:", "---:", "---"]));
  console.log(
    row([
      `home page's heaviest image at 640 w, WebP (${weight.src})`,
      kb(weight.bytes),
      kb(WEIGHT_BUDGET),
      weight.bytes <= WEIGHT_BUDGET ? "ok" : "OVER",
    ]),
  );
  const ratio = (baseline: LoadResult) => ipx.perSecond / baseline.perSecond;
  if (clientFile) {
    console.log(
      row([
        "cached /_ipx hit ÷ the same bytes as a client file (production server)",
        ratio(clientFile).toFixed(2),
        `≥ ${SPEED_BUDGET}`,
        ratio(clientFile) >= SPEED_BUDGET ? "ok" : "UNDER",
      ]),
    );
  }
  console.log(
    row([
      "for reference: cached /_ipx hit ÷ the same bytes from a bare node:http static server",
      ratio(nodeStatic).toFixed(2),
      "—",
      "—",
    ]),
  );
  const aloneRatio = serviceAlone.perSecond / nodeStatic.perSecond;
  console.log(
    row([
      "for reference: the image service alone on node:http ÷ the bare static server",
      aloneRatio.toFixed(2),
      "—",
      "—",
    ]),
  );
  console.log(`\n${row(["target", "requests", "req/s", "p50 ms", "p99 ms", "body", "errors"])}`);
  console.log(row(["---", "---:", "---:", "---:", "---:", "---:", "---:"]));
  console.log(loadRow(`/_ipx cached hit (pre-rendered variant) ${weight.url}`, ipx));
  console.log(
    loadRow(`/_ipx cached hit (on-demand variant, through the production server) ${onDemandUrl}`, onDemand),
  );
  if (clientFile) console.log(loadRow("client file of the build (production server)", clientFile));
  console.log(loadRow("static file (bare node:http, own process)", nodeStatic));
  console.log(loadRow("image service alone (node:http, own process)", serviceAlone));
  console.log(`\n${row(["home image at 640 w (WebP)", "bytes"])}\n${row(["---", "---:"])}`);
  for (const image of weight.all) console.log(row([image.src, kb(image.bytes)]));
} finally {
  for (const server of started.reverse()) await server.stop();
  await rm(clientCopy, { force: true });
  await rm(tempCopy, { force: true });
}
