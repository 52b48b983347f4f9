import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { textRuns, viewBoxOf } from "../../scripts/art/measure-screen";
import { expectNoAxeViolations } from "./axe";
import { caseSlice, caseSlices } from "./case-content";
import { expect, type Page, test } from "./fixtures";
import { messages } from "./support";

/**
 * What each case document says of its screens: the page must show exactly this, in its language (the
 * image field's file and alt text, the caption). The screen gallery's screens are shipped; each
 * before/after slice adds its "before" screen, `before_of` the key of the screen that replaced it (a
 * screen's key is its file's name: /images/cases/screens/<uid>-<key>.<language>.svg).
 */
interface ScreenCopy {
  key: string;
  caption: string;
  url: string;
  alt: string;
  before_of: string;
  device: string;
}
function screensOf(uid: string, locale: "en" | "es"): ScreenCopy[] {
  type Image = { url: string; alt: string };
  const keyOf = (url: string) =>
    url.replace(`/images/cases/screens/${uid}-`, "").replace(`.${locale}.svg`, "");
  return caseSlices(uid, locale).flatMap((slice): ScreenCopy[] => {
    if (slice.slice_type === "screen_gallery") {
      const screens = slice.primary.screens as { device: string; caption: string; image: Image }[];
      return screens.map(({ device, caption, image }) => ({
        key: keyOf(image.url),
        device,
        caption,
        url: image.url,
        alt: image.alt,
        before_of: "",
      }));
    }
    if (slice.slice_type === "before_after") {
      const { device, before_image, before_caption, after_image } = slice.primary as {
        device: string;
        before_image: Image;
        before_caption: string;
        after_image: Image;
      };
      const before = { key: keyOf(before_image.url), url: before_image.url, alt: before_image.alt };
      return [{ ...before, device, caption: before_caption, before_of: keyOf(after_image.url) }];
    }
    return [];
  });
}

const cases = ["ank", "mercadopago", "arriba", "itau"] as const;
const casePath = (uid: string, locale: "en" | "es") =>
  locale === "en" ? `/cases/${uid}/` : `/es/casos-de-estudio/${uid}/`;

/** Every image inside `scope` has loaded (scrolled to first: they load lazily) and is not broken. */
async function expectImagesLoaded(page: Page, selector: string): Promise<void> {
  const images = page.locator(selector);
  for (let index = 0; index < (await images.count()); index += 1) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  }
}

interface Band {
  readonly colour: string;
  readonly top: number;
  readonly height: number;
}

/**
 * The page's full-width bands as a visitor scrolling it sees them: the runs of one background colour down
 * its left edge (a band that spans the viewport touches it), hairlines of a pixel or two left out.
 */
async function pageBands(page: Page): Promise<Band[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const strip = await page.screenshot({ fullPage: true, clip: { x: 0, y: 0, width: 1, height } });
  const { data, info } = await sharp(strip).raw().toBuffer({ resolveWithObject: true });
  const runs: Band[] = [];
  for (let y = 0; y < info.height; y += 1) {
    const at = y * info.width * info.channels;
    const colour = `rgb(${data[at]}, ${data[at + 1]}, ${data[at + 2]})`;
    const last = runs[runs.length - 1];
    if (last?.colour === colour) runs[runs.length - 1] = { ...last, height: last.height + 1 };
    else runs.push({ colour, top: y, height: 1 });
  }
  const bands: Band[] = [];
  for (const run of runs.filter((candidate) => candidate.height > 2)) {
    const last = bands[bands.length - 1];
    if (last?.colour === run.colour)
      bands[bands.length - 1] = { ...last, height: run.top + run.height - last.top };
    else bands.push(run);
  }
  return bands;
}

