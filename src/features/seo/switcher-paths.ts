import { type SwitcherPaths, switcherPath, untranslatedPath } from "@/i18n/alternate";
import { type Locale, otherLocale } from "@/i18n/locales";
import { isDynamic, pathFor, routeAt } from "@/i18n/routes";
import type { SitePage } from "./site-pages";

/**
 * The language switcher's answers in one language, from the same pages and translations as hreflang and
 * the sitemap: only the pages whose translation the route table cannot name (articles, whose uid differs
 * per language) or that have none, so every page does not carry the whole site in its payload.
 */
export function switcherPaths(pages: readonly SitePage[], locale: Locale): SwitcherPaths {
  const target = otherLocale(locale);
  const answers: Record<string, string> = {};
  for (const page of pages) {
    const own = page.paths[locale];
    if (!own) continue;
    const translation = page.paths[target];
    const fromRouteTable = isDynamic(page.route) ? undefined : pathFor(page.route, target);
    if (translation && translation === fromRouteTable) continue;
    answers[own] = translation ?? untranslatedPath(page.route, target);
  }
  return answers;
}

/**
 * The switcher's answers for one render of a page shown with a query its view reads (a filter link):
 * the same page in the other language keeps that query, so a visitor switching language keeps their
 * filter. `query` is what the page understood of the request's (never the raw query), without its `?`.
 */
export function keepingQuery(
  paths: SwitcherPaths,
  currentPath: string,
  locale: Locale,
  query: string,
): SwitcherPaths {
  const current = routeAt(currentPath);
  if (query === "" || !current) return paths;
  const own = pathFor(current.route, current.locale, current.params);
  return { ...paths, [own]: `${switcherPath(currentPath, otherLocale(locale), paths)}?${query}` };
}
