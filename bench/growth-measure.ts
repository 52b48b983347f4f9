// The cost of growth (issue 38): the site with 1x, 10x, 100x its cases, services and articles (copies under
// the system's temporary folder, bench/growth-site.ts), each built and served on its own and measured alike:
// the build's time; the production server's start until it says it is ready; its memory after every page
// was asked for once and at its peak under load; the p99 latency of 50 connections asking for the sitemap's
// pages at random; the time an uncached render of the sitemap and of the listings takes; and a one-document
// publish: the time until a visitor sees it, and how many pages the server rendered again for it.
// A measurement, not a test. bench/growth.ts runs it alone, bench/run.ts as part of `npm run bench`.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { cpus, totalmem } from "node:os";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { stopProcess } from "../tests/harness/servers";
import { onePerKind, sitemapPaths } from "../tests/harness/site-pages";
import { GROWN_TYPES, type GrownSite, growSite } from "./growth-site";
import { measureThroughput, medianOf, sampleMemory, type Throughput } from "./load";

export interface GrowthOptions {
  readonly projectRoot: string;
  /** Multiples of the checkout's content, e.g. [1, 10, 100]. */
  readonly sizes: readonly number[];
  /** Seconds of load per size (after a 2 s warm-up). */
  readonly seconds: number;
  readonly connections: number;
  /** Load runs per size; each figure is the median of the runs. */
  readonly rounds: number;
  /** Keep each size's copy (its path is printed) instead of removing it. */
  readonly keep?: boolean;
  /** Where progress goes; default stderr. */
  readonly log?: (line: string) => void;
}

export interface RenderTiming {
  readonly path: string;
  /** The median of the renders, ms (time to the whole answer, on this machine's loopback). */
  readonly medianMs: number;
  readonly maxMs: number;
  readonly renders: number;
  /** Bytes of the answer. */
  readonly bytes: number;
  readonly problem: string | undefined;
}

export interface GrowthPublish {
  /** The edited document, relative to the copy. */
  readonly document: string;
  readonly path: string;
  /** From the publish call to its answer (the content taken, the refresh started). */
  readonly answeredMs: number | undefined;
  /** From the publish call to the first answer of `path` that shows the new title. */
  readonly visibleMs: number | undefined;
  /** The server's `publish.refreshed` event: pages rendered again and how long that took. */
  readonly pages: number | undefined;
  readonly durationMs: number | undefined;
  readonly problem: string | undefined;
}

export interface GrowthSize {
  readonly factor: number;
  readonly documents: number;
  readonly byType: GrownSite["byType"];
  /** Pages the sitemap lists. */
  readonly pages: number;
  readonly buildSeconds: number;
  /** From starting the server to its "▲ Lumbre on" line. */
  readonly readySeconds: number;
  /** The server's `start.rendered` event, when it logs one: pages it rendered before it was ready. */
  readonly startRendered: { readonly pages: number; readonly durationMs: number } | undefined;
  /** Every page of the sitemap once: its bytes, and gzipped (what a cache of every page would hold). */
  readonly pageBytes: { readonly html: number; readonly gzip: number };
  /** Resident memory once every page was asked for, and its peak under load. */
  readonly rssAfterFillBytes: number;
  readonly rssPeakBytes: number;
  /** V8's heap in use (the server's /metrics, nodejs_heap_size_used_bytes), after the fill and after the load. */
  readonly heapAfterFillBytes: number | undefined;
  readonly heapAfterLoadBytes: number | undefined;
  readonly load: Throughput;
  /** The server's error lines while it was measured: how many, and the first few distinct ones. */
  readonly serverErrors: { readonly count: number; readonly first: readonly string[] };
  readonly renders: readonly RenderTiming[];
  readonly publish: GrowthPublish;
}

export interface GrowthResults {
  readonly measuredAt: string;
  readonly machine: { readonly cpus: number; readonly memoryGiB: number; readonly node: string };
  readonly load: { readonly seconds: number; readonly connections: number; readonly rounds: number };
  readonly sizes: readonly GrowthSize[];
  readonly totalSeconds: number;
}