for (const locale of ["en", "es"] as const) {
  const c = messages[locale].CaseStudy;

  test.describe(`a wide screen at full size in ${locale}`, () => {
    for (const uid of ["itau", "mercadopago"] as const) {
      test(`@both-viewports ${uid}: "${c.screenOpen}" shows the screen with its text at 12 px or more, in ${locale}`, async ({
        page,
      }) => {
        await page.goto(casePath(uid, locale));
        const wide = screensOf(uid, locale).find(
          (screen) => screen.before_of === "" && screen.device !== "phone",
        );
        if (!wide) throw new Error(`${uid} has a wide screen`);
        const svg = readFileSync(join(import.meta.dirname, "../../public", wide.url), "utf8");
        // The drawing's smallest text, in its own units (one unit is one pixel at its natural size).
        const smallest = Math.min(...textRuns(svg).map((run) => run.size));
        const figure = page.getByTestId("case-screens").locator(`figure[data-device="${wide.device}"]`);
        const open = figure.getByRole("button", { name: c.screenOpen });
        await open.click();
        const viewer = page.getByRole("dialog", { name: wide.caption });
        await expect(viewer).toBeVisible();
        const image = viewer.getByRole("img", { name: wide.alt, exact: true });
        await expect(image).toBeInViewport();
        await expect(image).toHaveJSProperty("complete", true);
        const { shown, natural } = await image.evaluate((element: HTMLImageElement) => ({
          shown: element.getBoundingClientRect().width,
          natural: element.naturalWidth,
        }));
        expect(natural).toBe(viewBoxOf(svg).width);
        expect(smallest * (shown / natural)).toBeGreaterThanOrEqual(12);
        await expectNoAxeViolations(page);
        // Closing returns to the figure, the page as it was, focus on the button that opened it.
        await viewer.getByRole("button", { name: c.screenClose }).click();
        await expect(viewer).toBeHidden();
        await expect(open).toBeFocused();
        await expect(figure).toBeInViewport();
      });
    }
  });

  test.describe(`case page bands in ${locale}`, () => {
    for (const uid of cases) {
      test(`${uid}: every band of the page holds a section, none is a strip left between two others, in ${locale}`, async ({
        page,
      }) => {
        await page.goto(casePath(uid, locale));
        const bands = pageBands(page);
        // Between the header and the footer: a band shorter than this holds no section, only the padding
        // one leaves after a band of another colour (the screens' last dark band, then beige, then dark).
        const strips = (await bands)
          .slice(1, -1)
          .filter((band) => band.height < 240)
          .map((band) => `${band.colour}, ${band.height} px at ${band.top}`);
        expect(strips).toEqual([]);
      });
    }
  });

  test.describe(`case screens in ${locale}`, () => {
    for (const uid of cases) {
      test(`@both-viewports ${uid}: framed screens with captions in ${locale}, none broken`, async ({
        page,
      }) => {
        await page.goto(casePath(uid, locale));
        const shipped = screensOf(uid, locale).filter((screen) => screen.before_of === "");
        expect(shipped.length).toBeGreaterThanOrEqual(4);
        await expect(
          page.getByRole("heading", {
            level: 2,
            name: caseSlice(uid, locale, "screen_gallery").primary.title as string,
          }),
        ).toBeVisible();
        const figures = page.getByTestId("case-screens").locator("figure");
        await expect(figures).toHaveCount(shipped.length);
        for (const [index, screen] of shipped.entries()) {
          const figure = figures.nth(index);
          await expect(figure.locator("figcaption")).toContainText(screen.caption);
          const image = figure.getByRole("img", { name: screen.alt, exact: true });
          // The drawing in the page's language, with its box reserved.
          await expect(image).toHaveAttribute("src", screen.url);
          expect(screen.url).toMatch(
            new RegExp(`^/images/cases/screens/${uid}-[a-z0-9-]+\\.${locale}\\.svg$`),
          );
          await expect(image).toHaveAttribute("width", /^\d+$/);
          await expect(image).toHaveAttribute("loading", "lazy");
        }
        // The full-size views' images load when opened, not before.
        await expectImagesLoaded(page, '[data-testid="case-screens"] figure img');
        await expectNoAxeViolations(page);
      });
    }

    for (const uid of ["ank", "itau"] as const) {
      test(`${uid}: before and after, compared from the keyboard`, async ({ page }) => {
        await page.goto(casePath(uid, locale));
        const pair = screensOf(uid, locale).find((screen) => screen.before_of !== "");
        const after = screensOf(uid, locale).find((screen) => screen.key === pair?.before_of);
        if (!pair || !after) throw new Error(`${uid} has a before and after pair`);
        const comparison = page.getByTestId("before-after").first();
        await comparison.scrollIntoViewIfNeeded();
        const beforeImage = comparison.getByRole("img", { name: pair.alt, exact: true });
        const afterImage = comparison.getByRole("img", { name: after.alt, exact: true });
        // The redesign first; the screen it replaced is one arrow key away.
        await expect(afterImage).toBeVisible();
        await expect(beforeImage).toBeHidden();
        const afterChoice = comparison.getByRole("radio", { name: c.after });
        await expect(afterChoice).toBeChecked();
        await afterChoice.focus();
        await page.keyboard.press("ArrowLeft");
        await expect(comparison.getByRole("radio", { name: c.before })).toBeChecked();
        await expect(comparison.getByRole("radio", { name: c.before })).toBeFocused();
        await expect(beforeImage).toBeVisible();
        await expect(afterImage).toBeHidden();
        await expect(comparison.locator("figcaption")).toContainText(pair.caption);
        await page.keyboard.press("ArrowRight");
        await expect(afterImage).toBeVisible();
        await expect(comparison.getByRole("group", { name: c.compareLegend })).toBeVisible();
        await expectImagesLoaded(page, '[data-testid="before-after"] img');
      });
    }

    test(`@both-viewports the cases listing and the home show each product's screens as its cover, in ${locale}`, async ({
      page,
    }) => {
      await page.goto(locale === "en" ? "/cases/" : "/es/casos-de-estudio/");
      for (const uid of cases) {
        await expect(
          page.locator(`[data-testid="case-cards"] img[src="/images/cases/${uid}-cover.${locale}.svg"]`),
        ).toHaveCount(1);
      }
      await expectImagesLoaded(page, '[data-testid="case-cards"] img');
      await page.goto(locale === "en" ? "/" : "/es/");
      const covers = page.locator(`main img[src^="/images/cases/"][src$="-cover.${locale}.svg"]`);
      expect(await covers.count()).toBeGreaterThan(0);
    });
  });
}
