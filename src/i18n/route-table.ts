import type { Locale } from "./locales";

/** Which template renders a route; each kind has one route folder under src/site/pages/[locale]/. */
export type PageKind =
  | "home"
  | "approach"
  | "awards"
  | "careers"
  | "cases"
  | "case"
  | "contact"
  | "culture"
  | "industries"
  | "industry"
  | "insights"
  | "insight"
  | "legal"
  | "landing"
  | "not-found-design"
  | "preview"
  | "services"
  | "service-family"
  | "service"
  | "slice-simulator";

/** The route middleware there is: an unknown name fails the type check, not a request. */
export type RouteMiddlewareName = "preview-session";

interface RouteBase {
  /** Base name; the full route name is `${name}___${locale}`, with three underscores. */
  readonly name: RouteName;
  readonly kind: PageKind;
  /** Public path per locale, always with a trailing slash. `[uid]` marks the one dynamic segment. */
  readonly paths: Readonly<Record<Locale, string>>;
  /** Scroll to the top when navigating here; only `false` changes the default. */
  readonly scrollToTop?: boolean;
  /** Route middleware the request pipeline runs for this route (src/server/routing/route-request.ts). */
  readonly middleware?: readonly RouteMiddlewareName[];
  /** Not for search engines (the 404b design page). */
  readonly noindex?: true;
  /**
   * Where else a document's page answers, per language, at the uid of its translation in the other
   * language (`[uid]`): old cross-language links to services (/es/services/{english uid}/ shows the
   * Spanish page). Each document says whether these render the page or answer 301.
   */
  readonly crossLanguagePaths?: Readonly<Record<Locale, string>>;
  /**
   * Where a document of the route has its page instead, per language, when its content says so (a
   * service family whose Spanish pages, and its services', are at /es/{uid}/).
   */
  readonly rootPaths?: Readonly<Partial<Record<Locale, string>>>;
  /**
   * The page answers its own form's POST (the contact page's form without JavaScript); every other page
   * is read-only and answers a POST with 405.
   */
  readonly formPost?: true;
}

/**
 * A route of the table. A page the code names (the home page, the listings) has its title and description
 * in `Pages.<name>` in messages/*.json until its content document supplies them.
 */
export interface RouteDef extends RouteBase {
  readonly name: RouteName;
}

export interface AliasDef {
  /** Public path the alias answers. */
  readonly path: string;
  readonly target: { readonly name: RouteName; readonly locale: Locale };
  /** `render`: serve the target page with rel=canonical to it; `redirect`: 301 to it. */
  readonly type: "render" | "redirect";
}

/**
 * The name of a route of the table (the base name, without the `___en`/`___es` suffix): the top-level
 * pages' names below and the routes of the documents editors add (`insights-uid`, `cases-uid`, ...).
 * Links, the switcher, the loaders and the experiments take a RouteName, so a name that is no route fails
 * the type check (route-name.type-test.ts keeps it from widening to string). messages/*.json have each
 * one's copy under `Pages.<name>`.
 */
export type RouteName = TopLevelName | DocumentRouteName;

/**
 * The routes whose pages are the documents of a type, one page per document and language at its uid:
 * an editor adds, renames and removes them with a publish.
 */
export type DocumentRouteName =
  | "insights-uid"
  | "cases-uid"
  | "industries-uid"
  | "legal-uid"
  | "landing-pages-uid"
  | "service-families-uid"
  | "services-uid";

const topLevel = (
  name: TopLevelName,
  kind: PageKind,
  en: string,
  es: string,
  extra: Partial<Omit<RouteDef, "name" | "kind" | "paths">> = {},
): RouteDef => ({ name, kind, paths: { en, es }, ...extra });

/**
 * The names of the pages that are not one document of a repeatable type (the home page, the listings,
 * ...); a unit test checks that each has its route below.
 */
export const topLevelNames = [
  "index",
  "404b",
  "approach",
  "awards",
  "careers",
  "cases",
  "contact",
  "culture",
  "industries",
  "insights",
  "preview",
  "services",
  "slice-simulator",
] as const;
type TopLevelName = (typeof topLevelNames)[number];

