import { locales } from "../../src/i18n/locales";
import { expect, test } from "./fixtures";
import { pageOfEachKind } from "./support";

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
    const recorded = await Promise.all(
      pageOfEachKind(locale).map(async (path) => {
        const page = await context.newPage();
        await page.goto(path, { waitUntil: "load" });
        // Observed from a fresh script in the page, as Lighthouse does: buffered entries are what counts.
        const entries = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => resolve(list.getEntries().length)).observe({
                type: "largest-contentful-paint",
                buffered: true,
              });
              setTimeout(() => resolve(0), 1_000);
            }),
        );
        await page.close();
        return { path, entries };
      }),
    );
    const missing = recorded.filter(({ entries }) => entries === 0).map(({ path }) => path);
    expect(missing, "pages without a largest-contentful-paint entry").toEqual([]);
  });
}
