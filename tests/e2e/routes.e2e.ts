import { locales } from "../../src/i18n/locales";
import { aliases, routes } from "../../src/i18n/route-table";
import { isDynamic, pathFor } from "../../src/i18n/routes";
import { expect, test } from "./fixtures";
import {
  seedCases,
  seedFamilies,
  seedIndustries,
  seedLandingPages,
  seedLegalPages,
  seedServicePages,
  servicePaths,
} from "./seed-urls";
import { expectedTitle, htmlLang, locationPath, seedTitle, siteUrl } from "./support";

const pages = routes.filter((route) => !isDynamic(route));

test.describe("every route of the table", () => {
  for (const locale of locales) {
    test(`answers 200 with its own title and <html lang=${htmlLang[locale]}>`, async ({ page }) => {
      test.setTimeout(180_000);
      for (const route of pages) {
        const path = pathFor(route, locale);
        const response = await page.goto(path, { waitUntil: "domcontentloaded" });
        expect(response?.status(), path).toBe(200);
        expect(new URL(page.url()).pathname, path).toBe(path);
        await expect(page.locator("html"), path).toHaveAttribute("lang", htmlLang[locale]);
        await expect(page, path).toHaveTitle(expectedTitle(route, locale));
        await expect(page.locator("h1"), path).toHaveCount(1);
      }
    });
  }
});

test.describe("the seed's case studies, industries, legal pages, families and services (documents, at their uids)", () => {
  for (const locale of locales) {
    test(`answer 200 with their documents' titles and <html lang=${htmlLang[locale]}>`, async ({ page }) => {
      test.setTimeout(180_000);
      const seeds = [
        ...seedCases,
        ...seedIndustries,
        ...seedLegalPages,
        ...seedLandingPages,
        ...seedServicePages,
      ];
      for (const { type, group, paths } of seeds) {
        const path = paths[locale];
        const response = await page.goto(path, { waitUntil: "domcontentloaded" });
        expect(response?.status(), path).toBe(200);
        expect(new URL(page.url()).pathname, path).toBe(path);
        await expect(page.locator("html"), path).toHaveAttribute("lang", htmlLang[locale]);
        await expect(page, path).toHaveTitle(seedTitle(type, group, locale));
        await expect(page.locator("h1"), path).toHaveCount(1);
      }
    });
  }
});

