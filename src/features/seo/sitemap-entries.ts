import { locales } from "@/i18n/locales";
import { hreflangLanguages } from "./alternates";
import type { SitePage } from "./site-pages";

/** One page of sitemap.xml in one language, with its hreflang set. */
export interface SitemapEntry {
  readonly url: string;
  /** The last publication of its document, when known (an ISO date). */
  readonly lastModified?: string;
  readonly alternates: { readonly languages: Readonly<Record<string, string>> };
}

/**
 * sitemap.xml: every indexable page in each of its languages, absolute, with the same hreflang set
 * (x-default included) as its head, and the last publication of its document when known.
 */
export function sitemapEntries(origin: string, pages: readonly SitePage[]): SitemapEntry[] {
  return pages
    .filter((page) => page.indexable)
    .flatMap((page) => {
      const languages = Object.fromEntries(
        Object.entries(hreflangLanguages(page.paths)).map(([language, path]) => [
          language,
          `${origin}${path}`,
        ]),
      );
      return locales.flatMap((locale) => {
        const path = page.paths[locale];
        if (!path) return [];
        const lastModified = page.documents[locale]?.lastModified;
        return [
          { url: `${origin}${path}`, ...(lastModified ? { lastModified } : {}), alternates: { languages } },
        ];
      });
    });
}

const XML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
};
const xml = (text: string) => text.replace(/[&<>"]/g, (character) => XML_ESCAPES[character] ?? character);

/** The sitemap protocol's XML, with each page's language versions as xhtml:link alternates. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    lines.push("<url>", `<loc>${xml(entry.url)}</loc>`);
    for (const [language, href] of Object.entries(entry.alternates.languages)) {
      lines.push(`<xhtml:link rel="alternate" hreflang="${xml(language)}" href="${xml(href)}" />`);
    }
    if (entry.lastModified) lines.push(`<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>`);
    lines.push("</url>");
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}
