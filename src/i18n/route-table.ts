import type { Locale } from "./locales";
import { type ServiceFamily, type ServiceSlug, type ServiceUid, serviceFamilies } from "./service-catalogue";

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
  | "not-found-design"
  | "preview"
  | "services"
  | "service-family"
  | "service";

/** The route middleware there is: an unknown name fails the type check, not a request. */
export type RouteMiddlewareName = "preview-session";

interface RouteBase {
  /** Base name; the full route name is `${name}___${locale}`, with three underscores. */
  readonly name: RouteName;
  readonly kind: PageKind;
  /** The document uid for pages that render one document of a kind (a service, a case, a legal page...). */
  readonly slug?: string;
  /** Public path per locale, always with a trailing slash. `[uid]` marks the one dynamic segment. */
  readonly paths: Readonly<Record<Locale, string>>;
  /** Scroll to the top when navigating here; only `false` changes the default. */
  readonly scrollToTop?: boolean;
  /** Route middleware the request pipeline runs for this route (src/server/routing/route-request.ts). */
  readonly middleware?: readonly RouteMiddlewareName[];
  /** Route that a page links back to (a sub-service's family). */
  readonly parent?: RouteName;
  /** Not for search engines (the 404b design page). */
  readonly noindex?: true;
  /**
   * The page answers its own form's POST (the contact page's form without JavaScript); every other page
   * is read-only and answers a POST with 405.
   */
  readonly formPost?: true;
}

/**
 * A page the code names (the home page, the listings, the legal pages, the articles): until its content
 * document supplies them, its title and description are `Pages.<name>` in messages/*.json.
 */
export interface NamedRouteDef extends RouteBase {
  readonly name: NamedPageName;
  readonly label?: undefined;
}

/** A page of the service catalogue (a service, an industry, a case): its label names it until then. */
export interface CatalogueRouteDef extends RouteBase {
  readonly name: CatalogueRouteName;
  /** A name for the route until its content document supplies the title. */
  readonly label: Readonly<Record<Locale, string>>;
}

/** A route of the table; `route.label` tells the two kinds apart. */
export type RouteDef = NamedRouteDef | CatalogueRouteDef;

export interface AliasDef {
  /** Public path the alias answers. */
  readonly path: string;
  readonly target: { readonly name: RouteName; readonly locale: Locale };
  /** `render`: serve the target page with rel=canonical to it; `redirect`: 301 to it. */
  readonly type: "render" | "redirect";
}

/**
 * The name of a route of the table (the base name, without the `___en`/`___es` suffix): the top-level
 * pages' names below, `services-` with a slug of the service catalogue, and the routes of the documents
 * editors add (`insights-uid`, `cases-uid`, `industries-uid`). Links, the switcher, the loaders and the experiments take a RouteName, so
 * a name that is no route fails the type check (route-name.type-test.ts keeps it from widening to string).
 */
export type RouteName = NamedPageName | CatalogueRouteName;

/** The names of the pages the code names; messages/*.json have their copy under `Pages.<name>`. */
export type NamedPageName = TopLevelName | DocumentRouteName;

/**
 * The routes whose pages are the documents of a type, one page per document and language at its uid:
 * an editor adds, renames and removes them with a publish.
 */
export type DocumentRouteName = "insights-uid" | "cases-uid" | "industries-uid" | "legal-uid";

/** The names of the service catalogue's pages: a prefix and the English slug. */
type CatalogueRouteName = `services-${ServiceUid}`;

const topLevel = (
  name: TopLevelName,
  kind: PageKind,
  en: string,
  es: string,
  extra: Partial<Omit<NamedRouteDef, "name" | "kind" | "paths">> = {},
): NamedRouteDef => ({ name, kind, paths: { en, es }, ...extra });

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
];

function spanishServicePath(family: ServiceFamily, slug: string): string {
  return family.spanishAtRoot ? `/es/${slug}/` : `/es/servicios/${slug}/`;
}

/** A route rendering one document of a repeatable type; its name is the prefix and the English slug. */
function slugRoute(
  name: CatalogueRouteName,
  kind: PageKind,
  item: ServiceSlug,
  en: string,
  es: string,
  parent?: RouteName,
): CatalogueRouteDef {
  return { name, kind, slug: item.en, paths: { en, es }, label: item.label, ...(parent ? { parent } : {}) };
}

/** The route name of a service family's or a service's page. */
function serviceRouteName(uid: ServiceUid): CatalogueRouteName {
  return `services-${uid}`;
}

const serviceRoutes: readonly RouteDef[] = serviceFamilies.flatMap((family) => {
  const familyRoute = slugRoute(
    serviceRouteName(family.en),
    "service-family",
    family,
    `/services/${family.en}/`,
    spanishServicePath(family, family.es),
  );
  return [
    familyRoute,
    ...family.services.map((service) =>
      slugRoute(
        serviceRouteName(service.en),
        "service",
        service,
        `/services/${service.en}/`,
        spanishServicePath(family, service.es),
        familyRoute.name,
      ),
    ),
  ];
});

/** The pages of the documents editors add: each document's page is at its uid, in its own language. */
const documentRoutes: readonly NamedRouteDef[] = [
  {
    name: "industries-uid",
    kind: "industry",
    paths: { en: "/industries/[uid]/", es: "/es/industrias/[uid]/" },
  },
  { name: "cases-uid", kind: "case", paths: { en: "/cases/[uid]/", es: "/es/casos-de-estudio/[uid]/" } },
  { name: "insights-uid", kind: "insight", paths: { en: "/insights/[uid]/", es: "/es/insights/[uid]/" } },
  // The legal pages sit at the site root: any one-segment path no other route has may be one.
  { name: "legal-uid", kind: "legal", paths: { en: "/[uid]/", es: "/es/[uid]/" } },
];

/**
 * Every page of the site, in both languages. Links, the request pipeline, the switcher, the sitemap and
 * tests read it.
 */
export const routes: readonly RouteDef[] = [...topLevelRoutes, ...serviceRoutes, ...documentRoutes];

/**
 * Alternative public paths, kept so old inbound links still work: English slugs under /es/services/
 * render the Spanish page, Spanish slugs under /servicios/ render the English page; for the six discovery
 * services both are 301s instead. Unprefixed Spanish top-level paths (/premios/, ...) 301 to their /es/ form.
 */
export const aliases: readonly AliasDef[] = [
  ...serviceFamilies.flatMap((family) =>
    [family, ...family.services].flatMap((service): AliasDef[] => {
      const name = serviceRouteName(service.en);
      const type = service.redirectAliases ? "redirect" : "render";
      return [
        { path: `/es/services/${service.en}/`, target: { name, locale: "es" }, type },
        { path: `/servicios/${service.es}/`, target: { name, locale: "en" }, type },
      ];
    }),
  ),
  ...topLevelRoutes
    .filter((route) => route.paths.es !== `/es${route.paths.en}`)
    .map(
      (route): AliasDef => ({
        path: route.paths.es.replace(/^\/es/, ""),
        target: { name: route.name, locale: "es" },
        type: "redirect",
      }),
    ),
];
