import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadSwitcherPaths } from "@/features/seo/load-site-pages";
import type { SwitcherPaths } from "@/i18n/alternate";
import type { Locale } from "@/i18n/locales";
import { LocaleSwitcher } from "@/views/shell/locale-switcher";

const navigation = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => navigation.pathname }));

let translations: Record<Locale, SwitcherPaths>;
beforeAll(async () => {
  translations = { en: await loadSwitcherPaths("en"), es: await loadSwitcherPaths("es") };
});

/** The switcher's href in the server-rendered HTML, as the layout renders it over the site's content. */
function hrefAt(pathname: string, locale: Locale): string | undefined {
  navigation.pathname = pathname;
  const html = renderToStaticMarkup(
    <LocaleSwitcher locale={locale} label="switch" short="xx" translations={translations[locale]} />,
  );
  return /href="([^"]*)"/.exec(html)?.[1];
}

describe("LocaleSwitcher", () => {
  it("links an English article to its Spanish translation, in the HTML the server sends", () => {
    expect(hrefAt("/insights/writing-for-interfaces/", "en")).toBe("/es/insights/escribir-para-interfaces/");
    // While pages are pre-rendered, the pathname is the internal one.
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
    navigation.pathname = "/insights/english-only/";
    const html = renderToStaticMarkup(
      <LocaleSwitcher
        locale="en"
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
});
