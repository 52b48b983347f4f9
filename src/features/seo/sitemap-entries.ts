import type { MetadataRoute } from "next";
import { locales } from "@/i18n/locales";
import { hreflangLanguages } from "./alternates";
import type { SitePage } from "./site-pages";

/**
 * sitemap.xml: every indexable page in each of its languages, absolute, with the same hreflang set
 * (x-default included) as its head, and the last publication of its document when known.
 */
export function sitemapEntries(origin: string, pages: readonly SitePage[]): MetadataRoute.Sitemap {
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
