import { locales } from "../../src/i18n/locales";
import { localePath } from "../../src/i18n/routes";
import { expect, type Page, test } from "./fixtures";
import { messages } from "./support";

/** Requests the page made for the tag manager's script. */
function watchTagManager(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://www.googletagmanager.com/gtm.js")) seen.push(request.url());
  });
  return seen;
}

/** Holds the browser's idle callbacks until the test releases them. */
async function holdIdleCallbacks(page: Page) {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    Object.assign(window, { __heldIdle: held });
    window.requestIdleCallback = (callback) => held.push(callback);
  });
}

async function releaseIdleCallbacks(page: Page) {
  await page.evaluate(() => {
    const held = (window as unknown as { __heldIdle: IdleRequestCallback[] }).__heldIdle;
    for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
}

test.describe("tag manager", () => {
  test.describe("without consent", () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    for (const [home, accept] of [
      ["/", messages.en.CookieNotice.accept],
      ["/es/", messages.es.CookieNotice.accept],
    ] as const) {
      test(`is absent until the visitor accepts cookies, then loads at once (${home})`, async ({ page }) => {
        const requests = watchTagManager(page);
        await page.goto(home);
        await page.waitForLoadState("networkidle");
        await expect(page.locator("script#tag-manager")).toHaveCount(0);
        expect(requests).toEqual([]);

        await page.getByTestId("cookie-notice").getByRole("button", { name: accept }).click();
        await expect(page.locator("script#tag-manager")).toHaveCount(1);
        await expect.poll(() => requests.length).toBe(1);
        expect(requests[0]).toContain("id=GTM-TEST123");
        expect(
          await page.evaluate(() => JSON.stringify((window as { dataLayer?: unknown }).dataLayer)),
        ).toContain("gtm.js");
      });
    }
  });

  test("loads on arrival for a visitor who accepted before, on every page", async ({ page }) => {
    const requests = watchTagManager(page);
    await page.goto("/es/servicios/");
    await expect.poll(() => requests.length).toBe(1);
  });

  for (const [signal, script] of [
    ["Do Not Track", () => Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })],
    [
      "Global Privacy Control",
      () => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    ],
  ] as const) {
    test(`never loads with ${signal}, even after consent`, async ({ page }) => {
      await page.addInitScript(script);
      const requests = watchTagManager(page);
      await page.goto("/");
      await page.waitForLoadState("networkidle");
      await page.goto("/es/contacto/");
      await page.waitForLoadState("networkidle");
      await expect(page.locator("script#tag-manager")).toHaveCount(0);
      expect(requests).toEqual([]);
    });
  }
});

test.describe("reviews widget", () => {
  for (const [path, label] of [
    ["/", messages.en.Footer.reviews],
    ["/es/", messages.es.Footer.reviews],
  ] as const) {
    test(`keeps its place in the footer and loads its script only once the browser is idle (${path})`, async ({
      page,
    }) => {
      await holdIdleCallbacks(page);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const widget = page.getByRole("region", { name: label });
      await expect(widget).toHaveAttribute("data-clutchcompany-id", "1234567");
      expect((await widget.boundingBox())?.height).toBe(45);
      await expect(page.locator("script#reviews-widget")).toHaveCount(0);

      await releaseIdleCallbacks(page);
      await expect(page.locator("script#reviews-widget")).toHaveAttribute(
        "src",
        "https://widget.clutch.co/static/js/widget.js",
      );
    });
  }
});

test("Prismic's toolbar is neither loaded nor allowed with the embedded content service", async ({
  page,
}) => {
  const toolbar: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("prismic")) toolbar.push(request.url());
  });
  const response = await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(toolbar).toEqual([]);
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("script-src");
  expect(policy).not.toMatch(/static\.cdn\.prismic\.io|prismic-toolbar|html2canvas|style-src-elem/);
});

/** A page the browser fetched ahead of a navigation (speculation rules mark it `Sec-Purpose: prefetch`). */
function recordPrefetches(page: Page): string[] {
  const prefetches: string[] = [];
  page.on("request", (request) => {
    if (/prefetch/.test(request.headers()["sec-purpose"] ?? ""))
      prefetches.push(new URL(request.url()).pathname);
  });
  return prefetches;
}

test.describe("link prefetch", () => {
  for (const locale of locales) {
    const home = localePath("index", locale);
    const services = localePath("services", locale);
    test(`nothing while the page loads; a link's page when the visitor reaches for it (${locale})`, async ({
      browser,
    }) => {
      // A context of its own: Chromium fetches nothing ahead while a test intercepts requests (the
      // fixture's stubs of the third parties), and this page reaches none before consent.
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      const prefetches = recordPrefetches(page);
      await page.goto(home);
      await page.waitForLoadState("networkidle");
      expect(prefetches).toEqual([]);

      const link = page.getByRole("banner").locator(`a[href="${services}"]`).first();
      const prefetched = page.waitForEvent(
        "request",
        (request) =>
          /prefetch/.test(request.headers()["sec-purpose"] ?? "") &&
          new URL(request.url()).pathname === services,
      );
      await link.hover();
      await prefetched;
      // Only the link reached for.
      expect(new Set(prefetches)).toEqual(new Set([services]));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${services}$`));
      // The navigation used the page fetched ahead.
      const delivery = await page.evaluate(
        () =>
          (
            performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & {
              deliveryType?: string;
            }
          )?.deliveryType,
      );
      expect(delivery).toBe("navigational-prefetch");
      await context.close();
    });
  }
});
