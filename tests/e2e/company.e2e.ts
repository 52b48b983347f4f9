import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { messages } from "./support";

const paths = {
  approach: { en: "/approach/", es: "/es/approach/" },
  culture: { en: "/culture/", es: "/es/cultura/" },
  careers: { en: "/careers/", es: "/es/unirme-al-equipo/" },
  awards: { en: "/awards/", es: "/es/premios/" },
  services: { en: "/services/", es: "/es/servicios/" },
  contact: { en: "/contact/", es: "/es/contacto/" },
} as const;

const values = {
  en: ["Curiosity", "Adaptability", "Collaboration", "Sustainability"],
  es: ["Curiosidad", "Adaptabilidad", "Colaboración", "Sustentabilidad"],
} as const;

for (const locale of ["en", "es"] as const) {
  const m = messages[locale];

  test.describe(`company pages in ${locale}`, () => {
    test("@both-viewports approach: claims, principles, phases and ways to work", async ({ page }) => {
      await page.goto(paths.approach[locale]);
      await expect(page.getByTestId("facts")).toContainText("15+");
      await expect(page.getByTestId("facts")).toContainText("150+");
      await expect(page.getByTestId("principles").getByRole("listitem")).not.toHaveCount(0);
      await expect(page.getByTestId("phases").locator(":scope > li")).toHaveCount(4);
      await expect(page.getByTestId("engagements").getByRole("listitem")).toHaveCount(3);
      await expectNoAxeViolations(page);
    });

    test("@both-viewports culture: hero, the four values, leadership team, link to services", async ({
      page,
    }) => {
      await page.goto(paths.culture[locale]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByTestId("values").getByRole("heading", { level: 3 })).toHaveText([
        ...values[locale],
      ]);
      await expect(page.getByTestId("leadership").getByRole("listitem")).toHaveCount(5);
      await expect(page.getByRole("link", { name: m.Culture.servicesLink })).toHaveAttribute(
        "href",
        paths.services[locale],
      );
      await expectNoAxeViolations(page);
    });

    test("@both-viewports careers: five on-board steps, positions with 'Apply now' and JobPosting data", async ({
      page,
    }) => {
      await page.goto(paths.careers[locale]);
      await expect(page.getByTestId("onboard-steps").locator(":scope > li")).toHaveCount(5);
      const positions = page.getByTestId("positions").locator(":scope > li");
      const count = await positions.count();
      expect(count).toBeGreaterThan(0);
      const apply = page.getByRole("link", { name: new RegExp(`^${m.Careers.apply}`) });
      await expect(apply).toHaveCount(count);
      await expect(apply.first()).toHaveAttribute(
        "href",
        new RegExp(`^${paths.contact[locale]}\\?topic=careers&position=[a-z0-9-]+$`),
      );
      const postings = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")));
      const jobs = postings.filter((data) => data?.["@type"] === "JobPosting");
      expect(jobs).toHaveLength(count);
      for (const job of jobs) {
        expect(job).toMatchObject({
          "@context": "https://schema.org",
          hiringOrganization: { "@type": "Organization", name: "Lumbre Studio" },
          jobLocation: { "@type": "Place" },
        });
        expect(job.title).toBeTruthy();
        expect(job.description).toContain("<li>");
        expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(Date.parse(job.validThrough)).toBeGreaterThan(Date.parse(job.datePosted));
        await expect(page.getByRole("heading", { level: 3, name: job.title })).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });

    test("'Apply now' opens the contact flow with the Careers topic", async ({ page }) => {
      await page.goto(paths.careers[locale]);
      await page
        .getByRole("link", { name: new RegExp(`^${m.Careers.apply}`) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${paths.contact[locale]}\\?topic=careers&position=`));
    });

    test("@both-viewports awards: three tabs by keyboard, a Filter control and the profile", async ({
      page,
    }) => {
      await page.goto(paths.awards[locale]);
      const tabs = page.getByRole("tab");
      await expect(tabs).toHaveText([m.Awards.tab.award, m.Awards.tab.conference, m.Awards.tab.publication]);
      await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveAccessibleName(m.Awards.tab.award);
      const firstAward = await page.getByTestId("awards-list").locator(":scope > li").first().textContent();

      await tabs.first().focus();
      await page.keyboard.press("ArrowRight");
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(tabs.first()).toHaveAttribute("tabindex", "-1");
      await expect(panel).toHaveAccessibleName(m.Awards.tab.conference);
      await expect(page.getByTestId("awards-list").locator(":scope > li").first()).not.toHaveText(
        firstAward ?? "",
      );
      await page.keyboard.press("End");
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowRight");
      await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

      const filter = page.getByRole("button", { name: m.Awards.filter, exact: true });
      await expect(filter).toHaveAttribute("aria-expanded", "false");
      await filter.press("Enter");
      await expect(filter).toHaveAttribute("aria-expanded", "true");
      const rows = page.getByTestId("awards-list").locator(":scope > li");
      const total = await rows.count();
      const organisation = page.getByLabel(m.Awards.organisation);
      const firstOrganisation = (await organisation.locator("option").nth(1).textContent()) ?? "";
      await organisation.selectOption(firstOrganisation);
      const filtered = await rows.count();
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).toBeLessThan(total);
      for (const row of await rows.all()) await expect(row).toContainText(firstOrganisation);
      const year = page.getByLabel(m.Awards.year);
      const years = await year.locator("option").allTextContents();
      let emptied = false;
      for (const candidate of years.slice(1)) {
        await year.selectOption(candidate);
        if ((await page.getByTestId("awards-empty").count()) > 0) {
          emptied = true;
          break;
        }
      }
      expect(emptied, "some year has no entry from this organisation").toBe(true);
      await expect(page.getByTestId("awards-empty")).toHaveText(m.Awards.empty);
      await page.getByRole("button", { name: m.Awards.clear }).click();
      await expect(rows).toHaveCount(total);

      await expect(page.getByTestId("profile")).toContainText("Behance");
      await expect(page.getByTestId("followers")).toHaveText(
        locale === "en" ? /^\d{2},\d{3}$/ : /^\d{2}\.\d{3}$/,
      );
      await expect(page.locator("main")).toContainText(locale === "en" ? "2007" : "2007");
      await expectNoAxeViolations(page);
    });
  });
}
