import { EXPERIMENT_COOKIE, PREVIEW_COOKIE } from "../../src/content/client/constants";
import { CONSENT_COOKIE } from "../../src/features/consent/consent-cookie";
import { localeCookie } from "../../src/i18n/locales";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { messages } from "./support";

const legal = {
  cookies: { en: "/cookies/", es: "/es/cookies/" },
  privacy: { en: "/privacy/", es: "/es/privacidad/" },
  "terms-conditions": { en: "/terms-conditions/", es: "/es/terminos-condiciones/" },
  "purchase-policy": { en: "/purchase-policy/", es: "/es/politica-de-compra/" },
} as const;

for (const locale of ["en", "es"] as const) {
  for (const [name, path] of Object.entries(legal)) {
    test(`@both-viewports ${path[locale]}: structured text, date and the other legal pages`, async ({
      page,
    }) => {
      await page.goto(path[locale]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("main")).toContainText(messages[locale].Legal.updated.split("{")[0] ?? "");
      const body = page.getByTestId("legal-body");
      expect(await body.locator("h2").count()).toBeGreaterThanOrEqual(4);
      await expect(body.locator("li").first()).toBeAttached();
      const nav = page.getByRole("navigation", { name: messages[locale].Legal.otherPages });
      await expect(nav.getByRole("link")).toHaveCount(4);
      await expect(
        nav.getByRole("link", { name: messages[locale].Pages[name as keyof typeof legal].title }),
      ).toHaveAttribute("aria-current", "page");
      if (name === "cookies" || name === "privacy") await expectNoAxeViolations(page);
    });
  }

  test(`the cookies page lists every cookie the site sets (${locale})`, async ({ page }) => {
    await page.goto(legal.cookies[locale]);
    const names = await page.getByTestId("cookie-list").getByRole("heading", { level: 3 }).allTextContents();
    for (const cookie of [localeCookie.name, CONSENT_COOKIE, PREVIEW_COOKIE, EXPERIMENT_COOKIE, "_ga"]) {
      expect(names, cookie).toContain(cookie);
    }
  });
}
