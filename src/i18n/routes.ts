import { type Locale, locales } from "./locales";
import { aliases, type RouteDef, type RouteName, routes } from "./route-table";

export type { RouteName } from "./route-table";

export type RouteParams = Readonly<Record<string, string>>;

export type Resolution =
  | {
      readonly type: "page";
      readonly route: RouteDef;
      readonly locale: Locale;
      readonly params: RouteParams;
      /** The public path of this page (differs from the request path for render aliases). */
      readonly canonicalPath: string;
      readonly isAlias: boolean;
    }
  | { readonly type: "redirect"; readonly location: string; readonly status: 301 }
  | { readonly type: "none" };

const DYNAMIC_SEGMENT = /\[([a-z]+)\]/g;
/** A uid as the content service allows it: lowercase words joined by hyphens. */
const SEGMENT_PATTERN = "([a-z0-9]+(?:-[a-z0-9]+)*)";

const byName = new Map<string, RouteDef>(routes.map((route) => [route.name, route]));

/** Whether a name read from outside the code (a content file, a request) is a route of the table. */
export function isRouteName(name: string): name is RouteName {
  return byName.has(name);
}

export function findRoute(name: RouteName): RouteDef | undefined {
  return byName.get(name);
}

export function routeByName(name: RouteName): RouteDef {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

export function isDynamic(route: RouteDef): boolean {
  return route.paths.en.includes("[");
}

/** Fills the dynamic segments of a route path. */
export function pathFor(route: RouteDef, locale: Locale, params: RouteParams = {}): string {
  return route.paths[locale].replace(DYNAMIC_SEGMENT, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${route.name} needs the parameter ${key}`);
    return encodeURIComponent(value);
  });
}

/** The path of a named route, for links: `localePath("contact", "es")` → "/es/contacto/". */
export function localePath(name: RouteName, locale: Locale, params: RouteParams = {}): string {
  return pathFor(routeByName(name), locale, params);
}

interface StaticEntry {
  readonly route: RouteDef;
  readonly locale: Locale;
}

const staticPages = new Map<string, StaticEntry>();
const dynamicPages: { readonly pattern: RegExp; readonly keys: string[]; readonly entry: StaticEntry }[] = [];

for (const route of routes) {
  for (const locale of locales) {
    const path = route.paths[locale];
    if (!isDynamic(route)) {
      staticPages.set(path, { route, locale });
      continue;
    }
    const keys: string[] = [];
    const source = path
      .split(DYNAMIC_SEGMENT)
      .map((part, index) => {
        if (index % 2 === 1) {
          keys.push(part);
          return SEGMENT_PATTERN;
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    dynamicPages.push({ pattern: new RegExp(`^${source}$`), keys, entry: { route, locale } });
  }
}

const aliasByPath = new Map(aliases.map((alias) => [alias.path, alias]));

/**
 * Maps a normalised public path (lowercase, trailing slash) to what it serves. Matching is strict:
 * a path is a page, an alias, a redirect, or nothing.
 */
export function resolvePath(pathname: string): Resolution {
  const page = staticPages.get(pathname);
  if (page) {
    return { type: "page", ...page, params: {}, canonicalPath: pathname, isAlias: false };
  }
  const alias = aliasByPath.get(pathname);
  if (alias) {
    const route = routeByName(alias.target.name);
    const canonicalPath = pathFor(route, alias.target.locale);
    if (alias.type === "redirect") return { type: "redirect", location: canonicalPath, status: 301 };
    return { type: "page", route, locale: alias.target.locale, params: {}, canonicalPath, isAlias: true };
  }
  for (const { pattern, keys, entry } of dynamicPages) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const params = Object.fromEntries(keys.map((key, index) => [key, match[index + 1] ?? ""]));
    return { type: "page", ...entry, params, canonicalPath: pathname, isAlias: false };
  }
  return { type: "none" };
}

/** The locale a path belongs to, also for unmatched paths (to localise the 404 page). */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/**
 * The internal path of the route file that renders a route (the site's middleware rewrites public paths
 * to it). One folder per page kind under src/site/pages/[locale]/.
 */
export function internalPath(route: RouteDef, locale: Locale, params: RouteParams = {}): string {
  switch (route.kind) {
    case "home":
      return `/${locale}/`;
    case "not-found-design":
      return `/${locale}/404b/`;
    case "service-family":
    case "service":
    case "industry":
    case "case":
    case "insight":
    case "legal":
    case "landing":
      return `/${locale}/${documentFolders[route.kind]}/${encodeURIComponent(params.uid ?? "")}/`;
    default:
      return `/${locale}/${route.kind}/`;
  }
}

/** The route folder (under src/site/pages/[locale]/) of each kind whose pages are a type's documents. */
const documentFolders = {
  industry: "industries",
  case: "cases",
  insight: "insights",
  legal: "legal",
  landing: "landing",
  "service-family": "service-families",
  service: "services",
} as const;

/** Internal path the middleware rewrites unmatched paths to, so the localized 404 page renders. */
export function unmatchedInternalPath(locale: Locale): string {
  return `/${locale}/unmatched-path/`;
}

/** Routes of one kind. */
export function routesOfKind(kind: RouteDef["kind"]): RouteDef[] {
  return routes.filter((route) => route.kind === kind);
}

/** The route whose pages are one kind's documents, each at its uid (case studies, services, articles...). */
export function routeOfKind(kind: RouteDef["kind"]): RouteDef | undefined {
  return routes.find((route) => route.kind === kind && isDynamic(route));
}

const byInternalPath = new Map<string, StaticEntry>(
  routes.flatMap((route) =>
    isDynamic(route)
      ? []
      : locales.map((locale) => [internalPath(route, locale), { route, locale }] as const),
  ),
);

/**
 * The route shown at a pathname as components see it: the public path in the browser, the internal
 * route path the page is rendered at. Both give the same answer, so server HTML and hydration agree.
 */
export function routeAt(
  pathname: string,
): { route: RouteDef; locale: Locale; params: RouteParams } | undefined {
  const normal = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const resolution = resolvePath(normal);
  if (resolution.type === "page") return resolution;
  const internal = byInternalPath.get(normal);
  if (internal) return { ...internal, params: {} };
  const document = /^\/(en|es)\/([a-z-]+)\/([a-z0-9-]+)\/$/.exec(normal);
  const kind = Object.entries(documentFolders).find(([, folder]) => folder === document?.[2])?.[0];
  const route = kind
    ? routes.find((candidate) => candidate.kind === kind && isDynamic(candidate))
    : undefined;
  if (document?.[1] && document[3] && route) {
    return { route, locale: document[1] === "es" ? "es" : "en", params: { uid: document[3] } };
  }
  return undefined;
}
