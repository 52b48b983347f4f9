import { describe, expect, it } from "vitest";
import type { PageDocument } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { type RouteName, routeByName } from "@/i18n/routes";
import { collectSitePages } from "./site-pages";
import { sitemapEntries, sitemapXml } from "./sitemap-entries";

const origin = "https://lumbre.example";

function document(
  type: string,
  uid: string | null,
  locale: Locale,
  path: string,
  languages: Partial<Record<Locale, string>>,
  lastModified?: string,
): PageDocument {
  return {
    id: `${type}-${uid ?? "single"}-${locale}`,
    type,
    uid,
    locale,
    path,
    languages,
    parentTitle: undefined,
    lastModified,
    title: uid ?? type,
    heroTitle: undefined,
    heroEyebrow: undefined,
    published: undefined,
    author: undefined,
    category: undefined,
    client: undefined,
    claims: [],
  };
}

const article = { en: "/insights/design-systems/", es: "/es/insights/sistemas-de-diseno/" };
const audits = { en: "/services/ux-audits/", es: "/es/servicios/auditorias-ux/" };
const documents: PageDocument[] = [
  document("home", null, "en", "/", { en: "/", es: "/es/" }, "2026-11-20T12:00:00.000Z"),
  document("home", null, "es", "/es/", { en: "/", es: "/es/" }, "2026-11-21T12:00:00.000Z"),
  document("service", "ux-audits", "en", "/services/ux-audits/", audits),
  document("service", "auditorias-ux", "es", "/es/servicios/auditorias-ux/", audits),
  document("insight", "design-systems", "en", article.en, article),
  document("insight", "sistemas-de-diseno", "es", article.es, article),
];
const testRouteNames: readonly RouteName[] = ["index", "404b", "preview", "services-uid", "insights-uid"];
const testRoutes = testRouteNames.map(routeByName);

describe("the site's pages", () => {
  const pages = collectSitePages(testRoutes, documents);

  it("are the route table's pages that have their documents, and one page per translated article", () => {
    expect(pages.map((page) => page.route.name)).toEqual([
      "index",
      "404b",
      "preview",
      "services-uid",
      "insights-uid",
    ]);
    const insight = pages.find((page) => page.route.kind === "insight");
    expect(insight?.paths).toEqual(article);
    expect(insight?.params).toEqual({ en: { uid: "design-systems" }, es: { uid: "sistemas-de-diseno" } });
    expect(pages.find((page) => page.route.name === "404b")?.indexable).toBe(false);
  });
});

describe("sitemapEntries", () => {
  const entries = sitemapEntries(origin, collectSitePages(testRoutes, documents));

  it("lists every indexable page in each language, absolute, with hreflang and x-default", () => {
    expect(entries.map((entry) => entry.url)).toEqual([
      `${origin}/`,
      `${origin}/es/`,
      `${origin}/services/ux-audits/`,
      `${origin}/es/servicios/auditorias-ux/`,
      `${origin}${article.en}`,
      `${origin}${article.es}`,
    ]);
    expect(entries[3]?.alternates?.languages).toEqual({
      "en-US": `${origin}/services/ux-audits/`,
      "es-AR": `${origin}/es/servicios/auditorias-ux/`,
      "x-default": `${origin}/services/ux-audits/`,
    });
  });

  it("dates a page by its document's last publication, when known", () => {
    expect(entries[0]?.lastModified).toBe("2026-11-20T12:00:00.000Z");
    expect(entries[1]?.lastModified).toBe("2026-11-21T12:00:00.000Z");
    expect(entries[2]).not.toHaveProperty("lastModified");
  });

  it("leaves out aliases, the 404 design and the preview page", () => {
    const urls = entries.map((entry) => entry.url).join(" ");
    expect(urls).not.toContain("/es/services/ux-audits/");
    expect(urls).not.toContain("404b");
    expect(urls).not.toContain("preview");
  });
});

describe("sitemap.xml", () => {
  it("lists each page with its language versions and last publication, escaping what XML must", () => {
    const xml = sitemapXml([
      {
        url: "https://lumbre.example/",
        lastModified: "2026-11-20T12:00:00+0000",
        alternates: {
          languages: { "en-US": "https://lumbre.example/", "es-AR": "https://lumbre.example/es/" },
        },
      },
      { url: "https://lumbre.example/a?b&c", alternates: { languages: {} } },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        "<url>",
        "<loc>https://lumbre.example/</loc>",
        '<xhtml:link rel="alternate" hreflang="en-US" href="https://lumbre.example/" />',
        '<xhtml:link rel="alternate" hreflang="es-AR" href="https://lumbre.example/es/" />',
        "<lastmod>2026-11-20T12:00:00.000Z</lastmod>",
        "</url>",
        "<url>",
        "<loc>https://lumbre.example/a?b&amp;c</loc>",
        "</url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });
});
