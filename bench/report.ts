// What `npm run bench` measured, the budgets it is held to (DESIGN.md §8), and the markdown it prints.
import type { PageOfKind } from "../tests/harness/site-pages";
import { CATEGORIES, type Category, type LighthouseResult } from "./lighthouse";
import type { Throughput } from "./load";
import type { PageScripts } from "./page-scripts";
import type { PublishResult } from "./publish";

/** The Next.js site's last full run, kept as the record from before the move to Astro. */
export const BEFORE = { markdown: "bench/results-next.md", json: "bench/results-next.json" } as const;

export interface PageResult extends PageOfKind {
  readonly lighthouse: LighthouseResult;
  /** The same page with its scripts removed (bench/without-scripts.ts), in the same run. */
  readonly withoutScripts: LighthouseResult;
  /** Script elements and preloads removed for that baseline. */
  readonly scriptsRemoved: number;
  readonly scripts: PageScripts;
}

export interface BenchResults {
  readonly measuredAt: string;
  /** The options of the run (`npm run bench -- …`), so a partial run says it is one. */
  readonly options: string;
  readonly machine: { readonly cpus: number; readonly node: string };
  readonly load: { readonly seconds: number; readonly connections: number; readonly rounds?: number };
  /** Undefined with --skip-build. */
  readonly buildSeconds: number | undefined;
  readonly pages: readonly PageResult[];
  readonly throughput: {
    /** Every page path of the sitemap (of the kinds measured). */
    readonly paths: number;
    readonly production: Throughput;
    readonly bareStatic: Throughput;
    readonly ratio: number;
  };
  readonly images: {
    readonly heaviest640: { readonly src: string; readonly bytes: number };
    readonly ipxHit: Throughput;
    readonly clientFile: Throughput;
    readonly bareStatic: Throughput;
    readonly ratio: number;
  };
  readonly publish: PublishResult;
  readonly peakRssBytes: number;
}

export interface Budget {
  readonly name: string;
  readonly measured: string;
  readonly limit: string;
  readonly ok: boolean;
}

const KB = 1024;
/** Lighthouse: every category at 100, and no category more than 2 points below the page without scripts. */
const SCORE = 100;
const SCORE_GAP = 2;
/** Content pages request no script before their load event; the contact page's scripts in all. */
const CONTACT_JS_BUDGET = 100 * KB;
/** The production server against a bare static server on the same HTML, and its p99 at that load. */
const STATIC_RATIO = 0.95;
const P99_MS = 25;
/** Issue 7: the home page's largest image at 640 w, and a cached /_ipx hit against static bytes. */
const IMAGE_BUDGET = 100 * KB;
const IPX_RATIO = 0.5;
/** A publish reaches visitors within a minute. */
const PUBLISH_MS = 60_000;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const scores = (result: LighthouseResult) => CATEGORIES.map((category) => result.scores[category]);
/** How far each category of the page is below the same page without scripts (negative: above it). */
export const gaps = (page: PageResult): Record<Category, number> =>
  Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      page.withoutScripts.scores[category] - page.lighthouse.scores[category],
    ]),
  ) as Record<Category, number>;
const widestGap = (page: PageResult) => Math.max(...Object.values(gaps(page)));

