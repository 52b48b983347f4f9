import type { Locale } from "./locales";
import { sectionOf } from "./route-sections";
import type { RouteDef } from "./route-table";
import { isDynamic, localePath, pathFor, routeAt } from "./routes";

/**
 * The language switcher's answers for the pages the route table cannot answer for, from their documents'
 * translations: a page's path in this language → its translation's path, or, when it has none, where
 * {@link untranslatedPath} sends the visitor. Articles are always here (each language has its own uid).
 */
export type SwitcherPaths = Readonly<Record<string, string>>;

/** Where a page without a translation switches to: its section's listing in the other language, or home. */
export function untranslatedPath(route: RouteDef, target: Locale): string {
  return localePath(sectionOf(route) ?? "index", target);
}

/**
 * The same page in the other language (translated slug, or the translation's own uid), or that language's
 * home page on a page the site does not have (the 404 page). `pathname` is the public path in the browser
 * and the internal route path the page is rendered at: both give the same answer, so the
 * server-rendered href is the one the visitor gets, with or without JavaScript.
 */
export function switcherPath(pathname: string, target: Locale, translations: SwitcherPaths): string {
  // A document's page whose path its content decides (a data-viz service at /es/{uid}/) is known as it is.
  const own = translations[pathname.endsWith("/") ? pathname : `${pathname}/`];
  if (own) return own;
  const current = routeAt(pathname);
  if (!current) return localePath("index", target);
  const known = translations[pathFor(current.route, current.locale, current.params)];
  if (known) return known;
  // A dynamic route's pages are all in `translations`: a uid missing there is not an article (the 404 page).
  if (isDynamic(current.route)) return localePath("index", target);
  return pathFor(current.route, target, current.params);
}
