import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSwitcherPaths } from "@/features/seo/load-site-pages";
import { keepingQuery } from "@/features/seo/switcher-paths";
import type { SwitcherPaths } from "@/i18n/alternate";
import type { Locale } from "@/i18n/locales";
import { hrefWithSearch, localeCookieString } from "@/views/shell/locale-memory";
import { LocaleSwitcher } from "@/views/shell/locale-switcher";

let translations: Record<Locale, SwitcherPaths>;
beforeAll(async () => {
  translations = { en: await loadSwitcherPaths("en"), es: await loadSwitcherPaths("es") };
});

/** The switcher's href in the server-rendered HTML, as the layout renders it over the site's content. */
function hrefAt(pathname: string, locale: Locale): string | undefined {
  const html = renderToStaticMarkup(
    <LocaleSwitcher
      locale={locale}
      currentPath={pathname}
      label="switch"
      short="xx"
      translations={translations[locale]}
    />,
  );
  return /href="([^"]*)"/.exec(html)?.[1];
}

describe("LocaleSwitcher", () => {
  it("links an English article to its Spanish translation, in the HTML the server sends", () => {
    expect(hrefAt("/insights/writing-for-interfaces/", "en")).toBe("/es/insights/escribir-para-interfaces/");
    // The internal template path gives the same answer.
    expect(hrefAt("/en/insights/writing-for-interfaces/", "en")).toBe(
      "/es/insights/escribir-para-interfaces/",
    );
  });

  it("links a Spanish article to its English translation", () => {
    expect(hrefAt("/es/insights/escribir-para-interfaces/", "es")).toBe("/insights/writing-for-interfaces/");
    expect(hrefAt("/es/insights/sistemas-de-diseno-que-escalan/", "es")).toBe(
      "/insights/design-systems-that-scale/",
    );
  });

  it("links the other language's listing from an article without translation", () => {
    const html = renderToStaticMarkup(
      <LocaleSwitcher
        locale="en"
        currentPath="/insights/english-only/"
        label="switch"
        short="ES"
        translations={{ "/insights/english-only/": "/es/insights/" }}
      />,
    );
    expect(html).toContain('href="/es/insights/"');
  });

  it("keeps translating the route table's pages, and sends the 404 page home", () => {
    expect(hrefAt("/services/ux-audits/", "en")).toBe("/es/servicios/auditorias-ux/");
    expect(hrefAt("/es/industrias/ecommerce-retail/", "es")).toBe("/industries/retail-commerce/");
    expect(hrefAt("/es/insights/no-existe/", "es")).toBe("/");
    expect(hrefAt("/es/unmatched-path/", "es")).toBe("/");
  });

  it("marks the link with the language it switches to, for the island that remembers it", () => {
    const html = renderToStaticMarkup(
      <LocaleSwitcher locale="es" currentPath="/es/" label="switch" short="EN" translations={{}} />,
    );
    expect(html).toContain('data-locale-switch="en"');
    expect(html).toContain('hrefLang="en-US"');
  });

  it("is named by the code it shows, then where it goes (WCAG 2.5.3, label in name)", () => {
    const html = renderToStaticMarkup(
      <LocaleSwitcher locale="en" currentPath="/" label="Ver en español" short="ES" translations={{}} />,
    );
    // No aria-label to replace the visible text: the name is the content, "ES, Ver en español".
    expect(html).not.toContain("aria-label");
    expect(html).toMatch(/>ES<span class="sr-only">, Ver en español<\/span><\/a>$/);
  });
});

describe("localeCookieString", () => {
  it("remembers the language for a year, site-wide, readable by the server", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(localeCookieString("es", now)).toBe(
      "i18n_redirected=es; Path=/; Max-Age=31536000; Expires=Fri, 01 Jan 2027 00:00:00 GMT; SameSite=Lax",
    );
  });
});

describe("a switcher on a filtered page", () => {
  it("keeps the filter the page was rendered with, in the HTML the server sends", () => {
    const keeping = (pathname: string, locale: Locale, query: string) =>
      /href="([^"]*)"/.exec(
        renderToStaticMarkup(
          <LocaleSwitcher
            locale={locale}
            currentPath={pathname}
            label="switch"
            short="xx"
            translations={keepingQuery(translations[locale], pathname, locale, query)}
          />,
        ),
      )?.[1];
    expect(keeping("/insights/", "en", "category=blockchain")).toBe("/es/insights/?category=blockchain");
    expect(keeping("/es/casos-de-estudio/", "es", "industry=media-ott")).toBe("/cases/?industry=media-ott");
    expect(keeping("/es/servicios/", "es", "")).toBe("/services/");
  });

  it("follows the query a filter wrote into the URL in the browser, keeping its path", () => {
    expect(hrefWithSearch("/es/insights/?category=blockchain", "?category=branding")).toBe(
      "/es/insights/?category=branding",
    );
    expect(hrefWithSearch("/es/insights/?category=blockchain", "")).toBe("/es/insights/");
    expect(hrefWithSearch("/cases/#top", "?service=product-discovery")).toBe(
      "/cases/?service=product-discovery#top",
    );
    expect(hrefWithSearch("/cases/", "?")).toBe("/cases/");
  });
});
