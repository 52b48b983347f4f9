// The scripts a page requests, as Chromium (Playwright, Debian's build) sees them: which ones before the
// load event, which ones once its islands have hydrated, and which ones once a visitor reaches for its
// controls (the first step: every island waiting for an intent, every control's hover and focus, which
// is when lazily loaded chunks such as the contact page's booking steps are fetched). Each file is
// counted once, by its gzip size at level 6 (as the production server's shared cache compresses).
import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Page } from "@playwright/test";

export interface ScriptFile {
  readonly url: string;
  readonly gzipBytes: number;
  /** When the page asked for it: before its load event, while it hydrated, or in the first step. */
  readonly phase: "before-load" | "hydration" | "first-step";
}

export interface ScriptTotal {
  readonly files: number;
  readonly gzipBytes: number;
}

export interface PageScripts {
  readonly beforeLoad: ScriptTotal;
  /** Before load and during hydration (load, idle, scrolled through: every `client:late` island). */
  readonly hydrated: ScriptTotal;
  /** Everything, the first step's chunks included. */
  readonly all: ScriptTotal;
  readonly files: readonly ScriptFile[];
  /** Islands (component URLs) still waiting for their trigger at the end: none is expected. */
  readonly unhydrated: readonly string[];
}

export interface ScriptProbe {
  measure(url: string): Promise<PageScripts>;
  close(): Promise<void>;
}

const CHROME_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** How long each step may take before the probe goes on: a bound on a stuck page, not a measurement. */
const STEP_TIMEOUT_MS = 15_000;
/** Network quiet for this long ends a step. */
const QUIET_MS = 500;

const total = (files: readonly ScriptFile[]): ScriptTotal => ({
  files: files.length,
  gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
});

/** Resolves once no request has been in flight for QUIET_MS, or after STEP_TIMEOUT_MS. */
function quiet(page: Page): Promise<void> {
  return new Promise((resolve) => {
    let inFlight = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      page.off("request", started);
      page.off("requestfinished", ended);
      page.off("requestfailed", ended);
      clearTimeout(timer);
      clearTimeout(bound);
      resolve();
    };
    const arm = () => {
      clearTimeout(timer);
      if (inFlight === 0) timer = setTimeout(finish, QUIET_MS);
    };
    const started = () => {
      inFlight += 1;
      clearTimeout(timer);
    };
    const ended = () => {
      inFlight = Math.max(0, inFlight - 1);
      arm();
    };
    const bound = setTimeout(finish, STEP_TIMEOUT_MS);
    page.on("request", started);
    page.on("requestfinished", ended);
    page.on("requestfailed", ended);
    arm();
  });
}

async function measurePage(browser: Browser, url: string): Promise<PageScripts> {
  const origin = new URL(url).origin;
  const context = await browser.newContext();
  try {
    // Loopback only: a third party's script is no part of the site's weight (and none is configured).
    await context.route(
      (target) => target.origin !== origin,
      (route) => route.abort(),
    );
    const page = await context.newPage();
    await page.addInitScript(() => performance.setResourceTimingBufferSize(2000));
    let phase: ScriptFile["phase"] = "before-load";
    const seen = new Map<string, { phase: ScriptFile["phase"]; body: Promise<Buffer | undefined> }>();
    page.on("request", (request) => {
      if (request.resourceType() !== "script" || seen.has(request.url())) return;
      const body = request
        .response()
        .then((response) => response?.body())
        .catch(() => undefined);
      seen.set(request.url(), { phase, body });
    });
    page.on("load", () => {
      phase = "hydration";
    });
    await page.goto(url, { waitUntil: "load" });
    await quiet(page);
    // Scrolled through, as a reader does, so islands that wait to be on screen hydrate too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page
      .waitForFunction(
        () => document.querySelectorAll('astro-island[ssr]:not([client="intent"])').length === 0,
        {
          timeout: STEP_TIMEOUT_MS,
        },
      )
      .catch(() => undefined);
    await quiet(page);

    // The first step: a visitor reaches for each island's trigger and each control of the page.
    phase = "first-step";
    // No named functions inside evaluate(): tsx wraps them in a helper the page does not have.
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('astro-island[ssr][client="intent"]')) {
        let selector = "[data-intent]";
        try {
          const value: unknown = JSON.parse(island.getAttribute("opts") ?? "{}").value;
          if (typeof value === "string" && value !== "") selector = value;
        } catch {
          // the directive's own default
        }
        const trigger = document.querySelector(selector);
        trigger?.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
        trigger?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      }
    });
    await page
      .waitForFunction(() => document.querySelectorAll("astro-island[ssr]").length === 0, {
        timeout: STEP_TIMEOUT_MS,
      })
      .catch(() => undefined);
    await quiet(page);
    await page.evaluate(() => {
      for (const control of document.querySelectorAll("main :is(button, input, select, textarea, summary)")) {
        control.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
        control.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      }
    });
    await quiet(page);

    // The load event by the page's own clock: a script counts as "before load" when its request started
    // before loadEventStart (Playwright's event order is the fallback for a file without a timing entry).
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as
        | PerformanceNavigationTiming
        | undefined;
      return {
        loadEventStart: navigation?.loadEventStart ?? 0,
        starts: performance
          .getEntriesByType("resource")
          .map((entry) => [entry.name, entry.startTime] as const),
      };
    });
    const startOf = new Map(timing.starts);
    const unhydrated = await page.evaluate(() =>
      [...document.querySelectorAll("astro-island[ssr]")].map(
        (island) => island.getAttribute("component-url") ?? "?",
      ),
    );
    const files: ScriptFile[] = [];
    for (const [scriptUrl, { phase: seenIn, body }] of seen) {
      const bytes = await body;
      const start = startOf.get(scriptUrl);
      const beforeLoad = start !== undefined ? start < timing.loadEventStart : seenIn === "before-load";
      files.push({
        url: scriptUrl.startsWith(origin) ? scriptUrl.slice(origin.length) : scriptUrl,
        gzipBytes: bytes ? gzipSync(bytes, { level: 6 }).byteLength : 0,
        phase: beforeLoad ? "before-load" : seenIn === "before-load" ? "hydration" : seenIn,
      });
    }
    const before = files.filter((file) => file.phase === "before-load");
    return {
      beforeLoad: total(before),
      hydrated: total(files.filter((file) => file.phase !== "first-step")),
      all: total(files),
      files,
      unhydrated,
    };
  } finally {
    await context.close();
  }
}

export async function startScriptProbe(
  executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium",
): Promise<ScriptProbe> {
  const browser = await chromium.launch({ executablePath, args: CHROME_ARGS });
  return {
    measure: (url) => measurePage(browser, url),
    close: () => browser.close(),
  };
}
