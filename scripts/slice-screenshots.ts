/**
 * npm run slices:screenshots -- <site URL>: a picture of each slice variation, from its English mock as
 * the slice simulator renders it (/slice-simulator/?slice=<id>), written where Slice Machine looks for it
 * (src/slices/<slice>/screenshot-<variation>.png) and the README shows it. Needs a running site (npm
 * start) and Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { sliceLibrary } from "../src/content/model/slices";
import { sliceFolder } from "../src/slices/folders";

const site = process.argv[2] ?? "http://localhost:4321";
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
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
      await sections.nth(index).screenshot({ path: file, animations: "disabled" });
      console.log(`slices:screenshots: ${slice.id} ${variation} → ${file}`);
    }
  }
} finally {
  await browser.close();
}
