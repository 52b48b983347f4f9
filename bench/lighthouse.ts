// Lighthouse (mobile, its default: simulated slow 4G and a 4x slower CPU) in Debian's Chromium.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  /** 0–100 per category; 0 when Lighthouse could not score it (see `problem`). */
  readonly scores: Record<Category, number>;
  /** Why a category has no score, e.g. Chrome's trace held no LCP (NO_LCP). */
  readonly problem: string | undefined;
  /** Milliseconds, except CLS. */
  readonly metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** The audits that cost points, for the report. */
  readonly failing: readonly string[];
  /** The performance score of every run this result is the median of. */
  readonly runs: readonly number[];
}

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface LighthouseRunner {
  /** The median run of `runs` (by performance score), as PageSpeed users compare: one run is noise. */
  run(url: string, runs?: number): Promise<LighthouseResult>;
  close(): Promise<void>;
}

export async function startLighthouse(chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium") {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const runOnce = async (url: string): Promise<LighthouseResult> => {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          (audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "numeric"),
      )
      .map((audit) => audit.id);
    const unscored = CATEGORIES.filter((category) => lhr.categories[category]?.score === null);
    const lcpError = lhr.audits["largest-contentful-paint"]?.errorMessage;
    return {
      problem:
        unscored.length > 0
          ? `${unscored.join(", ")} not scored: ${lcpError ?? "see the report"}`
          : undefined,
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
      },
      metrics: {
        fcp: metric("first-contentful-paint"),
        lcp: metric("largest-contentful-paint"),
        tbt: metric("total-blocking-time"),
        cls: metric("cumulative-layout-shift"),
        si: metric("speed-index"),
      },
      failing,
      runs: [score("performance")],
    };
  };
  // Chromium's trace sometimes misses the navigation (NO_NAVSTART, NO_LCP): such a run is repeated,
  // up to three times, and reported as unscored only if it never succeeds.
  const scoredRun = async (url: string): Promise<LighthouseResult> => {
    let last: LighthouseResult | undefined;
    let error: unknown;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        last = await runOnce(url);
        if (last.problem === undefined) return last;
      } catch (caught) {
        error = caught;
      }
    }
    if (last) return last;
    throw error;
  };
  const runner: LighthouseRunner = {
    async run(url, runs = 3) {
      const results: LighthouseResult[] = [];
      for (let index = 0; index < runs; index += 1) results.push(await scoredRun(url));
      const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      if (!median) throw new Error("Lighthouse: no run");
      return { ...median, runs: results.map((result) => result.scores.performance) };
    },
    async close() {
      chrome.kill();
    },
  };
  return runner;
}
