import type { Locale } from "./locales";
import { localePath, pathFor, resolvePath } from "./routes";

/** The same page in another language (translated slug), or that language's home page. */
export function alternatePath(pathname: string, target: Locale): string {
  const normal = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const resolution = resolvePath(normal.toLowerCase());
  if (resolution.type !== "page") return localePath("index", target);
  return pathFor(resolution.route, target, resolution.params);
}
