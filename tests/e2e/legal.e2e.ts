import { EXPERIMENT_COOKIE, PREVIEW_COOKIE } from "../../src/content/client/constants";
import { CONSENT_COOKIE } from "../../src/features/consent/consent-cookie";
import { localeCookie } from "../../src/i18n/locales";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { seedLegalPages } from "./seed-urls";
import { messages, seedData } from "./support";

const cookiesPage = seedLegalPages.find((legal) => legal.group === "cookies");

for (const locale of ["en", "es"] as const) {
  for (const { group, paths } of seedLegalPages) {
    test(`@both-viewports ${paths[locale]}: structured text, date and the other legal pages`, async ({
      page,
    }) => {
      await page.goto(paths[locale]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("main")).toContainText(messages[locale].Legal.updated.split("{")[0] ?? "");
      const body = page.getByTestId("legal-body");
      expect(await body.locator("h2").count()).toBeGreaterThanOrEqual(4);
      await expect(body.locator("li").first()).toBeAttached();
      const nav = page.getByRole("navigation", { name: messages[locale].Legal.otherPages });
      await expect(nav.getByRole("link")).toHaveCount(seedLegalPages.length);
      await expect(
        nav.getByRole("link", { name: seedData("page", group, locale).title, exact: true }),
      ).toHaveAttribute("aria-current", "page");
      // The footer lists the same pages, each at its path in this language.
      const footer = page.locator("footer").getByRole("link");
      for (const legal of seedLegalPages) {
        await expect(footer.and(page.locator(`[href="${legal.paths[locale]}"]`))).toHaveText(
          seedData("page", legal.group, locale).title,
        );
      }
      if (group === "cookies" || group === "privacy") await expectNoAxeViolations(page);
    });
  }

  test(`the cookies page lists every cookie the site sets (${locale})`, async ({ page }) => {
    await page.goto(cookiesPage?.paths[locale] ?? "/");
    const names = await page.getByTestId("cookie-list").getByRole("heading", { level: 3 }).allTextContents();
    for (const cookie of [localeCookie.name, CONSENT_COOKIE, PREVIEW_COOKIE, EXPERIMENT_COOKIE, "_ga"]) {
      expect(names, cookie).toContain(cookie);
    }
  });
}