export function evaluateBudgets(results: BenchResults): Budget[] {
  const budgets: Budget[] = [];
  for (const page of results.pages) {
    budgets.push(
      {
        name: `Lighthouse 100 × 4 on ${page.path}`,
        measured: scores(page.lighthouse).join(" / "),
        limit: `${SCORE} / ${SCORE} / ${SCORE} / ${SCORE}`,
        ok: scores(page.lighthouse).every((score) => score >= SCORE),
      },
      {
        name: `Lighthouse on ${page.path} against the page without scripts`,
        measured: `${scores(page.lighthouse).join("/")} vs ${scores(page.withoutScripts).join("/")}`,
        limit: `≤ ${SCORE_GAP} points below, each`,
        ok: widestGap(page) <= SCORE_GAP,
      },
    );
    if (page.kind === "contact") {
      budgets.push({
        name: `all scripts of ${page.path} (gzip, the first step's chunks included)`,
        measured: kb(page.scripts.all.gzipBytes),
        limit: `< ${kb(CONTACT_JS_BUDGET)}`,
        ok: page.scripts.all.gzipBytes < CONTACT_JS_BUDGET,
      });
    } else {
      budgets.push({
        name: `scripts requested before the load event on ${page.path}`,
        measured: `${page.scripts.beforeLoad.files} (${kb(page.scripts.beforeLoad.gzipBytes)})`,
        limit: "0",
        ok: page.scripts.beforeLoad.files === 0,
      });
    }
  }
  const { throughput, images, publish } = results;
  budgets.push(
    {
      name: `pages: production server ÷ bare static server (${throughput.paths} paths)`,
      measured: throughput.ratio.toFixed(2),
      limit: `≥ ${STATIC_RATIO}`,
      ok: throughput.ratio >= STATIC_RATIO,
    },
    {
      name: `pages: production server's p99 at ${results.load.connections} connections`,
      measured: `${throughput.production.p99} ms`,
      limit: `≤ ${P99_MS} ms`,
      ok: throughput.production.p99 <= P99_MS,
    },
    {
      name: "no error under load (pages, images)",
      measured: String(throughput.production.errors + images.ipxHit.errors + images.clientFile.errors),
      limit: "0",
      ok: throughput.production.errors + images.ipxHit.errors + images.clientFile.errors === 0,
    },
    {
      name: `home page's largest image at 640 w (${images.heaviest640.src})`,
      measured: kb(images.heaviest640.bytes),
      limit: `≤ ${kb(IMAGE_BUDGET)}`,
      ok: images.heaviest640.bytes <= IMAGE_BUDGET,
    },
    {
      name: "cached /_ipx hit ÷ the same bytes from a bare static server",
      measured: images.ratio.toFixed(2),
      limit: `≥ ${IPX_RATIO}`,
      ok: images.ratio >= IPX_RATIO,
    },
    {
      name: `a publish's time to visitors (${publish.path})`,
      measured: publish.visibleMs === undefined ? "never" : `${(publish.visibleMs / 1000).toFixed(2)} s`,
      limit: `< ${PUBLISH_MS / 1000} s`,
      ok: publish.visibleMs !== undefined && publish.visibleMs < PUBLISH_MS,
    },
  );
  return budgets;
}

const row = (cells: readonly (string | number)[]) => `| ${cells.join(" | ")} |`;
const int = (value: number) => Math.round(value).toLocaleString("en-US");
const loadRow = (name: string, result: Throughput) =>
  row([name, int(result.requestsPerSecond), result.p50, result.p99, int(result.requests), result.errors]);
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

