import { IDLE_TIMEOUT_MS } from "../../src/components/navigation/idle";
import { locales } from "../../src/i18n/locales";
import { localePath } from "../../src/i18n/routes";
import { expect, type Page, type Request, test } from "./fixtures";
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

test("the preview toolbar is not loaded outside preview, nor for the embedded content service", async ({
  page,
}) => {
  const toolbar: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("prismic.js")) toolbar.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(toolbar).toEqual([]);
});

/** A prefetch Next made: the page it is for, and which piece of it (empty for a whole-route prefetch). */
interface Prefetch {
  readonly path: string;
  readonly segment: string;
}

/** Next marks its prefetches (whole-route or per-segment) with a next-router-*prefetch header. */
function isPrefetch(request: Request): boolean {
  return Object.keys(request.headers()).some((name) => /^next-router-.*prefetch$/.test(name));
}

function recordPrefetches(page: Page): Prefetch[] {
  const prefetches: Prefetch[] = [];
  page.on("request", (request) => {
    if (isPrefetch(request)) {
      const segment = request.headers()["next-router-segment-prefetch"] ?? "";
      prefetches.push({ path: new URL(request.url()).pathname, segment });
    }
  });
  return prefetches;
}

test.describe("link prefetch", () => {
  for (const locale of locales) {
    const home = localePath("index", locale);
    const services = localePath("services", locale);
    const industries = localePath("industries", locale);
    test(`nothing while the page loads; a link's page when the visitor reaches for it (${locale})`, async ({
      page,
    }) => {
      // What the page defers to a timer or an idle callback runs when the test moves the clock.
      await page.clock.install();
      const prefetches = recordPrefetches(page);
      await page.goto(home);
      await page.waitForLoadState("networkidle");
      const banner = page.getByRole("banner");
      // Hydrated: the header's links are mounted (a link that prefetched by itself would watch the viewport
      // from then) and its effects have run.
      await expect(
        banner.locator('[data-consultation-trigger][aria-haspopup="dialog"]').first(),
      ).toBeAttached();
      // The browser has told the page which elements are in view: observers are answered in the order they
      // were made, so ours comes after any link's.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            const observer = new IntersectionObserver(() => {
              observer.disconnect();
              resolve();
            });
            observer.observe(document.body);
          }),
      );
      // Past the moment the browser is idle (whenIdle's latest), and past any timer due by then.
      await page.clock.runFor(IDLE_TIMEOUT_MS);
      expect(prefetches).toEqual([]);

      const link = banner.locator(`a[href="${services}"]`).first();
      // The route's own answer comes first; its segments are asked for once it is in.
      const routeAnswered = page.waitForEvent(
        "requestfinished",
        (request) => isPrefetch(request) && new URL(request.url()).pathname === services,
      );
      await link.hover();
      await routeAnswered;
      // A second reach for the same link uses what the router already has.
      await page.mouse.move(0, 0);
      await link.hover();
      // The router takes each reach as it comes: once a reach for another link has gone out, so has anything
      // the second one asked for.
      await banner.locator(`a[href="${industries}"]`).first().hover();
      await expect.poll(() => prefetches.some(({ path }) => path === industries)).toBe(true);
      const pieces = prefetches.map(({ path, segment }) => `${path} ${segment}`);
      expect(pieces.filter((piece, index) => pieces.indexOf(piece) !== index)).toEqual([]);
      // Only the links reached for: a page fetched while this one loaded, however late, would show here.
      expect(new Set(prefetches.map(({ path }) => path))).toEqual(new Set([services, industries]));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${services}$`));
    });

    test(`keyboard focus fetches the focused link's page (${locale})`, async ({ page }) => {
      const prefetches = recordPrefetches(page);
      await page.goto(home);
      await page.waitForLoadState("networkidle");
      await page.getByRole("banner").locator(`a[href="${services}"]`).first().focus();
      await expect.poll(() => prefetches.some(({ path }) => path === services)).toBe(true);
    });
  }
});
