import type { Page } from "@playwright/test";
import { locales } from "../../src/i18n/locales";
import { islandSelector } from "../../src/site/integrations/directives/astro-island";
import { expect, test } from "./fixtures";
import { missingPage, pageOfEachKind } from "./support";

/**
 * A preload the test adds and nothing uses. Chromium warns about a page's unused preloads in one pass, a few
 * seconds after the load event, on a timer of its own that Playwright's clock does not drive (it fakes only the
 * page's JavaScript timers): the warning about this one is the sign that the pass has run, however long it took.
 * A small answer the site has, so the probe's own request leaves no error in the console.
 */
const unusedPreload = "/robots.txt?e2e-unused-preload";

/**
 * Everything the page says in the console, from the first byte until Chromium has looked for unused preloads
 * and the page has done its idle work. A 404 page's own status is the one line Chromium always writes for it
 * (the document's, not a resource's), so it is left out.
 */
async function consoleOf(page: Page, path: string, status: number): Promise<string[]> {
  const messages: string[] = [];
  const base = test.info().project.use.baseURL;
  const url = new URL(path, base).href;
  const probe = new URL(unusedPreload, base).href;
  page.on("console", (message) => {
    const ownStatus = message.location().url === url && /status of 404/.test(message.text());
    if (!ownStatus && !message.text().includes(probe)) {
      messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
    }
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  await page.addInitScript((href) => {
    // Frames have their own passes (and origins): the probe is the page's.
    if (window !== window.top) return;
    document.addEventListener("DOMContentLoaded", () => {
      const link = Object.assign(document.createElement("link"), { rel: "preload", as: "fetch", href });
      link.crossOrigin = "anonymous";
      document.head.append(link);
    });
  }, unusedPreload);
  const swept = page.waitForEvent("console", (message) => message.text().includes(probe));
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.status(), path).toBe(status);
  await swept;
  // The page's deferred work (the widgets it loads when idle) has run: the network is quiet, then an idle
  // callback of ours comes after the page's own. The round trip also brings the pass's other warnings, which
  // Chromium wrote in the same task as the probe's.
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  return messages;
}

for (const locale of locales) {
  test(`one page of each kind loads with an empty console, in ${locale}`, async ({ context }) => {
    test.setTimeout(120_000);
    const paths = pageOfEachKind(locale);
    // Side by side: the pages wait out Chromium's few seconds at the same time.
    const found = await Promise.all(
      paths.map(async (path) => {
        const page = await context.newPage();
        const messages = await consoleOf(page, path, path === missingPage[locale] ? 404 : 200);
        await page.close();
        return [path, messages] as const;
      }),
    );
    expect(Object.fromEntries(found.filter(([, messages]) => messages.length > 0))).toEqual({});
  });
}

for (const locale of locales) {
  test(`reaching for a link fetches its page alone, never the images of that page, in ${locale}`, async ({
    browser,
  }) => {
    // A context of its own: Chromium fetches nothing ahead while a test intercepts requests (the fixture's
    // stubs of the third parties), and this page reaches none before consent.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    await page.goto(locale === "en" ? "/" : "/es/", { waitUntil: "load" });
    // The page has settled: every island that hydrates by itself has (those waiting to be seen wait).
    await page.waitForFunction(
      (pending) => document.querySelector(pending) === null,
      `${islandSelector({ client: "late", hydrated: false })}:not(${islandSelector({ value: "visible" })})`,
    );
    await page.waitForLoadState("networkidle");
    const fetched: { url: string; type: string; purpose: string }[] = [];
    page.on("request", (request) =>
      fetched.push({
        url: new URL(request.url()).pathname,
        type: request.resourceType(),
        purpose: request.headers()["sec-purpose"] ?? "",
      }),
    );
    // The header links every section: a pointer resting on each fetches that page ahead.
    const links = await page.locator('header nav a[href^="/"]').all();
    for (const link of links.slice(0, 3)) {
      const href = (await link.getAttribute("href")) ?? "";
      const prefetched = page.waitForEvent(
        "request",
        (request) =>
          new URL(request.url()).pathname === href && /prefetch/.test(request.headers()["sec-purpose"] ?? ""),
      );
      await link.hover();
      await prefetched;
    }
    expect(fetched.filter((request) => /prefetch/.test(request.purpose)).length).toBeGreaterThanOrEqual(3);
    // Documents only: no image, style or script of the pages fetched ahead, and nothing else meanwhile.
    expect(fetched.filter((request) => request.type !== "document" && request.type !== "other")).toEqual([]);
    await context.close();
  });
}
