/**
 * npm run slices:screenshots -- <site URL>: a picture of each slice variation, from its English mock as
 * the slice simulator renders it (/slice-simulator/?slice=<id>), written where Slice Machine looks for it
 * (src/slices/<slice>/screenshot-<variation>.png) and the README shows it. Needs a running site (npm
 * start) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 *
 * A video's player is a third party's page, which the picture does not fetch: its frame shows a still of a
 * player instead (a play button on ink), the same every time and without the network.
 */
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { EMBED_ORIGINS } from "../src/content/embeds";
import { sliceLibrary } from "../src/content/model/slices";
import { sliceFolder } from "../src/slices/folders";

const PLAYER_STILL = `<!doctype html><html><body style="margin:0;display:grid;place-items:center;height:100vh;background:#14110f">
<svg width="96" height="96" viewBox="0 0 96 96" aria-hidden="true"><circle cx="48" cy="48" r="48" fill="#ec4312"/><path d="M38 30v36l30-18z" fill="#f5f1ea"/></svg>
</body></html>`;

const site = process.argv[2] ?? "http://localhost:4321";
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.route(
    (url) => (EMBED_ORIGINS as readonly string[]).includes(url.origin),
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: PLAYER_STILL }),
  );
  for (const slice of sliceLibrary) {
    const response = await page.goto(`${site}/slice-simulator/?slice=${slice.id}`);
    if (response?.status() !== 200)
      throw new Error(`${slice.id}: the simulator answered ${response?.status()}`);
    await page.evaluate(() => document.fonts.ready);
    const sections = page.locator("[data-slice-zone] > *");
    const variations = Object.keys(slice.variations);
    if ((await sections.count()) !== variations.length)
      throw new Error(
        `${slice.id}: ${await sections.count()} slices shown for ${variations.length} variations`,
      );
    for (const [index, variation] of variations.entries()) {
      const file = join(
        import.meta.dirname,
        "..",
        "src",
        "slices",
        sliceFolder(slice.id),
        `screenshot-${variation}.png`,
      );
      // A frame loads as it is reached (loading="lazy"): brought into view and loaded before the picture.
      for (const frame of await sections.nth(index).locator("iframe").all()) {
        await frame.scrollIntoViewIfNeeded();
        await frame.contentFrame().locator("svg").waitFor();
      }
      await sections.nth(index).screenshot({ path: file, animations: "disabled" });
      console.log(`slices:screenshots: ${slice.id} ${variation} → ${file}`);
    }
  }
} finally {
  await browser.close();
}
