// What `npm run bench` measured, the budgets it is held to, and the markdown it prints.
import type { PageOfKind } from "../tests/harness/site-pages";
import { CATEGORIES, type LighthouseResult } from "./lighthouse";
import type { Throughput } from "./load";

export interface PageResult extends PageOfKind {
  readonly jsGzipBytes: number;
  readonly scriptFiles: number;
  readonly lighthouse: LighthouseResult;
}

export interface BenchResults {
  readonly measuredAt: string;
  readonly machine: { readonly cpus: number; readonly node: string };
  readonly load: { readonly seconds: number; readonly connections: number };
  /** Undefined with --skip-build. */
  readonly buildSeconds: number | undefined;
  readonly pages: readonly PageResult[];
  readonly throughput: {
    readonly production: Throughput;
    readonly bareStatic: Throughput;
    /** Plain `next start`, without the shared cache: for reference. */
    readonly nextStart: Throughput;
    readonly ratio: number;
  };
  readonly images: {
    readonly heaviest640: { readonly src: string; readonly bytes: number };
    readonly ipxHit: Throughput;
    readonly publicFile: Throughput;
    readonly bareStatic: Throughput;
    readonly ratio: number;
  };
  readonly peakRssBytes: number;
}

export interface Budget {
  readonly name: string;
  readonly measured: string;
  readonly limit: string;
  readonly ok: boolean;
}

const KB = 1024;
/** JavaScript per content page (gzip), and the contact page's larger allowance. */
const JS_BUDGET = 160 * KB;
const CONTACT_JS_BUDGET = 200 * KB;
/** Static pages at half a plain static server's throughput or more. */
const STATIC_RATIO = 0.5;
/** Issue 7: the home page's largest image at 640 w, and a cached /_ipx hit against static bytes. */
const IMAGE_BUDGET = 100 * KB;
const IPX_RATIO = 0.5;

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function evaluateBudgets(results: BenchResults): Budget[] {
  const budgets: Budget[] = [];
  for (const page of results.pages) {
    const low = CATEGORIES.filter((category) => page.lighthouse.scores[category] < 100);
    budgets.push({
      name: `Lighthouse 100 × 4 on ${page.path}`,
      measured: CATEGORIES.map((category) => page.lighthouse.scores[category]).join(" / "),
      limit: "100 / 100 / 100 / 100",
      ok: low.length === 0,
    });
    const limit = page.kind === "contact" ? CONTACT_JS_BUDGET : JS_BUDGET;
    budgets.push({
      name: `JavaScript on ${page.path}`,
      measured: kb(page.jsGzipBytes),
      limit: `≤ ${kb(limit)}`,
      ok: page.jsGzipBytes <= limit,
    });
  }
  const { throughput, images } = results;
  budgets.push(
    {
      name: "pre-rendered pages: production server ÷ bare static server",
      measured: throughput.ratio.toFixed(2),
      limit: `≥ ${STATIC_RATIO}`,
      ok: throughput.ratio >= STATIC_RATIO,
    },
    {
      name: "no error under load (pages, images)",
      measured: String(
        throughput.production.errors +
          images.ipxHit.errors +
          images.publicFile.errors +
          throughput.nextStart.errors,
      ),
      limit: "0",
      ok: throughput.production.errors + images.ipxHit.errors + throughput.nextStart.errors === 0,
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
  );
  return budgets;
}

const row = (cells: readonly (string | number)[]) => `| ${cells.join(" | ")} |`;
const int = (value: number) => Math.round(value).toLocaleString("en-US");
const loadRow = (name: string, result: Throughput) =>
  row([name, int(result.requestsPerSecond), result.p50, result.p99, int(result.requests), result.errors]);

export function markdownReport(results: BenchResults, budgets: readonly Budget[]): string {
  const lines: string[] = [];
  lines.push(
    `## Lumbre bench — ${results.measuredAt.slice(0, 16).replace("T", " ")} UTC, ${results.machine.cpus} CPUs, Node ${results.machine.node}`,
    "",
    `Clean build: ${results.buildSeconds === undefined ? "not run (--skip-build)" : `${results.buildSeconds.toFixed(0)} s`}. ` +
      `Peak memory of the production server under load: ${(results.peakRssBytes / KB / KB).toFixed(0)} MB.`,
    "",
    "### Pages (Lighthouse mobile, median of 3 runs: performance / accessibility / best practices / SEO)",
    "",
    row([
      "page",
      "kind",
      "lang",
      "perf",
      "runs",
      "a11y",
      "best",
      "SEO",
      "FCP ms",
      "LCP ms",
      "TBT ms",
      "CLS",
      "JS gzip",
    ]),
    row(["---", "---", "---", "---:", "---", "---:", "---:", "---:", "---:", "---:", "---:", "---:", "---:"]),
  );
  for (const page of results.pages) {
    const { scores, metrics } = page.lighthouse;
    lines.push(
      row([
        page.path,
        page.kind,
        page.locale,
        scores.performance,
        page.lighthouse.runs.join(" "),
        scores.accessibility,
        scores["best-practices"],
        scores.seo,
        int(metrics.fcp),
        int(metrics.lcp),
        int(metrics.tbt),
        metrics.cls.toFixed(3),
        kb(page.jsGzipBytes),
      ]),
    );
  }
  const { throughput, images, load } = results;
  lines.push(
    "",
    `### Throughput (${load.connections} connections, ${load.seconds} s after a 2 s warm-up, same run)`,
    "",
    row(["target", "req/s", "p50 ms", "p99 ms", "requests", "errors"]),
    row(["---", "---:", "---:", "---:", "---:", "---:"]),
    loadRow(`pre-rendered pages (${results.pages.length}), production server`, throughput.production),
    loadRow("the same HTML, bare static server (node:http)", throughput.bareStatic),
    loadRow("the same pages, plain `next start` (reference)", throughput.nextStart),
    loadRow(`cached /_ipx hit (${images.heaviest640.src} at 640 w)`, images.ipxHit),
    loadRow("the same bytes from public/, production server", images.publicFile),
    loadRow("the same bytes, bare static server (node:http)", images.bareStatic),
    "",
    "### Budgets",
    "",
    row(["budget", "measured", "limit", "verdict"]),
    row(["---", "---:", "---:", "---"]),
    ...budgets.map((budget) =>
      row([budget.name, budget.measured, budget.limit, budget.ok ? "ok" : "**MISSED**"]),
    ),
  );
  const unscored = results.pages.filter((page) => page.lighthouse.problem !== undefined);
  if (unscored.length > 0) {
    lines.push("", "### Lighthouse runs without a score", "");
    for (const page of unscored) lines.push(`- ${page.path}: ${page.lighthouse.problem}`);
  }
  const failing = results.pages.filter((page) => page.lighthouse.failing.length > 0);
  if (failing.length > 0) {
    lines.push("", "### Lighthouse audits below 0.9", "");
    for (const page of failing) lines.push(`- ${page.path}: ${page.lighthouse.failing.join(", ")}`);
  }
  return lines.join("\n");
}
