import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { htmlLang, islandReady, messages, siteUrl } from "./support";

const listing = { en: "/insights/", es: "/es/insights/" } as const;
const guide = {
  en: "/insights/writing-for-interfaces/",
  es: "/es/insights/escribir-para-interfaces/",
} as const;
const feed = { en: "/insights/feed.xml", es: "/es/insights/feed.xml" } as const;
/** The guide's voice-chart image links the branding family, in the article's language. */
const branding = { en: "/services/branding-strategy/", es: "/es/servicios/estrategia-branding/" } as const;

for (const locale of ["en", "es"] as const) {
  const t = messages[locale].Insights;

  test.describe(`insights in ${locale}`, () => {
    test("@both-viewports listing: hero, featured articles, more to explore, 'Read article'", async ({
      page,
    }) => {
      await page.goto(listing[locale]);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: t.featured })).toBeVisible();
      await expect(page.getByTestId("featured-insights").getByRole("listitem")).not.toHaveCount(0);
      await expect(page.getByRole("heading", { level: 2, name: t.more })).toBeVisible();
      const list = page.getByTestId("insight-list");
      await expect(list.locator(":scope > li")).toHaveCount(9);
      await expect(list.getByRole("link", { name: new RegExp(`^${t.readArticle}:`) })).toHaveCount(9);
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        new RegExp(`${feed[locale].replace(/\./g, "\\.")}$`),
      );
      await expectNoAxeViolations(page);
    });

    test("categories filter the articles from the keyboard", async ({ page }) => {
      await page.goto(listing[locale]);
      // In place once the island is ready; before that, a chip loads the filtered page.
      await islandReady(page, "InsightsListing");
      const visible = page.getByTestId("insight-list").locator(":scope > li:visible");
      await expect(visible).toHaveCount(9);
      const blockchain = page.getByRole("button", { name: t.category.blockchain, exact: true });
      await blockchain.focus();
      await page.keyboard.press("Enter");
      await expect(blockchain).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(/\?category=blockchain$/);
      await expect(visible).toHaveCount(1);
      await expect(visible.first()).toContainText(t.category.blockchain);
      await page.keyboard.press("Shift+Tab");
      await page.keyboard.press("Space");
      await expect(page.getByRole("button", { name: t.category.branding, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(blockchain).toHaveAttribute("aria-pressed", "false");
      await expect(page).toHaveURL(/\?category=branding$/);
      await page.getByRole("button", { name: t.all, exact: true }).press("Enter");
      await expect(visible).toHaveCount(9);
      await expect(page).toHaveURL(new RegExp(`${listing[locale]}$`));
    });

    test("@both-viewports an article renders every rich-text block and span type", async ({ page }) => {
      await page.goto(guide[locale]);
      const body = page.getByTestId("article-body");
      // heading1 is drawn as an h2: the article's title is the page's one h1.
      for (const selector of [
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "p",
        "pre",
        "ul > li",
        "ol > li",
        "strong",
        "em",
        "mark",
        'a[href^="https://"]',
        'a[href^="/"]',
        "figure img[alt]",
        'iframe[src^="https://www.youtube-nocookie.com/embed/"]',
      ]) {
        await expect(body.locator(selector).first(), selector).toBeAttached();
      }
      await expect(page.locator("h1")).toHaveCount(1);
      const internal = body.locator('a[href^="/"]').first();
      await expect(internal).toHaveAttribute("href", new RegExp(`^${listing[locale]}[a-z0-9-]+/$`));
      await expect(page.getByRole("link", { name: t.back }).first()).toHaveAttribute("href", listing[locale]);
      await expectNoAxeViolations(page);
    });

    test("an image block carries its label as a class and follows its link to the linked page", async ({
      page,
    }) => {
      await page.goto(guide[locale]);
      const figure = page.getByTestId("article-body").locator("figure.framed");
      await expect(figure).toHaveCount(1);
      const link = figure.getByRole("link");
      await expect(link).toHaveAttribute("href", branding[locale]);
      // The image's alt text names the link.
      await expect(link).toHaveAccessibleName(/.{20,}/);
      await link.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(branding[locale]);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[locale]);
    });

    test("an unknown article is the 404 page of the language, in the site's header and footer", async ({
      page,
    }) => {
      const notFound = messages[locale].NotFound;
      const response = await page.goto(`${listing[locale]}no-such-article/`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[locale]);
      await expect(page).toHaveTitle(notFound.title);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
      await expect(page.getByRole("link", { name: notFound.back })).toHaveAttribute(
        "href",
        locale === "en" ? "/" : "/es/",
      );
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });

    test("the language switcher links the article's translation, in the HTML as sent", async ({
      page,
      request,
    }) => {
      const translation = guide[locale === "en" ? "es" : "en"];
      // Without JavaScript (crawlers, a new tab) the href is all there is.
      const html = await (await request.get(guide[locale])).text();
      const switchers = [...html.matchAll(/<a\s[^>]*data-testid="locale-switcher"[^>]*>/g)].map(
        (match) => match[0],
      );
      expect(switchers.length).toBeGreaterThan(0);
      for (const anchor of switchers) expect(anchor).toContain(`href="${translation}"`);
      await page.goto(guide[locale]);
      const switcher = page.getByTestId("locale-switcher").first();
      await expect(switcher).toHaveAttribute("href", translation);
      await switcher.click();
      await expect(page).toHaveURL(translation);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[locale === "en" ? "es" : "en"]);
    });

    test("the RSS feed is valid RSS 2.0 with every article", async ({ page, request }) => {
      const response = await request.get(feed[locale]);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/rss+xml");
      const xml = await response.text();
      await page.goto(listing[locale]);
      const report = await page.evaluate((source) => {
        const doc = new DOMParser().parseFromString(source, "application/xml");
        const text = (parent: Element | null | undefined, name: string) =>
          parent?.getElementsByTagName(name)[0]?.textContent ?? "";
        const channel = doc.querySelector("rss > channel");
        const items = [...doc.querySelectorAll("channel > item")];
        return {
          parseError: doc.getElementsByTagName("parsererror").length > 0,
          version: doc.documentElement.getAttribute("version"),
          title: text(channel, "title"),
          link: text(channel, "link"),
          description: text(channel, "description"),
          language: text(channel, "language"),
          self: channel
            ?.getElementsByTagNameNS("http://www.w3.org/2005/Atom", "link")[0]
            ?.getAttribute("href"),
          items: items.map((item) => ({
            title: text(item, "title"),
            link: text(item, "link"),
            guid: text(item, "guid"),
            pubDate: text(item, "pubDate"),
            content: item.getElementsByTagNameNS("http://purl.org/rss/1.0/modules/content/", "encoded")[0]
              ?.textContent,
          })),
        };
      }, xml);
      expect(report.parseError).toBe(false);
      expect(report.version).toBe("2.0");
      expect(report.title).toBe(t.feedTitle);
      expect(report.link).toBe(`${siteUrl}${listing[locale]}`);
      expect(report.description.length).toBeGreaterThan(20);
      expect(report.language).toBe(locale === "en" ? "en-US" : "es-AR");
      expect(report.self).toBe(`${siteUrl}${feed[locale]}`);
      expect(report.items).toHaveLength(9);
      const dates = report.items.map((item) => Date.parse(item.pubDate));
      expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      for (const item of report.items) {
        expect(item.title.length).toBeGreaterThan(0);
        expect(item.link).toBe(item.guid);
        expect(item.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
        expect(item.content).toContain("<p>");
        const path = new URL(item.link).pathname;
        expect(path).toMatch(new RegExp(`^${listing[locale]}[a-z0-9-]+/$`));
        expect((await request.get(path)).status()).toBe(200);
      }
    });
  });
}
