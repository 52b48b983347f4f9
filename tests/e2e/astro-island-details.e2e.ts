import { CHUNK_RELOAD_KEY } from "../../src/components/navigation/chunk-reload";
import { CONSULTATION_TRIGGER } from "../../src/features/consultation/trigger-selector";
import {
  HYDRATION_ERROR_EVENT,
  ISLAND_ATTRIBUTE,
  ISLAND_ELEMENT,
  islandSelector,
} from "../../src/site/integrations/directives/astro-island";
import { expect, type Page, test } from "./fixtures";
import { messages } from "./support";

/**
 * What the site relies on in Astro's island loader, which Astro does not document
 * (src/site/integrations/directives/astro-island.ts): checked in the browser against the Astro this site
 * builds with, through the module's own names. A failure here after an Astro upgrade means the upgrade
 * changed one of them: change that module (and what relies on it), not this test.
 */
const service = "/services/ux-audits/";
const host = "ConsultationHost";
const trigger = (page: Page) =>
  page.getByRole("banner").getByRole("link", { name: messages.en.Navigation.consultation });

/** How many islands each selector matches in the page now. */
function countIn(page: Page, selectors: Record<string, string>): Promise<Record<string, number>> {
  return page.evaluate(
    (named) =>
      Object.fromEntries(
        Object.entries(named).map(([name, selector]) => [name, document.querySelectorAll(selector).length]),
      ),
    selectors,
  );
}

test.describe("Astro's island details the site relies on", () => {
  test("an island carries the ssr mark from the server until its component hydrated", async ({ page }) => {
    // The islands' code waits until the test lets it through: the moment between the server's page and
    // hydration lasts as long as the test needs.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route(/\/_astro\/.+\.js(\?.*)?$/, (route) =>
      holding ? void held.push(() => route.fallback()) : route.fallback(),
    );
    await page.goto(service, { waitUntil: "load" });

    // The element is the loader's, and the popup's island names its component, directive and value.
    expect(await page.evaluate((name) => customElements.get(name) !== undefined, ISLAND_ELEMENT)).toBe(true);
    const island = page.locator(
      islandSelector({ component: host, client: "intent", value: CONSULTATION_TRIGGER, hydrated: false }),
    );
    await expect(island).toHaveCount(1);
    const componentUrl = await island.getAttribute(ISLAND_ATTRIBUTE.componentUrl);
    await expect(island).toHaveAttribute(ISLAND_ATTRIBUTE.rendererUrl, /\.js$/);
    await expect(island).toHaveAttribute(ISLAND_ATTRIBUTE.uid, /.+/);

    // The late islands asked for their code after the load event; until it runs, they keep the mark.
    const late = {
      waiting: islandSelector({ client: "late", hydrated: false }),
      hydrated: islandSelector({ client: "late", hydrated: true }),
    };
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const before = await countIn(page, late);
    expect(before.waiting).toBeGreaterThan(0);
    expect(before.hydrated).toBe(0);
    holding = false;
    await Promise.all(held.splice(0).map((release) => release()));
    // Hydrated, the loader took the mark off every one of them (none of this page's waits to be seen).
    await expect.poll(() => countIn(page, late)).toEqual({ waiting: 0, hydrated: before.waiting });

    // The popup's island hydrates on intent alone: marked until then, its code not even asked for.
    await expect(page.locator(islandSelector({ component: host, hydrated: false }))).toHaveCount(1);
    const imported = page.waitForRequest((request) => new URL(request.url()).pathname === componentUrl);
    await trigger(page).hover();
    await imported;
    await expect(page.locator(islandSelector({ component: host, hydrated: true }))).toHaveCount(1);
    await expect(page.locator(islandSelector({ component: host, hydrated: false }))).toHaveCount(0);
  });

  test("an island whose code cannot load dispatches the hydration error the site's guard handles", async ({
    page,
  }) => {
    await page.goto(service, { waitUntil: "load" });
    const island = page.locator(islandSelector({ component: host }));
    const componentUrl = await island.getAttribute(ISLAND_ATTRIBUTE.componentUrl);
    expect(componentUrl).toBeTruthy();
    // The popup's code is gone, as after a deploy replaced it (the loader's retry asks again).
    const aborted: string[] = [];
    await page.route(
      (url) => url.pathname === componentUrl,
      (route) => {
        aborted.push(route.request().url());
        return route.abort("failed");
      },
    );
    // Seen on the window, after the document's guard: what reached it, and whether the guard cancelled
    // it. Kept in the tab's session, because the guard reloads the page.
    await page.evaluate(
      ({ type, selector }) => {
        window.addEventListener(type, (event) => {
          const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
          const error =
            typeof detail === "object" && detail !== null && "error" in detail ? detail.error : "";
          const seen = {
            fromIsland: event.target instanceof Element && event.target.matches(selector),
            bubbles: event.bubbles,
            cancelable: event.cancelable,
            cancelled: event.defaultPrevented,
            error: String(error),
          };
          sessionStorage.setItem("test:hydration-error", JSON.stringify(seen));
        });
      },
      { type: HYDRATION_ERROR_EVENT, selector: islandSelector({ component: host }) },
    );
    const reloaded = page.waitForEvent("framenavigated", (frame) => frame === page.mainFrame());
    // A pointer over the trigger starts the island's hydration (client:intent), and nothing else.
    await trigger(page).hover();
    await reloaded;
    await page.waitForLoadState("load");

    expect(aborted.length).toBeGreaterThan(0);
    const seen = await page.evaluate(() => sessionStorage.getItem("test:hydration-error"));
    expect(seen, `no ${HYDRATION_ERROR_EVENT} reached the window`).not.toBeNull();
    // The guard found the chunk error in the event's detail, cancelled it and reloaded the page once.
    expect(JSON.parse(seen ?? "{}")).toEqual({
      fromIsland: true,
      bubbles: true,
      cancelable: true,
      cancelled: true,
      error: expect.stringMatching(/Failed to fetch dynamically imported module/),
    });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), CHUNK_RELOAD_KEY)).toMatch(/^\d+$/);
    expect(new URL(page.url()).pathname).toBe(service);
  });
});
