// Every page kind, as a visitor sees it at 360 and 1440 px, pixel for pixel against the screenshots
// taken before a change (see playwright.visual.config.ts).
import { expect, test } from "@playwright/test";
import { onePerKind, sitemapPaths } from "../harness/site-pages";

const baseUrl = process.env.VISUAL_URL ?? "http://localhost:3000";
const named = (process.env.VISUAL_PATHS ?? "")
  .split(",")
  .map((path) => path.trim())
  .filter(Boolean);
const paths = named.length > 0 ? named : onePerKind(await sitemapPaths(baseUrl)).map((page) => page.path);

/** A file name for a path: /es/industrias/seguros-insurtech/ → es-industrias-seguros-insurtech. */
const nameOf = (path: string) => path.split("/").filter(Boolean).join("-") || "home";

for (const path of paths) {
  test(`${path} looks as it did`, async ({ page }) => {
    // The home page's experiment decides its variation by cookie: the same one both times.
    await page
      .context()
      .addCookies([{ name: "io.prismic.experiment", value: "lumbre-home-hero%200", url: baseUrl }]);
    await page.goto(path, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    // Images that load lazily are brought in before the full-page shot.
    await page.evaluate(async () => {
      for (const image of document.images) image.loading = "eager";
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    });
    await page.waitForLoadState("networkidle");
    // A video's frame is a third party's page (unreachable here): its box is compared, not its content.
    await expect(page).toHaveScreenshot(`${nameOf(path)}.png`, {
      fullPage: true,
      mask: [page.locator("iframe")],
    });
  });
}
