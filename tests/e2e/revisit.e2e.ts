import type { APIRequestContext, Browser, BrowserContext, Page, Response } from "@playwright/test";
import { locales } from "../../src/i18n/locales";
import { ISLAND_ATTRIBUTE } from "../../src/site/integrations/directives/astro-island";
import { expect, test } from "./fixtures";
import { pageOfEachKind } from "./support";

/**
 * The returning visitor: a reload, a page left and come back to, a second visit with the browser's cache
 * warm. A browser updates the headers it stored for a page from the 304 that confirms it, so a 304 with
 * another Content-Security-Policy than its 200 changes the page the visitor sees on every revisit.
 */

/** Is the page drawn with its stylesheet, and did the browser refuse nothing? */
async function styling(page: Page): Promise<{ rules: number; margin: string }> {
  return page.evaluate(() => {
    let rules = 0;
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        rules += sheet.cssRules.length;
      } catch {
        // A sheet of another origin: not the site's.
      }
    }
    return { rules, margin: getComputedStyle(document.body).margin };
  });
}

/** How the document itself arrived: a 304 sends headers only, so it transfers less than its body. */
function documentTransfer(page: Page): Promise<{ transferred: number; body: number }> {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return { transferred: entry?.transferSize ?? 0, body: entry?.encodedBodySize ?? 0 };
  });
}

/**
 * The body bytes the network carried for `path` when the site's service worker fetched it (Chromium reports
 * a worker's requests on the context): a revalidated page (304) carries none.
 */
function documentFetchesByWorker(context: BrowserContext, path: string) {
  const sizes: Promise<number>[] = [];
  const listener = (response: Response) => {
    const request = response.request();
    if (request.serviceWorker() === null || new URL(response.url()).pathname !== path) return;
    sizes.push(request.sizes().then((measured) => measured.responseBodySize));
  };
  context.on("response", listener);
  return {
    async stop(): Promise<number[]> {
      context.off("response", listener);
      return Promise.all(sizes);
    },
  };
}

/**
 * A context of its own, with the browser's HTTP cache on: routes (the fixtures' third-party stubs) turn
 * Chromium's cache off, and no consent, so no third party loads at all.
 */
async function freshVisitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return { context, page, violations };
}

/**
 * Waits for the page to settle styled: a page may navigate once more after it loaded (Next's router
 * reloads a history entry it did not write), so the check is taken again until the document answers.
 */
async function expectStyled(page: Page, when: string): Promise<void> {
  await expect
    .poll(
      async () => {
        try {
          const { rules, margin } = await styling(page);
          // The browser's own style gives the body a margin of 8px; the site's stylesheet takes it away.
          return { styled: rules > 0, margin };
        } catch (error) {
          return String(error);
        }
      },
      { message: `${when}: the site's stylesheet applies` },
    )
    .toEqual({ styled: true, margin: "0px" });
}