export function markdownReport(results: BenchResults, budgets: readonly Budget[]): string {
  const lines: string[] = [];
  const { throughput, images, publish, load } = results;
  lines.push(
    `## Lumbre bench (Astro) — ${results.measuredAt.slice(0, 16).replace("T", " ")} UTC, ${results.machine.cpus} CPUs, Node ${results.machine.node}`,
    "",
    `Run: \`npm run bench${results.options ? ` -- ${results.options}` : ""}\`.`,
    "",
    `Before the move to Astro: the Next.js 16 site's last full run is kept in \`${BEFORE.markdown}\` ` +
      `(data: \`${BEFORE.json}\`).`,
    "",
    `Clean build (\`rm -rf dist public/_ipx && npm run build\`): ${results.buildSeconds === undefined ? "not run (--skip-build)" : `${results.buildSeconds.toFixed(0)} s`}. ` +
      `Peak memory of the production server under load: ${(results.peakRssBytes / KB / KB).toFixed(0)} MB.`,
    "",
    "### Lighthouse (mobile, simulated throttling, median of 3 runs): the page, and the same page without scripts",
    "",
    "Scores are performance / accessibility / best practices / SEO. Δ: how many points the page is below " +
      "the page without scripts in its worst category (negative: above).",
    "",
    row([
      "page",
      "kind",
      "lang",
      "page",
      "perf runs",
      "without scripts",
      "perf runs",
      "Δ",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
    ]),
    row(["---", "---", "---", "---", "---", "---", "---", "---:", "---:", "---:", "---:", "---:"]),
  );
  for (const page of results.pages) {
    const { metrics } = page.lighthouse;
    lines.push(
      row([
        page.path,
        page.kind,
        page.locale,
        scores(page.lighthouse).join("/"),
        page.lighthouse.runs.join(" "),
        scores(page.withoutScripts).join("/"),
        page.withoutScripts.runs.join(" "),
        signed(widestGap(page)),
        int(metrics.fcp),
        int(metrics.lcp),
        int(metrics.tbt),
        metrics.cls.toFixed(3),
      ]),
    );
  }
  lines.push(
    "",
    "### Scripts (Chromium: requests of type script, gzip level 6 per file)",
    "",
    "Before load: requested before the load event. Hydrated: after load, idle, scrolled through (every " +
      "`client:late` island). All: plus the first step, a visitor reaching for each island's trigger and " +
      "each control (hover, focus), which fetches the lazily loaded chunks.",
    "",
    row(["page", "before load", "hydrated", "all", "files", "islands left"]),
    row(["---", "---:", "---:", "---:", "---:", "---"]),
  );
  for (const page of results.pages) {
    const { scripts } = page;
    lines.push(
      row([
        page.path,
        `${scripts.beforeLoad.files} (${kb(scripts.beforeLoad.gzipBytes)})`,
        kb(scripts.hydrated.gzipBytes),
        kb(scripts.all.gzipBytes),
        scripts.all.files,
        scripts.unhydrated.length === 0 ? "none" : scripts.unhydrated.join(", "),
      ]),
    );
  }
  lines.push(
    "",
    `### Throughput (${load.connections} connections, ${load.seconds} s after a 2 s warm-up, same run)`,
    "",
    ...(load.rounds === undefined
      ? []
      : [
          `Each pair (a production server's target and the bare server's) measured in turns over ${load.rounds} rounds; ` +
            "each figure is the median of its rounds, errors are all of them.",
          "",
        ]),
    row(["target", "req/s", "p50 ms", "p99 ms", "requests", "errors"]),
    row(["---", "---:", "---:", "---:", "---:", "---:"]),
    loadRow(`every page path (${throughput.paths}), production server`, throughput.production),
    loadRow("the same HTML, bare static server (node:http)", throughput.bareStatic),
    loadRow(`cached /_ipx hit (${images.heaviest640.src} at 640 w)`, images.ipxHit),
    loadRow("the same bytes as a client file of the build, production server", images.clientFile),
    loadRow("the same bytes, bare static server (node:http)", images.bareStatic),
    "",
    "### Publishing",
    "",
    `${publish.document} (${publish.path}) edited in a copy of the site, every one of its ` +
      `${publish.cachedPages} sitemap pages in the shared cache, then POST /api/publish: the new title ` +
      `reached visitors in ${publish.visibleMs === undefined ? "—" : `${int(publish.visibleMs)} ms`}; ` +
      (publish.renderedAgain
        ? `the server rendered ${publish.renderedAgain.pages} page${publish.renderedAgain.pages === 1 ? "" : "s"} again in ${int(publish.renderedAgain.ms)} ms.`
        : "the server logged no refresh."),
    ...(publish.problem ? ["", `Problem: ${publish.problem}`] : []),
    "",
    "### Budgets",
    "",
    row(["budget", "measured", "limit", "verdict"]),
    row(["---", "---:", "---:", "---"]),
    ...budgets.map((budget) =>
      row([budget.name, budget.measured, budget.limit, budget.ok ? "ok" : "**MISSED**"]),
    ),
  );
  const unscored = results.pages.flatMap((page) =>
    [
      [page.path, page.lighthouse.problem],
      [`${page.path} without scripts`, page.withoutScripts.problem],
    ].filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  if (unscored.length > 0) {
    lines.push("", "### Lighthouse runs without a score", "");
    for (const [name, problem] of unscored) lines.push(`- ${name}: ${problem}`);
  }
  const failing = results.pages.filter((page) => page.lighthouse.failing.length > 0);
  if (failing.length > 0) {
    lines.push("", "### Lighthouse audits below 0.9 (the page)", "");
    for (const page of failing) lines.push(`- ${page.path}: ${page.lighthouse.failing.join(", ")}`);
  }
  const beforeLoad = results.pages.filter((page) => page.scripts.beforeLoad.files > 0);
  if (beforeLoad.length > 0) {
    lines.push("", "### Scripts requested before the load event", "");
    for (const page of beforeLoad) {
      const files = page.scripts.files.filter((file) => file.phase === "before-load");
      lines.push(`- ${page.path}: ${files.map((file) => `${file.url} (${kb(file.gzipBytes)})`).join(", ")}`);
    }
  }
  for (const page of results.pages.filter((measured) => measured.kind === "contact")) {
    lines.push(
      "",
      `### The scripts of ${page.path}`,
      "",
      row(["file", "when", "gzip"]),
      row(["---", "---", "---:"]),
    );
    for (const file of page.scripts.files) lines.push(row([file.url, file.phase, kb(file.gzipBytes)]));
  }
  return lines.join("\n");
}
