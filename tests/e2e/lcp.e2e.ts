import { locales } from "../../src/i18n/locales";
import { expect, type Page, test } from "./fixtures";
import { pageOfEachKind } from "./support";

/** Whether the page has a largest-contentful-paint entry, read as Lighthouse does: buffered, by a fresh observer. */
function recordsLcp(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: "largest-contentful-paint", buffered: true });
    const entries = observer.takeRecords();
    observer.disconnect();
    return entries.length > 0;
  });
}

/**
 * Chromium stops looking for the largest contentful paint at the page's first scroll, and counts a scroll
 * container that snaps at first layout as one: the page then has no LCP, and Lighthouse no performance
 * score. Each kind of page must record one, on a phone and on a desktop.
 */
for (const locale of locales) {
  test(`@both-viewports every kind of page records a largest contentful paint, in ${locale}`, async ({
    context,
  }) => {
    test.setTimeout(90_000);
    const pages = await Promise.all(
      pageOfEachKind(locale).map(async (path) => {
        const page = await context.newPage();
        await page.goto(path, { waitUntil: "load" });
        return { path, page };
      }),
    );
    // The entry comes once the first paint is on screen, which on a busy machine can be well after the load
    // event: wait for it to appear rather than give it a fixed second. A page that stopped looking never has
    // one, and stays in the list.
    await expect
      .poll(
        async () => {
          const recorded = await Promise.all(
            pages.map(async ({ path, page }) => [path, await recordsLcp(page)] as const),
          );
          return recorded.filter(([, found]) => !found).map(([path]) => path);
        },
        { message: "pages without a largest-contentful-paint entry", timeout: 30_000 },
      )
      .toEqual([]);
    await Promise.all(pages.map(({ page }) => page.close()));
  });
}
