import type { Locale } from "./locales";
import { localePath, pathFor, routeAt } from "./routes";

/** The same page in another language (translated slug), or that language's home page. */
export function alternatePath(pathname: string, target: Locale): string {
  const current = routeAt(pathname);
  return current ? pathFor(current.route, target, current.params) : localePath("index", target);
}
