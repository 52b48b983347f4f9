import { ISLAND_ATTRIBUTE, islandSelector } from "../../src/site/integrations/directives/astro-island";
import { expect, type Page, test } from "./fixtures";
import { messages } from "./support";

/**
 * "Book a 20-min call" when the popup's code cannot be fetched (a deploy replaced it between the page's
 * load and the click, a bad network): never a dead click. The page reloads at most once for it (the
 * chunk-reload rule), and otherwise the click follows the trigger's link, the contact page.
 */
const paths = {
  service: { en: "/services/ux-audits/", es: "/es/servicios/auditorias-ux/" },
  contact: { en: "/contact/", es: "/es/contacto/" },
} as const;

/** Every load of a page in the tab (the first visit, reloads, the contact page), in order. */
function loadsOf(page: Page): string[] {
  const loads: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) loads.push(new URL(frame.url()).pathname);
  });
  return loads;
}

/** The chunks a module fetches only when it runs `import()`: read from the module the server sends. */
async function dynamicImportsOf(page: Page, moduleUrl: string): Promise<string[]> {
  const source = await (await page.request.get(moduleUrl)).text();
  const names = [...source.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
  expect(names.length, `dynamic imports in ${moduleUrl}`).toBeGreaterThan(0);
  return names;
}

/**
 * After a click on a trigger whose code failed: the chunk rule may reload the page once, and the click after
 * it follows the link. Ends on the contact page, its heading shown.
 */
async function reachContact(
  page: Page,
  /** The loads seen so far, and how many there were before the click. */
  loads: readonly string[],
  before: number,
  clickTrigger: () => Promise<void>,
  contact: string,
) {
  await expect
    .poll(() => (loads.at(-1) === contact ? "contact" : loads.length > before ? "reloaded" : ""))
    .not.toBe("");
  if (loads.at(-1) !== contact) {
    await page.waitForLoadState("load");
    await clickTrigger();
    await expect(page).toHaveURL(contact);
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

for (const locale of ["en", "es"] as const) {
  const m = messages[locale];
  const trigger = (page: Page) =>
    page.getByRole("banner").getByRole("link", { name: m.Navigation.consultation });

  test.describe(`a consultation trigger whose code fails (${locale})`, () => {
    test("the popup's island cannot load: one reload at most, then the contact page", async ({ page }) => {
      // Every script the site serves is gone, as after a deploy that replaced them all.
      const aborted: string[] = [];
      await page.route(/\/_astro\/.+\.js(\?.*)?$/, (route) => {
        aborted.push(route.request().url());
        return route.abort("failed");
      });
      const loads = loadsOf(page);
      await page.goto(paths.service[locale]);
      await trigger(page).click();
      // The chunk rule may reload the page once; the click after it follows the link.
      await reachContact(page, loads, 1, () => trigger(page).click(), paths.contact[locale]);
      expect(aborted.length).toBeGreaterThan(0);
      // No loop: the service page was loaded at most twice (the visit and one reload).
      expect(loads.filter((path) => path === paths.service[locale]).length).toBeLessThanOrEqual(2);
      expect(loads.at(-1)).toBe(paths.contact[locale]);
    });

    test("the popup's steps cannot load: one reload at most, then the contact page", async ({ page }) => {
      await page.goto(paths.service[locale]);
      const island = page.locator(islandSelector({ component: "ConsultationHost" }));
      const componentUrl = await island.getAttribute(ISLAND_ATTRIBUTE.componentUrl);
      expect(componentUrl).toBeTruthy();
      const lazy = await dynamicImportsOf(page, new URL(componentUrl ?? "", page.url()).href);
      const aborted: string[] = [];
      await page.route(
        (url) => lazy.some((name) => url.pathname.endsWith(`/${name}`)),
        (route) => {
          aborted.push(route.request().url());
          return route.abort("failed");
        },
      );
      const loads = loadsOf(page);
      await trigger(page).click();
      await reachContact(page, loads, 0, () => trigger(page).click(), paths.contact[locale]);
      expect(aborted.length).toBeGreaterThan(0);
      expect(loads.filter((path) => path === paths.service[locale]).length).toBeLessThanOrEqual(1);
      expect(loads.at(-1)).toBe(paths.contact[locale]);
    });
  });
}
