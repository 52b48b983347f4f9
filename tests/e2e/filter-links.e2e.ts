import { createTranslator } from "use-intl/core";
import { expect, type Page, test } from "./fixtures";
import { islandReady, messages } from "./support";

type Locale = "en" | "es";
const locales = ["en", "es"] as const;
const other = (locale: Locale): Locale => (locale === "en" ? "es" : "en");

/** "Showing 1 of 9 articles" as the page's messages format it (an ICU plural). */
function countText(
  locale: Locale,
  namespace: "Insights" | "Cases" | "Archive",
  count: number,
  total: number,
) {
  return createTranslator({ locale, messages: messages[locale], namespace })("count", { count, total });
}

/**
 * The three filtered listings, each with a shared link's query, what it shows, and the list of items it
 * filters. Filter values are language-neutral ids: the same query means the same filter in both languages.
 */
const listings = [
  {
    name: "insights",
    path: { en: "/insights/", es: "/es/insights/" },
    query: "category=blockchain",
    namespace: "Insights",
    shown: 1,
    total: 9,
    count: "insights-count",
    items: (page: Page) => page.getByTestId("insight-list").locator(":scope > li:visible"),
  },
  {
    name: "cases",
    path: { en: "/cases/", es: "/es/casos-de-estudio/" },
    query: "service=blockchain-innovation-lab",
    namespace: "Cases",
    shown: 1,
    total: 4,
    count: "cases-count",
    items: (page: Page) => page.getByTestId("case-cards").locator(":scope > li:visible"),
  },
  {
    name: "services archive",
    path: { en: "/services/", es: "/es/servicios/" },
    query: "service=blockchain-innovation-lab",
    namespace: "Archive",
    shown: 3,
    total: 16,
    count: "archive-count",
    items: (page: Page) => page.getByTestId("archive-list").locator(":scope > li:visible"),
  },
] as const;