/** Ports this bench's servers take (the project's convention for benches: 4700-4799). */
const PORTS = { first: 4700, last: 4799 };
/** Generous: at 100x the server renders thousands of pages before it says it is ready. */
const READY_LIMIT_MS = 20 * 60_000;
const PUBLISH_LIMIT_MS = 5 * 60_000;
/** Renders timed per listing, each with its own query string, so the cache never answers. */
const RENDERS = 5;
/** The line the production server prints once it is ready (src/server/production/main.ts). */
const READY_LINE = "▲ Lumbre on";
/** A log event in the server's text lines (the bench asks for JSON ones: LOG_FORMAT=json). */
const TEXT_EVENT = /^\S+ INFO {2}(\S+)/;

const MB = 1024 * 1024;
/** What Chromium sends: the load asks as visitors' browsers do. */
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd" };

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function freeBenchPort(): Promise<number> {
  for (let port = PORTS.first; port <= PORTS.last; port += 1) if (await portIsFree(port)) return port;
  throw new Error(`no free port in ${PORTS.first}-${PORTS.last}`);
}

/** The server's entry as `npm start` runs it (`node <entry>`), or the build's usual one. */
async function serverEntry(root: string): Promise<string> {
  const scripts = (JSON.parse(await readFile(join(root, "package.json"), "utf8")) as { scripts?: unknown })
    .scripts as Record<string, string> | undefined;
  const named = /\bnode\s+(?:--\S+\s+)*(\S+\.m?js)\b/.exec(scripts?.start ?? "")?.[1];
  return join(root, named ?? join("dist", "server", "entry.mjs"));
}

/** The site's defaults, no third party configured, for the builds and the servers. */
function siteEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" };
  delete env.GTM_ID;
  delete env.REVIEWS_WIDGET_ID;
  return env;
}

function run(command: string, args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(command, args, { cwd, env: siteEnvironment(), stdio: ["ignore", "pipe", "pipe"] });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited ${code}\n${output}`)),
    );
  });
}

interface LogEvent {
  readonly event: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

/** One line of the server's log as an event, in either format; undefined for other lines. */
export function parseLogEvent(line: string): LogEvent | undefined {
  if (line.startsWith("{")) {
    try {
      const record = JSON.parse(line) as Record<string, unknown>;
      return typeof record.event === "string" ? { event: record.event, fields: record } : undefined;
    } catch {
      return undefined;
    }
  }
  const match = TEXT_EVENT.exec(line);
  if (!match?.[1]) return undefined;
  const fields: Record<string, unknown> = {};
  for (const [, key = "", value = ""] of line.matchAll(/ (\w+)=(\S+)/g)) {
    fields[key] = Number.isFinite(Number(value)) ? Number(value) : value;
  }
  return { event: match[1], fields };
}

interface BenchServer {
  readonly url: string;
  readonly pid: number;
  readonly readyMs: number;
  /** The first event of this name logged after `since` (a performance.now() instant). */
  event(name: string, since?: number): LogEvent | undefined;
  /** Error lines (level "error"): their number, and the first few distinct ones. */
  errors(): { count: number; first: string[] };
  /** A figure of the server's /metrics (Prometheus text), when it exposes it. */
  metric(name: string): Promise<number | undefined>;
  stop(): Promise<void>;
  output(): string;
}

/**
 * The production server on a copy, as `npm start` runs it (node on the build's entry, NODE_ENV=production),
 * with JSON log lines, no content poll (only the publish call brings a change), a publish secret of its
 * own, and no limit on renders by query string (the listings' render times are taken that way).
 */
async function startServer(root: string, secret: string): Promise<BenchServer> {
  const entry = await serverEntry(root);
  if (!existsSync(entry)) throw new Error(`no build at ${relative(root, entry)}`);
  const port = await freeBenchPort();
  const events: { at: number; event: LogEvent }[] = [];
  let tail = "";
  let partial = "";
  let readyAt: number | undefined;
  const metricsToken = randomBytes(24).toString("base64url");
  const errors: string[] = [];
  let errorCount = 0;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...siteEnvironment(),
      NODE_ENV: "production",
      PORT: String(port),
      LOG_FORMAT: "json",
      CONTENT_POLL_SECONDS: "0",
      CONTENT_WEBHOOK_SECRET: secret,
      QUERY_RENDERS_PER_MINUTE: "1000000",
      METRICS_TOKEN: metricsToken,
      SQLITE_PATH: join(root, "data", "lumbre.sqlite"),
      OUTBOX_DIR: join(root, "data", "outbox"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const take = (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (readyAt === undefined && line.includes(READY_LINE)) readyAt = performance.now();
      const event = parseLogEvent(line);
      // A line per request under load: only events and everything else that is not a request are kept.
      if (event?.event === "request") continue;
      if (event) events.push({ at: performance.now(), event });
      if (event?.fields.level === "error" || /\[ERROR\]| ERROR /.test(line.slice(0, 40))) {
        errorCount += 1;
        const error = event?.fields.error as { message?: unknown } | undefined;
        const said = `${event?.event ?? "error"}: ${String(error?.message ?? line)}`.slice(0, 300);
        if (errors.length < 5 && !errors.includes(said)) errors.push(said);
      }
      tail = `${tail}${line}\n`.slice(-20_000);
    }
  };
  child.stdout?.on("data", take);
  child.stderr?.on("data", take);
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  while (readyAt === undefined) {
    if (ended()) throw new Error(`the server exited (${child.exitCode ?? child.signalCode})\n${tail}`);
    if (performance.now() - started > READY_LIMIT_MS) {
      await stopProcess(child);
      throw new Error(`the server was not ready within ${READY_LIMIT_MS / 1000} s\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (child.pid === undefined) throw new Error("the server has no process id");
  return {
    url: `http://localhost:${port}`,
    pid: child.pid,
    readyMs: readyAt - started,
    event: (name, since = 0) =>
      events.find((entry) => entry.at >= since && entry.event.event === name)?.event,
    errors: () => ({ count: errorCount, first: [...errors] }),
    metric: async (name) => {
      try {
        const response = await fetch(`http://localhost:${port}/metrics`, {
          headers: { authorization: `Bearer ${metricsToken}` },
        });
        const text = await response.text();
        const value = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1];
        return response.ok && value !== undefined ? Number(value) : undefined;
      } catch {
        return undefined;
      }
    },
    stop: () => stopProcess(child),
    output: () => tail,
  };
}

