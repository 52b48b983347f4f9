import { defaultLocale, type Locale, languageTag, locales } from "@/i18n/locales";
import type { RouteDef } from "@/i18n/route-table";
import { pathFor, type RouteParams } from "@/i18n/routes";

/** The same page's path in each language it exists in. */
export type LanguagePaths = Readonly<Partial<Record<Locale, string>>>;

/** A route's path in every language, from the route table. */
export function routeLanguages(route: RouteDef, params: RouteParams = {}): LanguagePaths {
  return Object.fromEntries(locales.map((locale) => [locale, pathFor(route, locale, params)]));
}

/**
 * The hreflang set of a page (metadata and sitemap alike): each language's path under the same tag as its
 * <html lang> (en-US, es-AR), and x-default on the English page, which visitors whose language we do not
 * speak are sent to.
 */
export function hreflangLanguages(paths: LanguagePaths): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const path = paths[locale];
    if (path) languages[languageTag(locale)] = path;
  }
  const fallback = paths[defaultLocale] ?? locales.map((locale) => paths[locale]).find(Boolean);
  if (fallback) languages["x-default"] = fallback;
  return languages;
}