test.describe("a shared filter link, as the server sends it (no JavaScript)", () => {
  // With scripts off, what the page shows is the server's HTML: the first paint of every visitor.
  test.use({ javaScriptEnabled: false });

  for (const locale of locales) {
    for (const listing of listings) {
      test(`${listing.name} in ${locale}: the filtered count and items, and a switcher that keeps the filter`, async ({
        page,
      }) => {
        const response = await page.goto(`${listing.path[locale]}?${listing.query}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByTestId(listing.count)).toHaveText(
          countText(locale, listing.namespace, listing.shown, listing.total),
        );
        await expect(listing.items(page)).toHaveCount(listing.shown);
        for (const switcher of await page.getByTestId("locale-switcher").all()) {
          await expect(switcher).toHaveAttribute("href", `${listing.path[other(locale)]}?${listing.query}`);
        }
        // The same page without the query, asked for after the filtered one, is the whole list: the
        // filtered render is kept under no query-less key.
        await page.goto(listing.path[locale]);
        await expect(page.getByTestId(listing.count)).toHaveText(
          countText(locale, listing.namespace, listing.total, listing.total),
        );
        await expect(listing.items(page)).toHaveCount(listing.total);
        await expect(page.getByTestId("locale-switcher").first()).toHaveAttribute(
          "href",
          listing.path[other(locale)],
        );
      });
    }

    test(`an unknown or hostile filter value lists everything in ${locale}`, async ({ page }) => {
      for (const listing of listings) {
        const response = await page.goto(
          `${listing.path[locale]}?${listing.query.split("=")[0]}=%3Cscript%3E&year=99999`,
        );
        expect(response?.status()).toBe(200);
        await expect(page.getByTestId(listing.count)).toHaveText(
          countText(locale, listing.namespace, listing.total, listing.total),
        );
      }
    });

    test(`the filters work without JavaScript in ${locale}`, async ({ page }) => {
      const insights = messages[locale].Insights;
      await page.goto(listings[0].path[locale]);
      await page.getByRole("button", { name: insights.category.blockchain, exact: true }).click();
      await expect(page).toHaveURL(`${listings[0].path[locale]}?category=blockchain`);
      await expect(page.getByTestId("insights-count")).toHaveText(countText(locale, "Insights", 1, 9));
      await expect(
        page.getByRole("button", { name: insights.category.blockchain, exact: true }),
      ).toHaveAttribute("aria-pressed", "true");

      const cases = messages[locale].Cases;
      await page.goto(listings[1].path[locale]);
      await page.getByRole("button", { name: cases.industries }).click();
      await page.getByRole("button", { name: locale === "en" ? "Entertainment" : "Entretenimiento" }).click();
      await expect(page).toHaveURL(`${listings[1].path[locale]}?industry=entertainment`);
      await expect(page.getByTestId("cases-count")).toHaveText(countText(locale, "Cases", 0, 4));
      await page.getByRole("link", { name: cases.emptyAction }).click();
      await expect(page.getByTestId("cases-count")).toHaveText(countText(locale, "Cases", 4, 4));

      const archive = messages[locale].Archive;
      await page.goto(listings[2].path[locale]);
      const form = page.getByRole("form", { name: archive.filters });
      await form.getByRole("combobox", { name: archive.services }).selectOption("blockchain-innovation-lab");
      await form.getByRole("button", { name: archive.apply }).click();
      // The browser's own form submission names every field, the empty ones too.
      await expect(page).toHaveURL(
        `${listings[2].path[locale]}?service=blockchain-innovation-lab&industry=&year=`,
      );
      await expect(page.getByTestId("archive-count")).toHaveText(countText(locale, "Archive", 3, 16));
      await page.getByRole("link", { name: archive.clear }).click();
      await expect(page.getByTestId("archive-count")).toHaveText(countText(locale, "Archive", 16, 16));
    });
  }
});

test.describe("a shared filter link with JavaScript", () => {
  for (const locale of locales) {
    test(`a shared link paints filtered from the first frame and hydration changes nothing, in ${locale}`, async ({
      page,
    }) => {
      const islands = {
        insights: "InsightsListing",
        cases: "CasesListing",
        "services archive": "ServicesArchive",
      };
      // Every text the count shows, from the parsed HTML (the first paint) to the island's last render.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { countTexts: seen });
        document.addEventListener("DOMContentLoaded", () => {
          const count = document.querySelector('[data-testid$="-count"]');
          if (!count) return;
          seen.push(count.textContent ?? "");
          new MutationObserver(() => seen.push(count.textContent ?? "")).observe(count, {
            childList: true,
            characterData: true,
            subtree: true,
          });
        });
      });
      for (const listing of listings) {
        await page.goto(`${listing.path[locale]}?${listing.query}`);
        await islandReady(page, islands[listing.name]);
        const filtered = countText(locale, listing.namespace, listing.shown, listing.total);
        await expect(page.getByTestId(listing.count)).toHaveText(filtered);
        await expect(listing.items(page)).toHaveCount(listing.shown);
        const texts = await page.evaluate(() => (window as unknown as { countTexts: string[] }).countTexts);
        expect(new Set(texts)).toEqual(new Set([filtered]));
      }
    });
  }
});

test.describe("the language switcher on a filtered page", () => {
  for (const locale of locales) {
    test(`follows a filter chosen in the browser, in ${locale}`, async ({ page }) => {
      const insights = messages[locale].Insights;
      const { path } = listings[0];
      await page.goto(path[locale]);
      const chip = page.getByRole("button", { name: insights.category.branding, exact: true });
      await chip.click();
      await expect(chip).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(`${path[locale]}?category=branding`);
      const switcher = page.getByTestId("locale-switcher").first();
      await switcher.hover();
      await expect(switcher).toHaveAttribute("href", `${path[other(locale)]}?category=branding`);
      await switcher.click();
      await expect(page).toHaveURL(`${path[other(locale)]}?category=branding`);
      const translated = messages[other(locale)].Insights;
      await expect(
        page.getByRole("button", { name: translated.category.branding, exact: true }),
      ).toHaveAttribute("aria-pressed", "true");
    });
  }
});