test.describe("strict URLs", () => {
  test("a page path without its trailing slash gets a 308 to the slash form", async ({ request }) => {
    for (const path of ["/services", "/es/servicios/auditorias-ux", "/es", "/cases/ank"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(locationPath(response), path).toBe(`${path}/`);
    }
  });

  test("force-url lowercases and collapses repeated slashes with a 308", async ({ request }) => {
    const upper = await request.get("/Services/UX-Audits/", { maxRedirects: 0 });
    expect(upper.status()).toBe(308);
    expect(locationPath(upper)).toBe("/services/ux-audits/");
    const doubled = await request.get("/es//premios/", { maxRedirects: 0 });
    expect(doubled.status()).toBe(308);
    expect(locationPath(doubled)).toBe("/es/premios/");
  });

  test("nothing else is fuzzy-matched", async ({ request }) => {
    for (const path of [
      "/services/ux-audit/",
      "/en/approach/",
      "/es/services/auditorias-ux/",
      "/servicios/ux-audits/",
    ]) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });
});

test.describe("aliases and redirects", () => {
  test("English slugs under /es/services/ render the Spanish page with a canonical link", async ({
    page,
  }) => {
    const response = await page.goto("/es/services/ux-audits/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang.es);
    await expect(page).toHaveTitle("Auditorías UX | Lumbre Studio");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${siteUrl}/es/servicios/auditorias-ux/`,
    );
  });

  test("Spanish slugs under /servicios/ render the English page with a canonical link", async ({ page }) => {
    const response = await page.goto("/servicios/diseno-ux-ui/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang.en);
    await expect(page).toHaveTitle("UX/UI design services | Lumbre Studio");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${siteUrl}/services/ux-ui-design/`,
    );
  });

  test("every seed service's cross-language paths: the page with its canonical, or 301 for the six", async ({
    request,
  }) => {
    for (const family of seedFamilies) {
      for (const service of family.services) {
        const paths = servicePaths(family, service);
        for (const [alias, expected] of [
          [`/es/services/${service.en}/`, paths.es],
          [`/servicios/${service.es}/`, paths.en],
        ] as const) {
          const response = await request.get(alias, { maxRedirects: 0 });
          if (service.redirects) {
            expect(response.status(), alias).toBe(301);
            expect(locationPath(response), alias).toBe(expected);
          } else {
            expect(response.status(), alias).toBe(200);
            const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
            expect(canonical, alias).toBe(`${siteUrl}${expected}`);
          }
        }
      }
    }
  });

  test("every alias answers as the table says: a render or a 301", async ({ request }) => {
    for (const alias of aliases) {
      const response = await request.get(alias.path, { maxRedirects: 0 });
      const target = routes.find((route) => route.name === alias.target.name);
      const expected = target ? pathFor(target, alias.target.locale) : "";
      if (alias.type === "redirect") {
        expect(response.status(), alias.path).toBe(301);
        expect(locationPath(response), alias.path).toBe(expected);
      } else {
        expect(response.status(), alias.path).toBe(200);
        const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await response.text())?.[1];
        expect(canonical, alias.path).toBe(`${siteUrl}${expected}`);
      }
    }
  });
});

test.describe("legal pages without their /es prefix", () => {
  test("a Spanish legal page's path without /es answers 301 to it, with its query", async ({ request }) => {
    for (const legal of seedLegalPages.filter((page) => page.paths.es !== `/es${page.paths.en}`)) {
      const unprefixed = legal.paths.es.replace(/^\/es/, "");
      const response = await request.get(`${unprefixed}?ref=mail`, { maxRedirects: 0 });
      expect(response.status(), unprefixed).toBe(301);
      expect(locationPath(response)).toBe(`${legal.paths.es}?ref=mail`);
    }
  });
});

test.describe("not found", () => {
  test("an unmatched English path shows the 404 page with 'Take me back' to /", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist/");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Error page 404.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Oops! Seems like you've hit a dead end.",
    );
    await expect(page.getByText("This page could not be found")).toBeVisible();
    await page.getByRole("link", { name: "Take me back" }).click();
    await expect(page).toHaveURL("/");
  });

  test("an unknown slug under /es/ shows the Spanish 404 page, back to /es/", async ({ page }) => {
    const response = await page.goto("/es/servicios/no-existe/");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang.es);
    await expect(page).toHaveTitle("Error página 404.");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "¡Ups! Parece que llegaste a un callejón sin salida.",
    );
    await expect(page.getByText("No pudimos encontrar esta página")).toBeVisible();
    await page.getByRole("link", { name: "Volver al inicio" }).click();
    await expect(page).toHaveURL("/es/");
  });

  test("an unknown insight uid is a 404", async ({ request }) => {
    expect((await request.get("/insights/not-an-article/")).status()).toBe(404);
    expect((await request.get("/es/insights/not-an-article/")).status()).toBe(404);
  });

  test("a 404's status line says Not Found, not OK", async ({ request }) => {
    for (const path of ["/this/does/not/exist/", "/es/servicios/no-existe/", "/insights/not-an-article/"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.statusText(), path).toBe("Not Found");
    }
  });

  test("/404b/ and /es/404b/ show the not-found design with noindex", async ({ page }) => {
    for (const [path, heading] of [
      ["/404b/", "Oops! Seems like you've hit a dead end."],
      ["/es/404b/", "¡Ups! Parece que llegaste a un callejón sin salida."],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
  });
});