const topLevelRoutes: readonly RouteDef[] = [
  topLevel("index", "home", "/", "/es/"),
  topLevel("404b", "not-found-design", "/404b/", "/es/404b/", { noindex: true }),
  topLevel("approach", "approach", "/approach/", "/es/approach/"),
  topLevel("awards", "awards", "/awards/", "/es/premios/"),
  topLevel("careers", "careers", "/careers/", "/es/unirme-al-equipo/"),
  topLevel("cases", "cases", "/cases/", "/es/casos-de-estudio/"),
  topLevel("contact", "contact", "/contact/", "/es/contacto/", { formPost: true }),
  topLevel("culture", "culture", "/culture/", "/es/cultura/"),
  topLevel("industries", "industries", "/industries/", "/es/industrias/"),
  topLevel("insights", "insights", "/insights/", "/es/insights/"),
  // With ?token=…&documentId=… the preview-session middleware starts an editor's preview.
  topLevel("preview", "preview", "/preview/", "/es/preview/", {
    noindex: true,
    middleware: ["preview-session"],
  }),
  topLevel("services", "services", "/services/", "/es/servicios/"),
  // The Page Builder's live preview of slices (editors only): never indexed, never in the sitemap.
  topLevel("slice-simulator", "slice-simulator", "/slice-simulator/", "/es/slice-simulator/", {
    noindex: true,
  }),
];

/**
 * Old inbound links to services: English uids under /es/services/ reach the Spanish page, Spanish uids
 * under /servicios/ the English one.
 */
const serviceCrossLanguagePaths = { en: "/servicios/[uid]/", es: "/es/services/[uid]/" } as const;

/** The pages of the documents editors add: each document's page is at its uid, in its own language. */
const documentRoutes: readonly RouteDef[] = [
  {
    name: "industries-uid",
    kind: "industry",
    paths: { en: "/industries/[uid]/", es: "/es/industrias/[uid]/" },
  },
  { name: "cases-uid", kind: "case", paths: { en: "/cases/[uid]/", es: "/es/casos-de-estudio/[uid]/" } },
  { name: "insights-uid", kind: "insight", paths: { en: "/insights/[uid]/", es: "/es/insights/[uid]/" } },
  // The legal pages sit at the site root: any one-segment path no other route has may be one.
  { name: "legal-uid", kind: "legal", paths: { en: "/[uid]/", es: "/es/[uid]/" } },
  // So do the landing pages editors compose from slices: the page index says which type a path is.
  { name: "landing-pages-uid", kind: "landing", paths: { en: "/[uid]/", es: "/es/[uid]/" } },
  // A family and its services share one pattern: the page index says which document a path is. A family
  // whose document says so has its Spanish pages and its services' at the root (/es/{uid}/).
  {
    name: "service-families-uid",
    kind: "service-family",
    paths: { en: "/services/[uid]/", es: "/es/servicios/[uid]/" },
    crossLanguagePaths: serviceCrossLanguagePaths,
    rootPaths: { es: "/es/[uid]/" },
  },
  {
    name: "services-uid",
    kind: "service",
    paths: { en: "/services/[uid]/", es: "/es/servicios/[uid]/" },
    crossLanguagePaths: serviceCrossLanguagePaths,
    rootPaths: { es: "/es/[uid]/" },
  },
];

/**
 * Every page of the site, in both languages. Links, the request pipeline, the switcher, the sitemap and
 * tests read it.
 */
export const routes: readonly RouteDef[] = [...topLevelRoutes, ...documentRoutes];

/** Unprefixed Spanish top-level paths (/premios/, ...) 301 to their /es/ form, as old inbound links. */
export const aliases: readonly AliasDef[] = topLevelRoutes
  .filter((route) => route.paths.es !== `/es${route.paths.en}`)
  .map(
    (route): AliasDef => ({
      path: route.paths.es.replace(/^\/es/, ""),
      target: { name: route.name, locale: "es" },
      type: "redirect",
    }),
  );