/** Every path once, a few at a time: their bytes, plain and gzipped. */
async function askForAll(baseUrl: string, paths: readonly string[]): Promise<{ html: number; gzip: number }> {
  const queue = [...paths];
  let html = 0;
  let gzip = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const body = Buffer.from(await (await fetch(new URL(path, baseUrl))).arrayBuffer());
        html += body.byteLength;
        gzip += gzipSync(body).byteLength;
      }
    }),
  );
  return { html, gzip };
}

/** A path rendered `RENDERS` times past the cache (a query string the cache does not key on). */
async function timeRenders(baseUrl: string, path: string): Promise<RenderTiming> {
  const timings: number[] = [];
  let bytes = 0;
  let problem: string | undefined;
  for (let i = 0; i < RENDERS; i += 1) {
    const started = performance.now();
    const response = await fetch(new URL(`${path}?growth-bench=${Date.now().toString(36)}-${i}`, baseUrl));
    const body = await response.arrayBuffer();
    timings.push(performance.now() - started);
    bytes = body.byteLength;
    if (response.status !== 200) problem = `${path} answered ${response.status}`;
    else if (response.headers.get("x-lumbre-cache") === "hit") problem = `${path}: the cache answered`;
  }
  timings.sort((a, b) => a - b);
  return {
    path,
    medianMs: timings[Math.floor(timings.length / 2)] ?? 0,
    maxMs: timings.at(-1) ?? 0,
    renders: timings.length,
    bytes,
    problem,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

async function poll<T>(probe: () => Promise<T | undefined>, intervalMs: number): Promise<T | undefined> {
  const deadline = performance.now() + PUBLISH_LIMIT_MS;
  while (performance.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return undefined;
}

/**
 * One document published as an editor does on the embedded service: an original (not cloned) English
 * service's title changed in the copy's content/, then POST /api/publish with the publish secret, as
 * `npm run content:publish` calls it. The same service at every size.
 */
async function measurePublish(
  site: GrownSite,
  server: BenchServer,
  paths: readonly string[],
  secret: string,
): Promise<GrowthPublish> {
  const service = onePerKind(paths.filter((path) => !/-g\d+\/$/.test(path))).find(
    (page) => page.kind === "service" && page.locale === "en",
  );
  const slug = service?.path.split("/").filter(Boolean).at(-1);
  if (!service || !slug) throw new Error("the sitemap lists no English service page");
  const folder = join(site.root, "content", "documents", "service");
  let file: string | undefined;
  for (const name of (await readdir(folder)).filter((name) => name.endsWith(".en-us.json"))) {
    const document = JSON.parse(await readFile(join(folder, name), "utf8")) as { uid?: unknown };
    if (document.uid === slug) file = join(folder, name);
  }
  if (!file) throw new Error(`no English service document with uid ${slug}`);
  const document = JSON.parse(await readFile(file, "utf8")) as { data: { title: string } };
  const result = (fields: Partial<GrowthPublish>): GrowthPublish => ({
    document: relative(site.root, file),
    path: service.path,
    answeredMs: undefined,
    visibleMs: undefined,
    pages: undefined,
    durationMs: undefined,
    problem: undefined,
    ...fields,
  });
  const pageHtml = async () => (await fetch(new URL(service.path, server.url))).text();
  if (!(await pageHtml()).includes(escapeHtml(document.data.title))) {
    return result({ problem: `${service.path} does not show its title "${document.data.title}"` });
  }
  const revised = `${document.data.title}, revised ${Date.now().toString(36)}`;
  document.data.title = revised;
  await writeFile(file, `${JSON.stringify(document, null, 2)}\n`);

  const started = performance.now();
  const response = await fetch(new URL("/api/publish", server.url), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type: "api-update", secret }),
  });
  const answeredMs = performance.now() - started;
  if (response.status !== 202) {
    return result({
      answeredMs,
      problem: `POST /api/publish answered ${response.status}: ${await response.text()}`,
    });
  }
  const shown = await poll(async () => (await pageHtml()).includes(escapeHtml(revised)) || undefined, 20);
  const visibleMs = shown ? performance.now() - started : undefined;
  const refreshed = await poll(async () => server.event("publish.refreshed", started), 50);
  const number = (value: unknown) => (typeof value === "number" ? value : undefined);
  return result({
    answeredMs,
    visibleMs,
    pages: number(refreshed?.fields.pages),
    durationMs: number(refreshed?.fields.durationMs),
    problem:
      visibleMs === undefined
        ? `the new title was not on ${service.path} within ${PUBLISH_LIMIT_MS / 1000} s`
        : refreshed
          ? undefined
          : `no "publish.refreshed" event within ${PUBLISH_LIMIT_MS / 1000} s`,
  });
}

