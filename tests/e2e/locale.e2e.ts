import { expect, test } from "./fixtures";
import { htmlLang } from "./support";

test.describe("locale detection", () => {
  test("a Spanish browser is sent from / to /es/ and the language is remembered", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-AR" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL("/es/");
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang.es);
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("es");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.secure).toBe(false);
    expect(cookie?.httpOnly).toBe(false);
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.1);
    await context.close();
  });

  test("the cookie wins over the browser's languages", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-AR" });
    await context.addCookies([
      { name: "i18n_redirected", value: "en", url: test.info().project.use.baseURL ?? "" },
    ]);
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang.en);
    await context.close();
  });

  test("detection redirects only on /", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-AR" });
    const page = await context.newPage();
    const response = await page.goto("/approach/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/approach/");
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang.en);
    expect((await context.cookies()).find((c) => c.name === "i18n_redirected")).toBeUndefined();
    await context.close();
  });

  test("an English browser stays on /", async ({ browser }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await context.close();
  });
});

test.describe("language switcher", () => {
  test("goes to the same service in Spanish (translated slug) and back, setting the cookie", async ({
    page,
    context,
  }) => {
    await page.goto("/services/ux-audits/");
    await page.getByTestId("locale-switcher").first().click();
    await expect(page).toHaveURL("/es/servicios/auditorias-ux/");
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang.es);
    await expect(page).toHaveTitle("Auditorías UX | Lumbre Studio");
    expect((await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("es");

    await page.getByTestId("locale-switcher").first().click();
    await expect(page).toHaveURL("/services/ux-audits/");
    expect((await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("en");
  });

  test("maps data-viz, industry and top-level pages", async ({ page }) => {
    for (const [from, to] of [
      ["/services/data-visualization/", "/es/visualizacion-de-datos/"],
      ["/industries/retail-commerce/", "/es/industrias/ecommerce-retail/"],
      ["/es/unirme-al-equipo/", "/careers/"],
      ["/es/services/ux-audits/", "/services/ux-audits/"],
    ] as const) {
      await page.goto(from);
      await expect(page.getByTestId("locale-switcher").first()).toHaveAttribute("href", to);
    }
  });
});
