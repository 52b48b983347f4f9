import { locales } from "../../src/i18n/locales";
import { expectNoAxeViolations as noAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { seedFamilies, seedIndustries, servicePaths } from "./seed-urls";
import { htmlLang, islandReady } from "./support";

for (const locale of locales) {
  test.describe(`pages in ${locale}`, () => {
    test("@both-viewports home: hero, 4-item services slider with 2 pills each, 7 industries", async ({
      page,
    }) => {
      await page.goto(locale === "en" ? "/" : "/es/");
      await expect(page.getByTestId("home-hero-title")).toBeVisible();
      await expect(page.getByTestId("slider-item")).toHaveCount(4);
      for (const item of await page.getByTestId("slider-item").all()) {
        await expect(item.getByTestId("slider-pill")).toHaveCount(2);
      }
      await expect(page.getByTestId("industry-list").getByRole("link")).toHaveCount(7);
      await noAxeViolations(page);
    });

    test("home slider moves by buttons and arrow keys, never by itself", async ({ page }) => {
      // A slider that turns by itself does so on a timer: the page's clock is the test's to move.
      await page.clock.install();
      await page.goto(locale === "en" ? "/" : "/es/");
      const slider = page.getByTestId("services-slider");
      const status = slider.locator("[aria-live]");
      // The page's effects have run (a rotation would have been started by then): the consultation link,
      // hydrated with the slider, says it opens a dialog.
      await expect(
        page.locator('main [data-consultation-trigger][aria-haspopup="dialog"]').first(),
      ).toBeAttached();
      const first = await status.textContent();
      // Ten minutes at once: every timer due by then fires once, so a rotation moves exactly one slide (running
      // the clock tick by tick could bring it round to the same slide).
      await page.clock.fastForward("10:00");
      await expect(status).toHaveText(first ?? "");
      await slider.getByRole("button").nth(1).click();
      // Exactly the second slide: had a rotation moved it, one click would land further on.
      await expect(status).toContainText(locale === "en" ? "2 of 4" : "2 de 4");
      await slider.getByRole("button").nth(0).focus();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(status).toContainText(locale === "en" ? "4 of 4" : "4 de 4");
      await page.keyboard.press("ArrowLeft");
      await expect(status).toContainText(locale === "en" ? "3 of 4" : "3 de 4");
    });

    test("@both-viewports services index: five families and the archive", async ({ page }) => {
      await page.goto(locale === "en" ? "/services/" : "/es/servicios/");
      await expect(page.getByTestId("family-cards").getByRole("link")).toHaveCount(5);
      await expect(page.getByTestId("archive-list").getByRole("listitem").first()).toBeVisible();
      await noAxeViolations(page);
    });

    test("archive filters live in the query string, keep the scroll position and show a no-results state", async ({
      page,
    }) => {
      const path = locale === "en" ? "/services/" : "/es/servicios/";
      await page.goto(path);
      const all = await page.getByTestId("archive-list").locator(":scope > li").count();
      const filters = page.getByRole("form");
      // The filters filter in place once the island is ready (before that, they are a plain GET form).
      await islandReady(page, "ServicesArchive");
      await filters.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      await filters.getByRole("combobox").first().selectOption("blockchain-innovation-lab");
      await expect(page).toHaveURL(`${path}?service=blockchain-innovation-lab`);
      const some = await page.getByTestId("archive-list").locator(":scope > li").count();
      expect(some).toBeGreaterThan(0);
      expect(some).toBeLessThan(all);
      expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5);

      await page.goto(`${path}?service=blockchain-innovation-lab&industry=entertainment&year=2007`);
      await expect(page.getByTestId("archive-empty")).toBeVisible();
      await page.getByRole("link", { name: locale === "en" ? "Clear filters" : "Limpiar filtros" }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByTestId("archive-list").locator(":scope > li")).toHaveCount(all);
    });

    test("family pages show their accordion of sub-services", async ({ page }) => {
      for (const family of seedFamilies) {
        await page.goto(servicePaths(family, family)[locale]);
        const items = page.getByTestId("family-accordion").locator("details");
        await expect(items).toHaveCount(family.services.length);
        await items.first().locator("summary").click();
        await expect(items.first().getByRole("link")).toBeVisible();
      }
    });

    test("@both-viewports a family page and a service page have no axe violations", async ({ page }) => {
      await page.goto(
        locale === "en"
          ? "/services/product-design-development/"
          : "/es/servicios/diseno-desarrollo-productos/",
      );
      await noAxeViolations(page);
      await page.goto(locale === "en" ? "/services/ux-audits/" : "/es/servicios/auditorias-ux/");
      await noAxeViolations(page);
    });

    test("every service page has its back link, 6 benefits, 3 data insights and a quote", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      for (const family of seedFamilies) {
        for (const service of family.services) {
          await page.goto(servicePaths(family, service)[locale]);
          const back = servicePaths(family, family)[locale];
          await expect(page.locator(`main a[href="${back}"]`).first()).toBeVisible();
          await expect(page.getByTestId("benefit-boxes").locator(":scope > li")).toHaveCount(6);
          await expect(page.getByTestId("data-insights").locator(":scope > li")).toHaveCount(3);
          await expect(page.locator("main blockquote")).toHaveCount(1);
        }
      }
    });

    test("@both-viewports industries index lists the seven industries; each industry page has KPIs", async ({
      page,
    }) => {
      await page.goto(locale === "en" ? "/industries/" : "/es/industrias/");
      await expect(page.getByTestId("industry-list").getByRole("link")).toHaveCount(7);
      await noAxeViolations(page);
      for (const industry of seedIndustries) {
        await page.goto(industry.paths[locale]);
        expect(await page.getByTestId("key-figures").locator(":scope > div").count()).toBeGreaterThanOrEqual(
          2,
        );
      }
      await noAxeViolations(page);
    });
  });
}

test.describe("insight articles", () => {
  test("render their rich text and link home and to the other language's article", async ({ page }) => {
    await page.goto("/insights/design-systems-that-scale/");
    const body = page.getByTestId("article-body");
    for (const selector of ["h2", "p", "ul > li, ol > li", "strong", "a[href]", "img[alt]", "pre"]) {
      await expect(body.locator(selector).first(), selector).toBeAttached();
    }
    await page.getByTestId("locale-switcher").first().click();
    await expect(page).toHaveURL("/es/insights/sistemas-de-diseno-que-escalan/");
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang.es);
    await expect(page.getByRole("link", { name: "Todos los insights" }).first()).toHaveAttribute(
      "href",
      "/es/insights/",
    );
  });

  test("embed only allowlisted providers, as a sandboxed iframe", async ({ page }) => {
    await page.goto("/es/insights/del-prototipo-a-produccion/");
    const frame = page.getByTestId("article-body").locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(frame).toHaveAttribute("sandbox", /allow-scripts/);
  });

  test("@both-viewports home shows featured cases with 'View project' and the latest insights", async ({
    page,
  }) => {
    await page.goto("/es/");
    await expect(page.getByTestId("case-cards").getByRole("link", { name: /^Ver proyecto/ })).toHaveCount(4);
    await expect(page.getByTestId("insight-cards").locator(":scope > li")).toHaveCount(3);
  });
});