/** The listings whose render time grows with the content: the sitemap, the cases and the articles. */
function listingPaths(paths: readonly string[]): string[] {
  const en = onePerKind(paths).filter((page) => page.locale === "en");
  const listed = ["cases", "insights"].flatMap((kind) => en.find((page) => page.kind === kind)?.path ?? []);
  return ["/sitemap.xml", ...listed];
}

async function measureSize(options: GrowthOptions, factor: number): Promise<GrowthSize> {
  const log = options.log ?? ((line: string) => console.error(line));
  const site = await growSite(options.projectRoot, factor);
  log(`growth ${factor}x: ${site.documents} documents in ${site.root}`);
  let server: BenchServer | undefined;
  try {
    const buildStarted = performance.now();
    await run("npm", ["run", "--silent", "build"], site.root);
    const buildSeconds = (performance.now() - buildStarted) / 1000;
    log(`growth ${factor}x: built in ${buildSeconds.toFixed(1)} s; starting the server…`);

    const secret = randomBytes(24).toString("base64url");
    server = await startServer(site.root, secret);
    const running = server;
    const rendered = running.event("start.rendered");
    const paths = await sitemapPaths(running.url);
    log(`growth ${factor}x: ready in ${(running.readyMs / 1000).toFixed(1)} s; ${paths.length} pages`);

    // The uncached renders first, on a server that has nothing else to do.
    const renders: RenderTiming[] = [];
    for (const path of listingPaths(paths)) renders.push(await timeRenders(running.url, path));
    log(
      `growth ${factor}x: renders ${renders.map((r) => `${r.path} ${r.medianMs.toFixed(0)} ms`).join(", ")}`,
    );

    const pageBytes = await askForAll(running.url, paths);
    const afterFill = sampleMemory(running.pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rssAfterFillBytes = await afterFill.stop();
    const heapAfterFillBytes = await running.metric("nodejs_heap_size_used_bytes");

    const memory = sampleMemory(running.pid);
    const runs: Throughput[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      runs.push(
        await measureThroughput(running.url, paths, options.seconds, options.connections, {
          random: true,
          headers: BROWSER_HEADERS,
          serverPid: running.pid,
        }),
      );
    }
    const load = medianOf(runs);
    const rssPeakBytes = await memory.stop();
    const heapAfterLoadBytes = await running.metric("nodejs_heap_size_used_bytes");
    log(
      `growth ${factor}x: ${load.requestsPerSecond.toFixed(0)} req/s, p99 ${load.p99} ms, ` +
        `peak RSS ${(rssPeakBytes / MB).toFixed(0)} MB; publishing…`,
    );

    const publish = await measurePublish(site, running, paths, secret);
    log(
      `growth ${factor}x: publish visible in ${publish.visibleMs?.toFixed(0) ?? "—"} ms, ` +
        `${publish.pages ?? "?"} pages rendered again${publish.problem ? ` (${publish.problem})` : ""}`,
    );
    const number = (value: unknown) => (typeof value === "number" ? value : 0);
    return {
      factor,
      documents: site.documents,
      byType: site.byType,
      pages: paths.length,
      buildSeconds,
      readySeconds: running.readyMs / 1000,
      startRendered: rendered
        ? { pages: number(rendered.fields.pages), durationMs: number(rendered.fields.durationMs) }
        : undefined,
      pageBytes,
      rssAfterFillBytes,
      rssPeakBytes,
      heapAfterFillBytes,
      heapAfterLoadBytes,
      load,
      serverErrors: running.errors(),
      renders,
      publish,
    };
  } finally {
    await server?.stop();
    if (options.keep) log(`growth ${factor}x: kept ${site.root}`);
    else await site.remove();
  }
}

/**
 * Every size in turn; `onSize` hears the results so far after each (a long run that fails at 100x keeps
 * what it measured before).
 */
export async function measureGrowth(
  options: GrowthOptions,
  onSize?: (sofar: GrowthResults) => Promise<void>,
): Promise<GrowthResults> {
  const started = performance.now();
  const sizes: GrowthSize[] = [];
  const results = (): GrowthResults => ({
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, memoryGiB: Math.round(totalmem() / 1024 ** 3), node: process.version },
    load: { seconds: options.seconds, connections: options.connections, rounds: options.rounds },
    sizes,
    totalSeconds: (performance.now() - started) / 1000,
  });
  for (const factor of options.sizes) {
    sizes.push(await measureSize(options, factor));
    await onSize?.(results());
  }
  return results();
}

