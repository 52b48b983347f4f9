import { expectNoAxeViolations } from "./axe";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";

/**
 * Every page of the sitemap, both languages, at the widths visitors use (DESIGN §8): nothing scrolls
 * sideways, no header control wraps or is clipped, no pill-shaped control wraps, no text is cut by its box
 * (issue 37). Each page is loaded once and resized, the pages split in chunks the CI workers share.
 * Desktop project only: the widths here include the phone's.
 */
const widths = [320, 360, 390, 768, 1024, 1280, 1440] as const;
const chunks = 8;

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  // Both languages, every page kind: a sitemap that lost its pages would pass any check on it.
  expect(paths.length).toBeGreaterThan(100);
  expect(paths.filter((path) => path.startsWith("/es/")).length).toBeGreaterThan(40);
  return paths;
}

/** What a visitor would see broken at the current width (runs in the page). */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    problems.push(`scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
  }

  const shown = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== "hidden" && style.display !== "none";
  };
  const isScreenReaderOnly = (element: Element) => element.closest(".sr-only") !== null;
  /** The lines a visible text takes: text boxes that overlap vertically share one. */
  const lineCount = (element: Element) => {
    const rows: { top: number; bottom: number }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || isScreenReaderOnly(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1) continue;
        const overlapping = rows.find(
          (row) =>
            Math.min(row.bottom, rect.bottom) - Math.max(row.top, rect.top) >
            0.5 * Math.min(row.bottom - row.top, rect.height),
        );
        if (!overlapping) rows.push({ top: rect.top, bottom: rect.bottom });
      }
    }
    return rows.length;
  };
  const name = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);

  const header = document.querySelector("body > header, header");
  if (!header) problems.push("no header");
  let navigable = false;
  for (const control of header?.querySelectorAll("a, button") ?? []) {
    // The phone menu's own links are checked when it is open (navigation.e2e.ts), not behind it.
    if (control.closest("dialog, [popover]") || !shown(control)) continue;
    if (control.matches("nav a") || control.hasAttribute("aria-haspopup")) navigable = true;
    const lines = lineCount(control);
    if (lines > 1) problems.push(`header control "${name(control)}" wraps to ${lines} lines`);
    const box = control.getBoundingClientRect();
    if (
      control.scrollWidth > control.clientWidth + 1 ||
      box.right > root.clientWidth + 0.5 ||
      box.left < -0.5
    ) {
      problems.push(`header control "${name(control)}" is clipped`);
    }
  }
  if (header && !navigable) problems.push("the header offers neither its navigation nor the menu button");

  // A pill-shaped control (a button or a link drawn as one) holds one line: a label that wraps is crammed
  // into its height (the contact page's "See available times" at 320 and 1024 px).
  for (const control of document.querySelectorAll("main a, main button, footer a, footer button")) {
    if (control.closest("dialog, [popover]") || !shown(control)) continue;
    const style = getComputedStyle(control);
    const box = control.getBoundingClientRect();
    const pill = box.height > 0 && Number.parseFloat(style.borderTopLeftRadius) >= box.height / 2 - 1;
    if (!pill || !style.display.includes("flex")) continue;
    const lines = lineCount(control);
    if (lines > 1) problems.push(`control "${name(control)}" wraps to ${lines} lines`);
  }

  // A box that hides what overflows it (a deliberate scroller scrolls instead): a text reaching past its
  // edges is cut; a decoration (a blurred shape, an image's bleed) may.
  for (const element of document.body.querySelectorAll("*")) {
    const style = getComputedStyle(element);
    if (!["hidden", "clip"].includes(style.overflowX) || isScreenReaderOnly(element)) continue;
    if (element.scrollWidth <= element.clientWidth + 1 || !shown(element)) continue;
    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const right = left + element.clientWidth;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || isScreenReaderOnly(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const cut = [...range.getClientRects()].some(
        (rect) => rect.width >= 1 && (rect.right > right + 1 || rect.left < left - 1),
      );
      if (cut) {
        problems.push(
          `text cut by its box: "${(node.textContent ?? "").trim().slice(0, 40)}" in <${element.tagName.toLowerCase()}>`,
        );
        break;
      }
    }
  }
  return problems;
}

async function sweep(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const problem of await page.evaluate(layoutProblems)) found.push(`${path} @${width}: ${problem}`);
  }
  return found;
}

test.describe("layout at every width", () => {
  test.skip(({ isMobile }) => isMobile, "the sweep sets its own widths, phones' included");

  for (let chunk = 0; chunk < chunks; chunk += 1) {
    test(`sitemap pages, part ${chunk + 1} of ${chunks}: no sideways scroll, wrapped header control or cut text`, async ({
      page,
      request,
    }) => {
      const paths = (await sitemapPaths(request)).filter((_, index) => index % chunks === chunk);
      const problems: string[] = [];
      for (const path of paths) problems.push(...(await sweep(page, path)));
      expect(problems, `${paths.length} pages × ${widths.length} widths`).toEqual([]);
    });
  }

  for (const path of ["/", "/es/"]) {
    test(`between phone and full navigation the menu opens (${path} at 1024 px)`, async ({ page }) => {
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto(path);
      const button = page.getByRole("banner").getByRole("button", { name: path === "/" ? /^Menu/ : /^Menú/ });
      await button.click();
      const menu = page.getByRole("dialog", { name: path === "/" ? "Menu" : "Menú" });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole("link", { name: path === "/" ? "Culture" : "Cultura" })).toBeVisible();
    });
  }
});

test.describe("layout details (issue 37, point 10)", () => {
  test.skip(({ isMobile }) => isMobile, "widths are set here");

  for (const path of ["/approach/", "/es/approach/"]) {
    test(`engagement cards: dividers line up across the row, apart from the text (${path})`, async ({
      page,
    }) => {
      await page.goto(path);
      const cards = page.getByTestId("engagements").locator(":scope > li");
      await expect(cards).toHaveCount(3);
      const measures = await cards.evaluateAll((items) =>
        items.map((item) => {
          const fit = item.lastElementChild;
          const text = fit?.previousElementSibling;
          const divider = fit?.getBoundingClientRect().top ?? 0;
          return { divider, gap: divider - (text?.getBoundingClientRect().bottom ?? divider) };
        }),
      );
      const dividers = measures.map((measure) => Math.round(measure.divider));
      expect(new Set(dividers).size, `divider tops ${dividers.join(", ")}`).toBe(1);
      for (const { gap } of measures) expect(gap).toBeGreaterThanOrEqual(24);
    });
  }

  for (const [path, label] of [
    ["/insights/design-systems-that-scale/", "Code example"],
    ["/es/insights/escribir-para-interfaces/", "Ejemplo de código"],
  ] as const) {
    test(`a code block keeps its lines and scrolls in a labelled region on a phone (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto(path);
      const code = page.getByRole("region", { name: label }).locator("pre");
      await expect(code).toBeVisible();
      const lines = await code.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { shown: tops.size, written: (element.textContent ?? "").split("\n").length };
      });
      // One line on screen per line of code: nothing wrapped mid-string.
      expect(lines.shown).toBe(lines.written);
      expect(await code.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await code.focus();
      await expect(code).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => code.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    });
  }
});
