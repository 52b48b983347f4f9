// npm run bench [-- --check] [--skip-build] [--seconds 10] [--connections 32] [--kinds home,contact]
// The site's figures, measured on this machine in one run (a measurement, not a test): a clean build's time;
// Lighthouse (mobile) and the gzip JavaScript of every page type in both languages; the production server
// against a bare static file server on the same HTML; a cached /_ipx hit against the same bytes served
// statically; the server's peak memory under load. Prints markdown tables, writes bench/results.json and
// bench/results.md (committed: the README's figures come from them);
// with --check, exits 1 when a budget (JavaScript per page, static throughput; issues 7 and 8) is missed.
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import {
  type StartedServer,
  startSiteServer,
  startStaticDirectoryServer,
  startStaticServer,
} from "../tests/harness/servers";
import { onePerKind, sitemapPaths } from "../tests/harness/site-pages";
import { measureHomeImageWeight } from "./images-measure";
import { CATEGORIES, startLighthouse } from "./lighthouse";
import { measureThroughput, sampleMemory, type Throughput } from "./load";
import { pageJavaScript } from "./page-weight";
import { type BenchResults, evaluateBudgets, markdownReport, type PageResult } from "./report";

const { values } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "32" },
    kinds: { type: "string" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
if (!(seconds >= 1 && seconds <= 120) || !(Number.isInteger(connections) && connections >= 1)) {
  console.error("bench: --seconds must be in [1, 120] and --connections a whole number ≥ 1");
  process.exit(2);
}
const kinds = values.kinds?.split(",").map((kind) => kind.trim());
const projectRoot = join(import.meta.dirname, "..");
const publicVariant = join(projectRoot, "public", "bench-images-variant.webp");

/** Runs a command with the build's environment: the site's defaults, no third parties configured. */
function run(command: string, args: readonly string[]): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.GTM_ID;
  delete env.REVIEWS_WIDGET_ID;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, env, stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

async function cleanBuild(): Promise<number> {
  await rm(join(projectRoot, ".next"), { recursive: true, force: true });
  await rm(join(projectRoot, "public", "_ipx"), { recursive: true, force: true });
  const started = performance.now();
  await run("npm", ["run", "--silent", "build"]);
  return (performance.now() - started) / 1000;
}

const started: StartedServer[] = [];
const stopAll = async () => {
  for (const server of started.splice(0).reverse()) await server.stop();
};

try {
  let buildSeconds: number | undefined;
  if (!values["skip-build"]) {
    console.error("bench: clean build (npm run build)…");
    buildSeconds = await cleanBuild();
  }

  // The image budget's baseline is the variant's bytes as a file of public/, which Next lists when it
  // starts: a first server finds the home page's heaviest image, the second one serves its copy too.
  console.error("bench: images…");
  const first = await startSiteServer(projectRoot);
  started.push(first);
  const weight = await measureHomeImageWeight(first.url);
  const variantBytes = Buffer.from(await (await fetch(`${first.url}${weight.url}`)).arrayBuffer());
  await stopAll();
  await writeFile(publicVariant, variantBytes);

  const server = await startSiteServer(projectRoot);
  started.push(server);
  const allPaths = await sitemapPaths(server.url);
  const pageKinds = onePerKind(allPaths).filter((page) => !kinds || kinds.includes(page.kind));

  console.error(`bench: Lighthouse and JavaScript on ${pageKinds.length} pages…`);
  const lighthouse = await startLighthouse();
  const pages: PageResult[] = [];
  try {
    for (const page of pageKinds) {
      const url = `${server.url}${page.path}`;
      const js = await pageJavaScript(url);
      const report = await lighthouse.run(url);
      pages.push({ ...page, jsGzipBytes: js.gzipBytes, scriptFiles: js.files, lighthouse: report });
      console.error(
        `  ${page.path}: ${CATEGORIES.map((category) => report.scores[category]).join("/")}, ` +
          `${(js.gzipBytes / 1024).toFixed(1)} KB JS`,
      );
    }
  } finally {
    await lighthouse.close();
  }

  // Throughput on the pre-rendered pages: one page of each kind in both languages, the same HTML written
  // to a folder for the bare static server.
  console.error("bench: throughput…");
  const pagePaths = pageKinds.map((page) => page.path);
  const htmlDir = await mkdtemp(join(tmpdir(), "lumbre-bench-html-"));
  for (const path of pagePaths) {
    const html = Buffer.from(await (await fetch(`${server.url}${path}`)).arrayBuffer());
    const file = join(htmlDir, path, "index.html");
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  const staticPages = await startStaticDirectoryServer(htmlDir, pagePaths[0]);
  started.push(staticPages);
  const memory = sampleMemory(server.pid);
  const production = await measureThroughput(server.url, pagePaths, seconds, connections);
  const peakRssBytes = await memory.stop();
  const bareStatic = await measureThroughput(staticPages.url, pagePaths, seconds, connections);
  await rm(htmlDir, { recursive: true, force: true });

  const variantFile = join(tmpdir(), `lumbre-bench-${process.pid}.webp`);
  await writeFile(variantFile, variantBytes);
  const staticImage = await startStaticServer(variantFile, "image/webp");
  started.push(staticImage);
  const ipxHit = await measureThroughput(server.url, [weight.url], seconds, connections);
  const publicFile = await measureThroughput(
    server.url,
    ["/bench-images-variant.webp"],
    seconds,
    connections,
  );
  const bareImage = await measureThroughput(staticImage.url, ["/file"], seconds, connections);
  await rm(variantFile, { force: true });
  await stopAll();

  // For reference: plain `next start`, without the shared cache, on the same pages.
  const bare = await startSiteServer(projectRoot, { bare: true });
  started.push(bare);
  const nextStart: Throughput = await measureThroughput(bare.url, pagePaths, seconds, connections);
  await stopAll();

  const results: BenchResults = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    load: { seconds, connections },
    buildSeconds,
    pages,
    throughput: {
      production,
      bareStatic,
      nextStart,
      ratio: production.requestsPerSecond / bareStatic.requestsPerSecond,
    },
    images: {
      heaviest640: { src: weight.src, bytes: weight.bytes },
      ipxHit,
      publicFile,
      bareStatic: bareImage,
      ratio: ipxHit.requestsPerSecond / bareImage.requestsPerSecond,
    },
    peakRssBytes,
  };
  const budgets = evaluateBudgets(results);
  await writeFile(
    join(projectRoot, "bench", "results.json"),
    `${JSON.stringify({ ...results, budgets }, null, 2)}\n`,
  );
  const report = markdownReport(results, budgets);
  await writeFile(join(projectRoot, "bench", "results.md"), `${report}\n`);
  console.log(report);
  const missed = budgets.filter((budget) => !budget.ok);
  if (values.check && missed.length > 0) {
    console.error(
      `bench --check: ${missed.length} budget(s) missed: ${missed.map((b) => b.name).join("; ")}`,
    );
    process.exitCode = 1;
  }
} finally {
  await stopAll();
  await rm(publicVariant, { force: true });
}
