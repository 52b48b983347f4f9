import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * Pixel comparison of the site's pages before and after a change that should not show (a page kind
 * moved to slices): `npm run visual:before` screenshots a running server's pages into a folder outside
 * the checkout, `npm run visual:after` compares another server's with them, pixel for pixel. Both take
 * the server from VISUAL_URL (default http://localhost:3000); VISUAL_PATHS (comma-separated) narrows the
 * pages, otherwise one page of each kind in each language, from the server's sitemap.
 */
export default defineConfig({
  testDir: "tests/visual",
  testMatch: "**/*.visual.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 120_000,
  snapshotPathTemplate: join(
    process.env.VISUAL_SNAPSHOTS ?? join(tmpdir(), "lumbre-visual"),
    "{projectName}",
    "{arg}{ext}",
  ),
  // A full page on a busy machine takes a while to hold still for two shots in a row.
  expect: { timeout: 20_000, toHaveScreenshot: { maxDiffPixels: 0, animations: "disabled", caret: "hide" } },
  use: {
    // The site stills what moves on its own (the home page's ambient art) for visitors who ask it to.
    reducedMotion: "reduce",
    baseURL: process.env.VISUAL_URL ?? "http://localhost:3000",
    storageState: "tests/e2e/consented.json",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    },
  },
  projects: [
    { name: "1440", use: { viewport: { width: 1440, height: 900 } } },
    { name: "360", use: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true } },
  ],
});
