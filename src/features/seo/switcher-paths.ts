import { type SwitcherPaths, untranslatedPath } from "@/i18n/alternate";
import { type Locale, otherLocale } from "@/i18n/locales";
import { isDynamic, pathFor } from "@/i18n/routes";
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
