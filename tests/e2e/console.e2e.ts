import type { Page } from "@playwright/test";
import { locales } from "../../src/i18n/locales";
import { expect, test } from "./fixtures";
import { missingPage, pageOfEachKind } from "./support";

/**
 * Everything the page says in the console, from the first byte until the browser has had time to warn
 * about unused preloads (Chromium does so a few seconds after the load event). A 404 page's own status is the one line Chromium always
 * writes for it (the document's, not a resource's), so it is left out.
 */
async function consoleOf(page: Page, path: string, status: number): Promise<string[]> {
  const messages: string[] = [];
  const url = new URL(path, test.info().project.use.baseURL).href;
  page.on("console", (message) => {
    const ownStatus = message.location().url === url && /status of 404/.test(message.text());
    if (!ownStatus) messages.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  const response = await page.goto(path, { waitUntil: "load" });
  expect(response?.status(), path).toBe(status);
  await page.waitForTimeout(6_000);
  return messages;
}

for (const locale of locales) {
  test(`one page of each kind loads with an empty console, in ${locale}`, async ({ context }) => {
    test.setTimeout(120_000);
    const paths = pageOfEachKind(locale);
    // Side by side: each page waits out the same few seconds.
    const found = await Promise.all(
      paths.map(async (path) => {
        const page = await context.newPage();
        const messages = await consoleOf(page, path, path === missingPage[locale] ? 404 : 200);
        await page.close();
        return [path, messages] as const;
      }),
    );
    expect(Object.fromEntries(found.filter(([, messages]) => messages.length > 0))).toEqual({});
  });
}

for (const locale of locales) {
  test(`the pages a page prefetches carry no image preloads for the page the visitor is on, in ${locale}`, async ({
    page,
  }) => {
    const payloads: Promise<string>[] = [];
    page.on("response", (response) => {
      // A prefetch the router cancels (it navigated, or had the segment already) has no body to read.
      if (response.headers()["content-type"]?.startsWith("text/x-component")) {
        payloads.push(response.text().catch(() => ""));
      }
    });
    await page.goto(locale === "en" ? "/" : "/es/", { waitUntil: "load" });
    // The header and footer link every section: reaching for each link (focus) fetches its payload.
    const links = page.locator('header a[href^="/"], footer a[href^="/"]');
    for (const link of await links.all()) await link.focus();
    await expect.poll(() => payloads.length, { timeout: 10_000 }).toBeGreaterThan(5);
    const bodies = await Promise.all(payloads);
    expect(bodies.some((body) => body.includes(":HL["))).toBe(true);
    expect(bodies.flatMap((body) => body.match(/:HL\[[^\n]*"image"/g) ?? [])).toEqual([]);
  });
}
