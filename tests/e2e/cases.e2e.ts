import { createTranslator } from "use-intl/core";
import { expectNoAxeViolations } from "./axe";
import { caseSlice, caseSlices } from "./case-content";
import { expect, test } from "./fixtures";
import { islandReady, messages } from "./support";

const listing = { en: "/cases/", es: "/es/casos-de-estudio/" } as const;
const casePath = { en: "/cases/mercadopago/", es: "/es/casos-de-estudio/mercadopago/" } as const;
const contactPath = { en: "/contact/", es: "/es/contacto/" } as const;

for (const locale of ["en", "es"] as const) {
  const t = messages[locale].Cases;
  const c = messages[locale].CaseStudy;
  // "Showing 3 of 4 projects" is an ICU message with a plural, formatted as the page's view formats it.
  const tCases = createTranslator({ locale, messages: messages[locale], namespace: "Cases" });

  test.describe(`cases in ${locale}`, () => {
    test("@both-viewports listing: four cards, each with its 'View project' link", async ({ page }) => {
      await page.goto(listing[locale]);
      const cards = page.getByTestId("case-cards");
      await expect(cards.getByRole("link", { name: new RegExp(`^${t.viewProject}:`) })).toHaveCount(4);
      await expect(cards.getByRole("link", { name: /Mercado Pago/ })).toHaveAttribute(
        "href",
        casePath[locale],
      );
      await expectNoAxeViolations(page);
    });

    test("filters by service and industry from the keyboard, with a no-results state", async ({ page }) => {
      await page.goto(listing[locale]);
      // In place once the island is ready; before that, a chip loads the filtered page.
      await islandReady(page, "CasesListing");
      const visibleCards = page.getByTestId("case-cards").locator(":scope > li:visible");
      await expect(visibleCards).toHaveCount(4);

      await page.getByRole("button", { name: t.services }).focus();
      await page.keyboard.press("Enter");
      const discovery = page.getByRole("button", {
        name: locale === "en" ? "Product discovery" : "Discovery de productos digitales",
      });
      await discovery.focus();
      await page.keyboard.press("Enter");
      await expect(discovery).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(/\?service=product-discovery$/);
      await expect(visibleCards).toHaveCount(3); // ank is design, development and blockchain only
      await expect(page.getByTestId("cases-count")).toHaveText(tCases("count", { count: 3, total: 4 }));

      await page.getByRole("button", { name: t.industries }).focus();
      await page.keyboard.press("Enter");
      await page
        .getByRole("button", { name: locale === "en" ? "Entertainment" : "Entretenimiento" })
        .press("Enter");
      await expect(page).toHaveURL(/\?industry=entertainment$/);
      await expect(visibleCards).toHaveCount(0);
      const empty = page.getByTestId("cases-empty");
      await expect(empty).toContainText(t.empty);
      await empty.getByRole("link", { name: t.emptyAction }).press("Enter");
      await expect(visibleCards).toHaveCount(4);
      await expect(page.getByRole("button", { name: t.all })).toHaveAttribute("aria-pressed", "true");
    });

    test("a shared filtered link opens filtered; an unknown value lists everything", async ({ page }) => {
      await page.goto(`${listing[locale]}?service=blockchain-innovation-lab`);
      await expect(page.getByTestId("case-cards").locator(":scope > li:visible")).toHaveCount(1);
      await page.goto(`${listing[locale]}?service=%3Cscript%3E`);
      await expect(page.getByTestId("case-cards").locator(":scope > li:visible")).toHaveCount(4);
    });

    test("@both-viewports a case page has every section", async ({ page }) => {
      await page.goto(casePath[locale]);
      await expect(page.getByTestId("case-title")).toContainText("Mercado Pago");
      // Every section its editor composed, by its heading (the case's content is the source of its copy).
      for (const slice of caseSlices("mercadopago", locale)) {
        const name = slice.primary.title as string;
        await expect(page.getByRole("heading", { level: 2, name }), name).toBeVisible();
      }
      const about = caseSlice("mercadopago", locale, "rich_text", "withKeywords").primary;
      await expect(page.getByRole("heading", { name: about.keywords_title as string })).toBeVisible();
      await expect(page.getByTestId("keywords").getByRole("listitem")).toHaveCount(
        (about.keywords as unknown[]).length,
      );
      await expect(page.getByTestId("data-insights").locator(":scope > li").first()).toContainText(/[+-]\d/);
      await expect(page.getByTestId("steps").getByRole("listitem").first()).toBeVisible();
      await expect(page.getByTestId("icon-set").getByRole("listitem")).not.toHaveCount(0);
      await expect(page.getByTestId("ruled-points").getByRole("listitem").first()).toBeVisible();
      await expect(page.getByRole("link", { name: c.contact })).toHaveAttribute("href", contactPath[locale]);
      await expect(page.getByRole("heading", { name: c.otherTitle })).toBeVisible();
      await expect(page.getByTestId("other-projects").getByRole("listitem")).toHaveCount(3);
      await expect(page.getByRole("link", { name: c.back, exact: true })).toHaveAttribute(
        "href",
        listing[locale],
      );
      await expectNoAxeViolations(page);
    });
  });
}

test("the payments-platform case states more than 100 million registered users", async ({ page }) => {
  await page.goto("/cases/mercadopago/");
  await expect(page.locator("main")).toContainText(/100 million registered users/);
  await page.goto("/es/casos-de-estudio/mercadopago/");
  await expect(page.locator("main")).toContainText(/100 millones de usuarios registrados/);
});
