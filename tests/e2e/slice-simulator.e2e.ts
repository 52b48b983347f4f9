import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { openInBuilder } from "./simulator-frame";

/**
 * The slice simulator (/slice-simulator/): opened on its own it shows each slice's mocks, every
 * variation, in the page's language; on the embedded service no page may frame it (it is framed only by
 * the Page Builder of a hosted Prismic repository: tests/e2e/hosted-prismic.e2e.ts).
 */

const sliceFolders = {
  hero: "hero",
  rich_text: "rich-text",
  quote: "quote",
  figures: "figures",
  benefit_grid: "benefit-grid",
  faq: "faq",
  screen_gallery: "screen-gallery",
  before_after: "before-after",
  call_to_action: "call-to-action",
} as const;

type Mock = { id: string; variation: string; primary: Record<string, unknown> };
const mocksOf = (folder: string): Mock[] =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, "../../src/slices", folder, "mocks.json"), "utf8"),
  ) as Mock[];

for (const [locale, prefix] of [
  ["en", ""],
  ["es", "/es"],
] as const) {
  test(`shows every variation of every slice from its mocks (${locale})`, async ({ page }) => {
    for (const [id, folder] of Object.entries(sliceFolders)) {
      const mocks = mocksOf(folder).filter((mock) => mock.id.endsWith(`-${locale}`));
      const response = await page.goto(`${prefix}/slice-simulator/?slice=${id}`);
      expect(response?.status(), id).toBe(200);
      expect(response?.headers()["content-security-policy"], id).toMatch(/frame-ancestors 'none'/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      const zone = page.locator("[data-slice-zone]");
      await expect(zone.locator(":scope > *"), id).toHaveCount(mocks.length);
      for (const mock of mocks) {
        const title = mock.primary.title ?? mock.primary.quote;
        if (typeof title === "string") await expect(zone.getByText(title).first(), mock.id).toBeVisible();
      }
    }
  });
}

test("says so for a slice the library lacks, and explains itself opened without one", async ({ page }) => {
  await page.goto("/es/slice-simulator/?slice=carousel");
  await expect(page.getByRole("alert")).toHaveText("La biblioteca de slices no tiene el slice “carousel”.");
  await page.goto("/slice-simulator/");
  await expect(page.locator("h1")).toHaveText("The Page Builder's live preview");
  await expect(page.locator("[data-slice-zone] > *")).toHaveCount(0);
});

test("is refused to any page that frames it while content is not on a Prismic repository", async ({
  browser,
  baseURL,
}) => {
  // Chromium's report of the refusal is the proof: the fixture's page would count it as a failure.
  const page = await browser.newPage();
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/frame-ancestors 'none'/.test(message.text())) refusals.push(message.text());
  });
  await openInBuilder(
    page,
    "https://lumbre.prismic.io",
    { url: baseURL ?? "", path: "/slice-simulator/?slice=quote" },
    [],
  );
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { simulator?: string }).simulator)).not.toBe("sent");
  await page.close();
});
