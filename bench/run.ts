// npm run bench [-- --check] [--skip-build] [--seconds 10] [--connections 50] [--rounds 3] [--kinds home,contact]
//   [--growth-sizes 1,10,100 | --growth-sizes none]
// The site's figures, measured on this machine in one run (a measurement, not a test): a clean build's
// time; per page type in both languages, Lighthouse (mobile) on the page and on the same page without its
// scripts, the scripts Chromium requests before the load event and in all (gzip); the production server
// on every page path against a bare static server on the same HTML, and a cached /_ipx hit against the same
// bytes served statically; a publish's time to visitors and what it rendered again; the server's peak
// memory under load. Writes bench/results.md and bench/results.json (the Next.js site's last run is kept
// in bench/results-next.*); with --check, exits 1 when a budget (DESIGN.md §8) is missed. Then the cost of
// growth (bench/growth-measure.ts): the same site with 1x, 10x and 100x its content, in bench/growth.md.
import { spawn } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { resolvePath } from "@/i18n/routes";
import {
  type StartedServer,
  startSiteServer,
  startStaticDirectoryServer,
  startStaticServer,
} from "../tests/harness/servers";
import { onePerKind, sitemapPaths } from "../tests/harness/site-pages";
import { measureGrowth, writeGrowthReport } from "./growth-measure";
import { measureHomeImageWeight } from "./images-measure";
import { CATEGORIES, startLighthouse } from "./lighthouse";
import { measurePaired, measureThroughput, sampleMemory } from "./load";
import { startScriptProbe } from "./page-scripts";
import { measurePublish } from "./publish";
import { BEFORE, type BenchResults, evaluateBudgets, markdownReport, type PageResult } from "./report";
import { startWithoutScriptsServer } from "./without-scripts";

