import { type Locale, locales } from "../../src/i18n/locales";
import { localePath } from "../../src/i18n/routes";
import { type BrowserContext, expect, test } from "./fixtures";
import { htmlLang, messages } from "./support";

/**
 * A preview link that opens nothing says why, in the visitor's language, with a 4xx and no cookie: the
 * editor (or whoever they forwarded it to) is told what to do instead of landing on a page that silently
 * shows the published site.
 */

/** Junk, a broken URL, another Prismic repository's token, another site's link. */
const junkTokens = [
  "x",
  "javascript:alert(1)",
  "https://lumbre.prismic.io/previews/abc123:def456?websitePreviewId=",
  "https://acme.prismic.io/previews/X4rJpxAAACEA_4M1?websitePreviewId=X4mI6hAAACAA-exI",
  "https://evil.example/api/v2/previews/autumn-campaign:settings--settings--en-us",
];

async function previewCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .map((cookie) => cookie.name)
    .filter((name) => name === "io.prismic.preview");
}

for (const locale of locales) {
  test(`a junk preview token gets a 4xx page in the visitor's language, and no cookie (${locale})`, async ({
    page,
    context,
  }) => {
    const titles = [messages[locale].Preview.linkMalformedTitle, messages[locale].Preview.linkForeignTitle];
    for (const token of junkTokens) {
      const path = `${localePath("preview", locale)}?${new URLSearchParams({ token, documentId: "settings--settings--en-us" })}`;
      const response = await page.goto(path);
      const status = response?.status() ?? 0;
      expect(status, token).toBeGreaterThanOrEqual(400);
      expect(status, token).toBeLessThan(500);
      // The page stays where the link came; nothing redirects it.
      expect(new URL(page.url()).pathname, token).toBe(localePath("preview", locale));
      await expect(page.locator("html"), token).toHaveAttribute("lang", htmlLang[locale]);
      const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
      expect(titles, token).toContain(heading);
      await expect(page.getByRole("link", { name: messages[locale].Preview.linkHome })).toHaveAttribute(
        "href",
        localePath("index", locale),
      );
      expect(response?.headers()["cache-control"], token).toBe("no-store");
      expect(await previewCookies(context), token).toEqual([]);
    }
    // And the site keeps working, published, with no preview bar.
    const home = await page.goto(localePath("index", locale));
    expect(home?.status()).toBe(200);
    await expect(page.getByTestId("preview-bar")).toHaveCount(0);
  });
}

test("the editor's one preview route answers in the browser's language when the path names none", async ({
  browser,
  baseURL,
}) => {
  const expected: Record<Locale, string> = {
    en: messages.en.Preview.linkMalformedTitle,
    es: messages.es.Preview.linkMalformedTitle,
  };
  for (const [browserLocale, locale] of [
    ["es-AR", "es"],
    ["en-US", "en"],
  ] as const) {
    const context = await browser.newContext({ locale: browserLocale, baseURL });
    try {
      const page = await context.newPage();
      const response = await page.goto("/preview/?token=x&documentId=home--home--en-us");
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected[locale]);
    } finally {
      await context.close();
    }
  }
});
