import { readFileSync } from "node:fs";
import { join } from "node:path";
import { EMBED_ORIGINS, safeEmbed } from "../../src/content/embeds";
import { sliceLibrary } from "../../src/content/model/slices";
import { sliceFolder } from "../../src/slices/folders";
import { expect, type Locator, test } from "./fixtures";
import { openInBuilder } from "./simulator-frame";

/**
 * The slice simulator (/slice-simulator/): opened on its own it shows each slice's mocks, every
 * variation, in the page's language; on the embedded service no page may frame it (it is framed only by
 * the Page Builder of a hosted Prismic repository: tests/e2e/hosted-prismic.e2e.ts). A video's player is a
 * third party's page: its frame is answered here by a stand-in page, never from the network, and the test
 * proves the frame the site builds, not what plays in it.
 */

/** Every slice of the library with its folder (src/slices/<folder>/mocks.json). */
const sliceFolders = Object.fromEntries(sliceLibrary.map((slice) => [slice.id, sliceFolder(slice.id)]));

type Mock = { id: string; variation: string; primary: Record<string, unknown> };

/** What a provider's player would be: a page of its own, answered without the network. */
const PLAYER =
  "<!doctype html><title>Player</title><body style='background:#14110f;color:#f5f1ea'>Player</body>";
const EMBED_FRAMES = new RegExp(
  `^(${EMBED_ORIGINS.map((origin) => origin.replaceAll(".", "\\.")).join("|")})/`,
);
const mocksOf = (folder: string): Mock[] =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, "../../src/slices", folder, "mocks.json"), "utf8"),
  ) as Mock[];

for (const [locale, prefix] of [
  ["en", ""],
  ["es", "/es"],
] as const) {
  test(`shows every variation of every slice from its mocks (${locale})`, async ({ page }) => {
    await page.route(EMBED_FRAMES, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: PLAYER }),
    );
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
      if (id === "listing") {
        // The site's own pages, read with the simulator's page as a page's loader reads them.
        await expect(zone.getByTestId("industry-list").getByRole("link")).toHaveCount(7);
        await expect(zone.getByTestId("case-cards").locator(":scope > li")).toHaveCount(4);
        await expect(zone.getByTestId("insight-cards").locator(":scope > li")).toHaveCount(3);
      }
      if (id === "services_slider") {
        // No island comes here: the cards are a row to scroll, each link in the tab order, no dead buttons.
        const slider = zone.getByTestId("services-slider");
        await expect(slider.getByRole("button")).toHaveCount(0);
        const links = slider.getByRole("link");
        await expect(links).toHaveCount(4);
        for (const link of await links.all()) await expect(link).not.toHaveAttribute("tabindex", "-1");
      }
      if (id === "video") {
        // The simulator's policy frames the providers, as the page's does.
        const frameSrc = /frame-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
        expect(frameSrc?.split(" ")).toEqual(expect.arrayContaining([...EMBED_ORIGINS]));
        await expectVideoFrames(zone, mocks);
      }
    }
  });
}

/** Each video mock is a lazy frame of the site's own player address, named by the video's title. */
async function expectVideoFrames(zone: Locator, mocks: readonly Mock[]) {
  const frames = zone.locator("iframe");
  await expect(frames).toHaveCount(mocks.length);
  for (const [index, mock] of mocks.entries()) {
    const video = mock.primary.video as { embed_url: string; title?: string };
    const frame = frames.nth(index);
    await expect(frame, mock.id).toHaveAttribute("src", safeEmbed(video.embed_url)?.src ?? "(none)");
    await expect(frame, mock.id).toHaveAttribute("loading", "lazy");
    await expect(frame, mock.id).toHaveAttribute("title", video.title ?? String(mock.primary.title));
    await frame.scrollIntoViewIfNeeded();
    await expect(frame, mock.id).toBeVisible();
    // Loaded as the visitor reached it, and let in by the policy (a refusal fails the test: fixtures.ts).
    await expect(frame.contentFrame().locator("body"), mock.id).toHaveText("Player");
    // 16:9, as the page lays it out.
    const box = await frame.boundingBox();
    expect(box && Math.round((box.width / box.height) * 9), mock.id).toBe(16);
  }
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