const { values } = parseArgs({
  options: {
    check: { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "3" },
    kinds: { type: "string" },
    "growth-sizes": { type: "string", default: "1,10,100" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const rounds = Number(values.rounds);
if (
  !(seconds >= 1 && seconds <= 120) ||
  !(Number.isInteger(connections) && connections >= 1) ||
  !(Number.isInteger(rounds) && rounds >= 1 && rounds <= 9)
) {
  console.error(
    "bench: --seconds must be in [1, 120], --connections a whole number ≥ 1, --rounds a whole number in [1, 9]",
  );
  process.exit(2);
}
const kinds = values.kinds?.split(",").map((kind) => kind.trim());
const growthSizes =
  values["growth-sizes"] === "none"
    ? []
    : values["growth-sizes"].split(",").map((size) => Number(size.trim()));
if (!growthSizes.every((size) => Number.isInteger(size) && size >= 1 && size <= 1000)) {
  console.error("bench: --growth-sizes is a list of whole numbers in [1, 1000] (1,10,100), or none");
  process.exit(2);
}
const projectRoot = join(import.meta.dirname, "..");
const dist = join(projectRoot, "dist");
/** The image variant as a file of the build's client folder, which the server lists when it starts. */
const clientVariant = join(dist, "client", "bench-images-variant.webp");

// The site's defaults, no third party configured: the build and every server this run starts inherit it.
delete process.env.GTM_ID;
delete process.env.REVIEWS_WIDGET_ID;
process.env.ASTRO_TELEMETRY_DISABLED = "1";

function run(command: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

/** `npm run build` from nothing: no build output, no pre-rendered image variants. */
async function cleanBuild(): Promise<number> {
  await rm(dist, { recursive: true, force: true });
  await rm(join(projectRoot, "public", "_ipx"), { recursive: true, force: true });
  const started = performance.now();
  await run("npm", ["run", "--silent", "build"]);
  return (performance.now() - started) / 1000;
}

const kindOf = (path: string) => {
  const resolution = resolvePath(path);
  return resolution.type === "page" ? resolution.route.kind : undefined;
};

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

  // The image budget's baseline is the variant's bytes as a client file of the build, which the server
  // lists when it starts: a first server finds the home page's heaviest image, the second one serves its
  // copy too.
  console.error("bench: images…");
  const first = await startSiteServer(projectRoot);
  started.push(first);
  const weight = await measureHomeImageWeight(first.url);
  const variantBytes = Buffer.from(await (await fetch(`${first.url}${weight.url}`)).arrayBuffer());
  await stopAll();
  await writeFile(clientVariant, variantBytes);

  // The load comes from one address: the per-address budget of renders past the cache (which "/" and the
  // experiment's page always take) is a defence against one client, not what is measured here.
  const server = await startSiteServer(projectRoot, { env: { QUERY_RENDERS_PER_MINUTE: "1000000" } });
  started.push(server);
  const allPaths = await sitemapPaths(server.url);
  const pageKinds = onePerKind(allPaths).filter((page) => !kinds || kinds.includes(page.kind));
  if (pageKinds.length === 0) throw new Error(`no page of the kinds ${values.kinds ?? ""} in the sitemap`);

  console.error(`bench: Lighthouse, with and without scripts, and scripts on ${pageKinds.length} pages…`);
  const bare = await startWithoutScriptsServer(
    server.url,
    pageKinds.map((page) => page.path),
  );
  started.push(bare);
  const lighthouse = await startLighthouse();
  const probe = await startScriptProbe();
  const pages: PageResult[] = [];
  try {
    for (const page of pageKinds) {
      const scripts = await probe.measure(`${server.url}${page.path}`);
      const report = await lighthouse.run(`${server.url}${page.path}`);
      const withoutScripts = await lighthouse.run(`${bare.url}${page.path}`);
      pages.push({
        ...page,
        lighthouse: report,
        withoutScripts,
        scriptsRemoved: bare.removed.get(page.path) ?? 0,
        scripts,
      });
      const scores = (result: typeof report) =>
        CATEGORIES.map((category) => result.scores[category]).join("/");
      console.error(
        `  ${page.path}: ${scores(report)} (without scripts ${scores(withoutScripts)}), ` +
          `${scripts.beforeLoad.files} scripts before load, ${(scripts.all.gzipBytes / 1024).toFixed(1)} KB JS in all`,
      );
    }
  } finally {
    await probe.close();
    await lighthouse.close();
  }

  // Throughput on every page path of the kinds measured, the same HTML written to a folder for the bare
  // static server.
  const pagePaths = allPaths.filter((path) => {
    const kind = kindOf(path);
    return kind !== undefined && (!kinds || kinds.includes(kind));
  });
  console.error(`bench: throughput on ${pagePaths.length} page paths…`);
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
  const { a: production, b: bareStatic } = await measurePaired(
    {
      a: () => measureThroughput(server.url, pagePaths, seconds, connections),
      b: () => measureThroughput(staticPages.url, pagePaths, seconds, connections),
    },
    rounds,
  );
  const peakRssBytes = await memory.stop();
  await rm(htmlDir, { recursive: true, force: true });

  const variantFile = join(tmpdir(), `lumbre-bench-${process.pid}.webp`);
  await writeFile(variantFile, variantBytes);
  const staticImage = await startStaticServer(variantFile, "image/webp");
  started.push(staticImage);
  const ipxHit = await measureThroughput(server.url, [weight.url], seconds, connections);
  const { a: clientFile, b: bareImage } = await measurePaired(
    {
      a: () => measureThroughput(server.url, ["/bench-images-variant.webp"], seconds, connections),
      b: () => measureThroughput(staticImage.url, ["/file"], seconds, connections),
    },
    rounds,
  );
  await rm(variantFile, { force: true });
  await stopAll();

  console.error("bench: a publish…");
  const publish = await measurePublish(projectRoot);

  const results: BenchResults = {
    measuredAt: new Date().toISOString(),
    options: process.argv.slice(2).join(" "),
    machine: { cpus: cpus().length, node: process.version },
    load: { seconds, connections, rounds },
    buildSeconds,
    pages,
    throughput: {
      paths: pagePaths.length,
      production,
      bareStatic,
      ratio: production.requestsPerSecond / bareStatic.requestsPerSecond,
    },
    images: {
      heaviest640: { src: weight.src, bytes: weight.bytes },
      ipxHit,
      clientFile,
      bareStatic: bareImage,
      ratio: ipxHit.requestsPerSecond / bareImage.requestsPerSecond,
    },
    publish,
    peakRssBytes,
  };
  const budgets = evaluateBudgets(results);
  await writeFile(
    join(projectRoot, "bench", "results.json"),
    `${JSON.stringify({ before: BEFORE, ...results, budgets }, null, 2)}\n`,
  );
  const report = markdownReport(results, budgets);
  await writeFile(join(projectRoot, "bench", "results.md"), `${report}\n`);
  console.log(report);
  if (growthSizes.length > 0) {
    console.error(`bench: the cost of growth at ${growthSizes.join("x, ")}x…`);
    const growth = await measureGrowth(
      { projectRoot, sizes: growthSizes, seconds, connections, rounds },
      async (sofar) => void (await writeGrowthReport(projectRoot, sofar)),
    );
    console.log(`\n${await writeGrowthReport(projectRoot, growth)}`);
  }
  const missed = budgets.filter((budget) => !budget.ok);
  if (values.check && missed.length > 0) {
    console.error(
      `bench --check: ${missed.length} budget(s) missed: ${missed.map((b) => b.name).join("; ")}`,
    );
    process.exitCode = 1;
  }
} finally {
  await stopAll();
  await rm(clientVariant, { force: true });
}