const mb = (bytes: number) => (bytes / MB).toFixed(0);
const heap = (bytes: number | undefined) => (bytes === undefined ? "—" : `${mb(bytes)} MB`);
const ms = (value: number | undefined) => (value === undefined ? "—" : value.toFixed(0));

/** The report: two tables (serving; publishing and renders) and what they show. */
export function growthMarkdown(results: GrowthResults): string {
  const { sizes } = results;
  const listings = [...new Set(sizes.flatMap((size) => size.renders.map((render) => render.path)))];
  const types = Object.entries(GROWN_TYPES) as [keyof typeof GROWN_TYPES, string][];
  const lines = [
    "# The cost of growth (issue 38)",
    "",
    `Measured ${results.measuredAt} on ${results.machine.cpus} cores, ${results.machine.memoryGiB} GiB, Node ` +
      `${results.machine.node}, in ${(results.totalSeconds / 60).toFixed(1)} min, by ` +
      "`npx tsx --import ./scripts/server-only.mjs bench/growth.ts` (also part of `npm run bench`). Each size " +
      "is a copy of the site under the system's temporary folder whose content/ has that many times the " +
      "checkout's case studies, archive projects, services and articles (clones of each, in both languages, " +
      "with their pages in the copy's route table), built with `npm run build` and served as `npm start` " +
      `serves it. Documents, both languages: ${types
        .map(([type, name]) => `${name} ${sizes.map((size) => size.byType[type]).join(" → ")}`)
        .join("; ")}.`,
    "",
    "## Serving",
    "",
    `Load: ${results.load.connections} connections for ${results.load.seconds} s (after a 2 s warm-up), each ` +
      "request for one of the sitemap's pages at random, taking gzip as every browser does; the median of " +
      `${results.load.rounds} run(s). Server CPU: the server process's CPU time (user and system) per ` +
      "answer over a run: the load generator shares the machine's cores, and where every page is kept it, " +
      "not the server, is the limit of req/s. Start → " +
      "ready: until the server prints its ready line, with the pages it rendered first (its `start.rendered` " +
      "event). Pages' bytes: every page once, as rendered and gzipped (what the route cache holds of every " +
      "page is the gzip). " +
      "Heap: V8's heap in use, from the server's /metrics. Failed: autocannon's errors, timeouts (10 s) " +
      "and answers other than 2xx, over all runs.",
    "",
    "| size | documents | pages | build | start → ready (pages rendered) | pages' bytes (gzip) | RSS (heap), every page asked once | RSS peak under load (heap after) | req/s | server CPU per answer | p50 | p99 | failed (timeouts, non-2xx) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...sizes.map(
      (size) =>
        `| ${size.factor}x | ${size.documents} | ${size.pages} | ${size.buildSeconds.toFixed(1)} s | ` +
        `${size.readySeconds.toFixed(1)} s (${size.startRendered?.pages ?? "—"}) | ` +
        `${mb(size.pageBytes.html)} MB (${mb(size.pageBytes.gzip)} MB) | ` +
        `${mb(size.rssAfterFillBytes)} MB (${heap(size.heapAfterFillBytes)}) | ` +
        `${mb(size.rssPeakBytes)} MB (${heap(size.heapAfterLoadBytes)}) | ` +
        `${size.load.requestsPerSecond.toFixed(0)} | ` +
        `${size.load.serverCpuMs === undefined ? "—" : `${size.load.serverCpuMs.toFixed(2)} ms`} | ` +
        `${size.load.p50} ms | ${size.load.p99} ms | ` +
        `${size.load.errors} (${size.load.timeouts ?? "?"}, ${size.load.non2xx ?? "?"}) |`,
    ),
    "",
    "## Publishing and uncached renders",
    "",
    "A publish: an English service's title changed in the copy's content/ and POST /api/publish called (as " +
      "`npm run content:publish` does); answered: the call's 202 (content read and checked again); visible: " +
      "until a GET of the service's page shows the new title; rendered again: the server's " +
      "`publish.refreshed` event (`pages`, `durationMs`). Renders: the median of " +
      `${RENDERS} requests, each with a query string the cache does not key on.`,
    "",
    `| size | publish answered | → visible | pages rendered again (of the sitemap's) | refresh | ${listings.map((path) => `render ${path}`).join(" | ")} |`,
    `|---|---:|---:|---:|---:|${listings.map(() => "---:").join("|")}|`,
    ...sizes.map((size) => {
      const cells = listings.map((path) => {
        const render = size.renders.find((candidate) => candidate.path === path);
        return render ? `${ms(render.medianMs)} ms (${(render.bytes / 1024).toFixed(0)} KB)` : "—";
      });
      return (
        `| ${size.factor}x | ${ms(size.publish.answeredMs)} ms | ${ms(size.publish.visibleMs)} ms | ` +
        `${size.publish.pages ?? "—"} (of ${size.pages}) | ${ms(size.publish.durationMs)} ms | ${cells.join(" | ")} |`
      );
    }),
    "",
    "## What it shows",
    "",
    ...findings(results),
  ];
  const problems = sizes.flatMap((size) => [
    ...(size.publish.problem ? [`${size.factor}x publish: ${size.publish.problem}`] : []),
    ...size.renders.flatMap((render) =>
      render.problem ? [`${size.factor}x render: ${render.problem}`] : [],
    ),
    ...(size.load.errors > 0
      ? [
          `${size.factor}x load: ${size.load.errors} failed requests (${size.load.timeouts ?? "?"} timeouts, ` +
            `${size.load.non2xx ?? "?"} non-2xx); answers by status: ` +
            Object.entries(size.load.statuses ?? {})
              .map(([status, count]) => `${status} × ${count}`)
              .join(", "),
        ]
      : []),
    ...(size.serverErrors.count > 0
      ? [
          `${size.factor}x server: ${size.serverErrors.count} error line(s), first: ` +
            size.serverErrors.first.map((error) => `\`${error.replace(/`/g, "'")}\``).join("; "),
        ]
      : []),
  ]);
  if (problems.length > 0) lines.push("", "## Problems", "", ...problems.map((problem) => `- ${problem}`));
  return lines.join("\n");
}