for (const locale of locales) {
  test(`every kind of page stays styled on a reload, a return and a second visit, in ${locale}`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    if (!baseURL) throw new Error("the config names the server's URL");
    const paths = pageOfEachKind(locale);
    const { context, page, violations } = await freshVisitor(browser, baseURL);
    try {
      for (const [index, path] of paths.entries()) {
        const first = await page.goto(path, { waitUntil: "load" });
        await expectStyled(page, `${path}, first visit`);
        // Pages kept by shared caches come back as a 304; "/" picks the visitor's language, and is private.
        const headers = first?.headers() ?? {};
        const revalidates =
          first?.status() === 200 &&
          headers.etag !== undefined &&
          !/private/.test(headers["cache-control"] ?? "");

        const workerFetches = documentFetchesByWorker(context, path);
        await page.reload({ waitUntil: "load" });
        await expectStyled(page, `${path}, reloaded`);
        if (revalidates) {
          const { transferred, body } = await documentTransfer(page);
          const byWorker = await workerFetches.stop();
          if (byWorker.length > 0) {
            // The site's service worker fetched the page for the reload: what crossed the network is
            // its request's answer, a 304 with no body (the page's own timing counts the worker's copy).
            expect(Math.min(...byWorker), `${path}: the reload was confirmed by a 304`).toBe(0);
          } else {
            expect(transferred, `${path}: the reload was confirmed by a 304`).toBeLessThan(body);
          }
        } else {
          await workerFetches.stop();
        }

        const elsewhere = paths[(index + 1) % paths.length] ?? "/";
        await page.goto(elsewhere, { waitUntil: "load" });
        await page.goBack({ waitUntil: "load" });
        await expectStyled(page, `${path}, back from ${elsewhere}`);

        await page.goto(elsewhere, { waitUntil: "load" });
        await page.goto(path, { waitUntil: "load" });
        await expectStyled(page, `${path}, second visit`);
      }
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

/** The URLs a page names that the front may keep: stylesheets, scripts, fonts, images, its share image. */
function assetsOf(html: string, origin: string): string[] {
  const found = new Set<string>();
  // Islands name their code in two attributes of their own.
  const island = `${ISLAND_ATTRIBUTE.componentUrl}|${ISLAND_ATTRIBUTE.rendererUrl}`;
  const attribute = new RegExp(String.raw`\b(?:href|src|content|srcset|${island})="([^"]+)"`, "g");
  for (const [, raw = ""] of html.matchAll(attribute)) {
    for (const candidate of raw.split(",")) {
      const value = candidate.trim().split(/\s+/)[0] ?? "";
      let url: URL;
      try {
        url = new URL(value.replaceAll("&amp;", "&"), origin);
      } catch {
        continue;
      }
      if (url.origin !== origin || url.search !== "") continue;
      if (/\.(?:css|js|woff2|png|jpe?g|webp|avif|svg)$/.test(url.pathname)) found.add(url.pathname);
    }
  }
  return [...found];
}

/** A GET and its revalidation: the 304's policy, next to the 200's. */
async function revalidation(request: APIRequestContext, path: string) {
  const full = await request.get(path, { maxRedirects: 0 });
  const etag = full.headers().etag;
  if (!etag) return undefined;
  const confirmed = await request.get(path, { headers: { "if-none-match": etag }, maxRedirects: 0 });
  return {
    status: confirmed.status(),
    policy: full.headers()["content-security-policy"],
    confirmedPolicy: confirmed.headers()["content-security-policy"],
  };
}

test("a 304 carries the policy of the 200 it confirms, for every kind of answer the front keeps", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error("the config names the server's URL");
  const origin = new URL(baseURL).origin;
  const pages = locales.flatMap((locale) => pageOfEachKind(locale));
  const targets = new Set<string>(["/sitemap.xml", "/insights/feed.xml"]);
  for (const path of pages) {
    targets.add(path);
    // Query strings (utm links) are answered outside the cache: the same rule holds there.
    targets.add(`${path}?utm_source=revisit`);
  }
  for (const path of pages.slice(0, 3)) {
    for (const asset of assetsOf(await (await request.get(path)).text(), origin)) targets.add(asset);
  }

  const checked: string[] = [];
  const wrong: Record<string, unknown> = {};
  for (const path of targets) {
    const answer = await revalidation(request, path);
    // A full answer again (a page that varies per visitor) is as good as a 304 for a browser's headers.
    if (answer?.status !== 304) continue;
    checked.push(path);
    if (answer.confirmedPolicy !== undefined && answer.confirmedPolicy !== answer.policy) {
      wrong[path] = { policy: answer.policy, on304: answer.confirmedPolicy };
    }
  }
  expect(wrong).toEqual({});
  // Pages, stylesheets, scripts, fonts and images were all among them.
  expect(checked.some((path) => path.endsWith("/"))).toBe(true);
  for (const kind of [".css", ".js", ".woff2"]) {
    expect(
      checked.some((path) => path.endsWith(kind)),
      kind,
    ).toBe(true);
  }
  expect(checked.some((path) => /\.(?:png|jpe?g|webp|avif|svg)$/.test(path))).toBe(true);
});
