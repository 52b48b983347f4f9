import { expectNoAxeViolations } from "./axe";
import { expect, type Page, test } from "./fixtures";
import { htmlLang, messages } from "./support";

for (const [path, locale] of [
  ["/", "en"],
  ["/es/casos-de-estudio/", "es"],
] as const) {
  test(`@both-viewports a polite banner says so while the connection is gone (${locale})`, async ({
    page,
    context,
  }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const status = page.getByTestId("offline-banner");
    await expect(status).toHaveAttribute("role", "status");
    await expect(status).toHaveText("");

    await context.setOffline(true);
    await expect(status).toHaveText(messages[locale].Connectivity.offline);
    await expect(status.getByText(messages[locale].Connectivity.offline)).toBeInViewport();

    await context.setOffline(false);
    await expect(status).toHaveText("");
  });
}

test("the offline banner leaves the header's navigation visible and clickable at 1440 px", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await context.setOffline(true);
  const banner = page.getByTestId("offline-banner");
  await expect(banner).toHaveText(messages.en.Connectivity.offline);
  const bar = await banner.getByText(messages.en.Connectivity.offline).boundingBox();
  expect(bar).not.toBeNull();
  const links = page.getByRole("navigation", { name: messages.en.Navigation.label }).getByRole("link");
  expect(await links.count()).toBeGreaterThan(5);
  for (const link of await links.all()) {
    const box = await link.boundingBox();
    if (!box || !bar) throw new Error("a navigation link or the banner has no box");
    const overlaps =
      box.x < bar.x + bar.width &&
      bar.x < box.x + box.width &&
      box.y < bar.y + bar.height &&
      bar.y < box.y + box.height;
    expect(overlaps, `${await link.textContent()} under the banner`).toBe(false);
  }
  // Nothing lies over the link: the click reaches it.
  await links.filter({ hasText: messages.en.Navigation.insights }).click({ trial: true });
});

/** Until the offline worker controls the page and keeps a copy of it. */
async function pageKeptOffline(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        if (!navigator.serviceWorker.controller) return false;
        return Boolean(await caches.match(location.href));
      }),
    )
    .toBe(true);
}

for (const [visited, unvisited, locale] of [
  ["/approach/", "/culture/", "en"],
  ["/es/approach/", "/es/cultura/", "es"],
] as const) {
  test(`offline, a visited page opens again and an unvisited one shows the offline page (${locale})`, async ({
    page,
    context,
  }) => {
    const c = messages[locale].Connectivity;
    await page.goto(visited);
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    await pageKeptOffline(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading ?? "");
    // Styled as before: the stylesheet came from the worker too.
    await expect(page.locator("body")).toHaveCSS("display", "flex");

    await page.goto(unvisited);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[locale]);
    await expect(page.getByRole("heading", { level: 1, name: c.offlineTitle })).toBeVisible();
    await expect(page.getByText(c.offlineText)).toBeVisible();
    await expect(page.getByRole("link", { name: c.offlineRetry })).toHaveAttribute("href", unvisited);
    await expect(page.locator("body")).toHaveCSS("display", "flex");
    await expect(page).toHaveTitle(`${c.offlineTitle} | Lumbre Studio`);
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await page.getByRole("link", { name: c.offlineRetry }).click();
    await expect(page.getByRole("heading", { name: c.offlineTitle })).toBeHidden();
    await expect(page).toHaveURL(unvisited);
  });
}