function findings(results: GrowthResults): string[] {
  const { sizes } = results;
  const first = sizes[0];
  const last = sizes.at(-1);
  const before = sizes.at(-2);
  if (!first || !last || !before || sizes.length < 2) return ["- One size only: nothing to compare."];
  const rendered = sizes.map((size) => size.publish.pages);
  const sameRendered = rendered.every((pages) => pages !== undefined && pages === rendered[0]);
  // What the route cache holds of a page (browsers take gzip; the page as rendered once one does not).
  const cached = (size: GrowthSize) => size.pageBytes.gzip;
  // The last step: does memory follow the pages, or stay where the cache's budget holds it?
  const rssStep = last.rssPeakBytes - before.rssPeakBytes;
  const pagesStep = cached(last) - cached(before);
  return [
    `- Pages: ${sizes.map((size) => size.pages).join(" → ")} (${(last.pages / first.pages).toFixed(1)}x).`,
    `- A one-document publish rendered again ${rendered.map((pages) => pages ?? "?").join(" → ")} page(s): ` +
      (sameRendered
        ? "the same at every size, only the pages that read the document."
        : "it grows with the content: pages that read many documents (past the site's limit of reads per " +
          "page a page depends on everything) or list the document's whole type are rendered again too."),
    `- Peak memory under load: ${sizes.map((size) => `${mb(size.rssPeakBytes)} MB`).join(" → ")}; every page ` +
      `once, gzipped (what the route cache holds of it): ${sizes.map((size) => `${mb(cached(size))} MB`).join(" → ")}. From ` +
      `${before.factor}x to ${last.factor}x memory grew ${mb(rssStep)} MB for ${mb(pagesStep)} MB more pages: ` +
      (rssStep < pagesStep / 2
        ? "it is bounded by the cache's configured size, not the number of pages."
        : "it grows with the content (the embedded content service holds every document in memory, the " +
          "page index every path), not with the route cache, which its budget bounds."),
    `- Server CPU per answer under load: ${sizes
      .map((size) => (size.load.serverCpuMs === undefined ? "—" : `${size.load.serverCpuMs.toFixed(2)} ms`))
      .join(" → ")}: an answer from the route cache costs a fraction of a millisecond, a render tens; ` +
      "past the cache's budget, more answers are renders.",
    `- Time to visitors after a publish: ${sizes.map((size) => `${ms(size.publish.visibleMs)} ms`).join(" → ")}; ` +
      `p99 under load: ${sizes.map((size) => `${size.load.p99} ms`).join(" → ")}; start until ready: ` +
      `${sizes.map((size) => `${size.readySeconds.toFixed(1)} s`).join(" → ")}; build: ` +
      `${sizes.map((size) => `${size.buildSeconds.toFixed(0)} s`).join(" → ")}.`,
  ];
}

/** Writes bench/growth.md and bench/growth.json; returns the report. */
export async function writeGrowthReport(projectRoot: string, results: GrowthResults): Promise<string> {
  const report = growthMarkdown(results);
  await writeFile(join(projectRoot, "bench", "growth.md"), `${report}\n`);
  await writeFile(join(projectRoot, "bench", "growth.json"), `${JSON.stringify(results, null, 2)}\n`);
  return report;
}
