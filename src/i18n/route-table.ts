import type { Locale } from "./locales";
import {
  cases,
  industries,
  type ServiceFamily,
  type ServiceSlug,
  serviceFamilies,
} from "./service-catalogue";

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

export interface RouteDef {
  /** Base name; the full route name is `${name}___${locale}`, with three underscores. */
  readonly name: string;
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
  readonly parent?: string;
  /** A name for the route until its content document supplies the title. */
  readonly label?: Readonly<Record<Locale, string>>;
  /** Not for search engines (the 404b design page). */
  readonly noindex?: true;
  /**
   * The page answers its own form's POST (the contact page's form without JavaScript); every other page
   * is read-only and answers a POST with 405.
   */
  readonly formPost?: true;
}

export interface AliasDef {
  /** Public path the alias answers. */
  readonly path: string;
  readonly target: { readonly name: string; readonly locale: Locale };
  /** `render`: serve the target page with rel=canonical to it; `redirect`: 301 to it. */
  readonly type: "render" | "redirect";
}

const topLevel = (
  name: string,
  kind: PageKind,
  en: string,
  es: string,
  extra: Partial<RouteDef> = {},
): RouteDef => ({ name, kind, paths: { en, es }, ...extra });

const legal = (slug: string, en: string, es: string): RouteDef => topLevel(slug, "legal", en, es, { slug });

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
  legal("cookies", "/cookies/", "/es/cookies/"),
  legal("privacy", "/privacy/", "/es/privacidad/"),
  legal("terms-conditions", "/terms-conditions/", "/es/terminos-condiciones/"),
  legal("purchase-policy", "/purchase-policy/", "/es/politica-de-compra/"),
];

function spanishServicePath(family: ServiceFamily, slug: string): string {
  return family.spanishAtRoot ? `/es/${slug}/` : `/es/servicios/${slug}/`;
}

function slugRoute(kind: PageKind, prefix: string, item: ServiceSlug, es: string, parent?: string): RouteDef {
  return {
    name: `${prefix}-${item.en}`,
    kind,
    slug: item.en,
    paths: { en: `/${prefix}/${item.en}/`, es },
    label: item.label,
    ...(parent ? { parent } : {}),
  };
}

const serviceRoutes: readonly RouteDef[] = serviceFamilies.flatMap((family) => {
  const familyRoute = slugRoute("service-family", "services", family, spanishServicePath(family, family.es));
  return [
    familyRoute,
    ...family.services.map((service) =>
      slugRoute("service", "services", service, spanishServicePath(family, service.es), familyRoute.name),
    ),
  ];
});

const industryRoutes = industries.map((industry) =>
  slugRoute("industry", "industries", industry, `/es/industrias/${industry.es}/`),
);

const caseRoutes = cases.map((item) => slugRoute("case", "cases", item, `/es/casos-de-estudio/${item.es}/`));

const insightRoute: RouteDef = {
  name: "insights-uid",
  kind: "insight",
  paths: { en: "/insights/[uid]/", es: "/es/insights/[uid]/" },
};

/**
 * Every page of the site, in both languages. Links, the request pipeline, the switcher, the sitemap and
 * tests read it.
 */
export const routes: readonly RouteDef[] = [
  ...topLevelRoutes,
  ...serviceRoutes,
  ...industryRoutes,
  ...caseRoutes,
  insightRoute,
];

/**
 * Alternative public paths, kept so old inbound links still work: English slugs under /es/services/
 * render the Spanish page, Spanish slugs under /servicios/ render the English page; for the six discovery
 * services both are 301s instead. Unprefixed Spanish top-level paths (/premios/, ...) 301 to their /es/ form.
 */
export const aliases: readonly AliasDef[] = [
  ...serviceFamilies.flatMap((family) =>
    [family, ...family.services].flatMap((service): AliasDef[] => {
      const name = `services-${service.en}`;
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
