import { existsSync, readFileSync } from "node:fs";
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };
import { type Locale, localeIso } from "../../src/i18n/locales";
import type { PageKind, RouteDef } from "../../src/i18n/route-table";
import { pathFor, routesOfKind } from "../../src/i18n/routes";
import { ISLAND_ATTRIBUTE, islandSelector } from "../../src/site/integrations/directives/astro-island";
import { type APIResponse, expect, type Page } from "./fixtures";
import { seedCases, seedIndustries, seedLandingPages, seedLegalPages, seedServicePages } from "./seed-urls";

export const messages = { en, es } as const;

/** Each language's <html lang> as specified (written out, not read from the code under test). */
export const htmlLang = { en: "en-US", es: "es-AR" } as const;

/** Kinds with one fixed page each (the preview route needs an editor's token; articles are added below). */
const fixedKinds: readonly PageKind[] = [
  "home",
  "services",
  "service-family",
  "service",
  "industries",
  "industry",
  "cases",
  "case",
  "insights",
  "approach",
  "culture",
  "careers",
  "awards",
  "contact",
  "legal",
  "landing",
  "not-found-design",
];

const articlePage = {
  en: "/insights/writing-for-interfaces/",
  es: "/es/insights/escribir-para-interfaces/",
} as const;
/** A path nothing answers: the language's 404 page. */
export const missingPage = { en: "/no-such-page/", es: "/es/no-existe/" } as const;

/** One page of each kind a visitor can open, in one language: the first of each kind, an article, a 404. */
export function pageOfEachKind(locale: Locale): string[] {
  const first = fixedKinds.flatMap((kind) => {
    // Cases and industries are documents: the seed's first of each.
    if (kind === "case") return seedCases[0] ? [seedCases[0].paths[locale]] : [];
    if (kind === "industry") return seedIndustries[0] ? [seedIndustries[0].paths[locale]] : [];
    if (kind === "legal") return seedLegalPages[0] ? [seedLegalPages[0].paths[locale]] : [];
    if (kind === "landing") return seedLandingPages[0] ? [seedLandingPages[0].paths[locale]] : [];
    const service = seedServicePages.find(
      (seed) => seed.type === (kind === "service" ? "service" : "service_family"),
    );
    if (kind === "service" || kind === "service-family") return service ? [service.paths[locale]] : [];
    const route = routesOfKind(kind)[0];
    return route ? [pathFor(route, locale)] : [];
  });
  if (first.length !== fixedKinds.length) throw new Error("a page kind has no route");
  return [...first, articlePage[locale], missingPage[locale]];
}

/** The content document a route renders (content/documents/<type>/<group>.<lang>.json), if it has one. */
function documentOf(route: RouteDef, locale: Locale): { data: { meta_title: string } } | undefined {
  const file = documentFileOf(route);
  if (!file) return undefined;
  const path = new URL(`../../content/documents/${file}.${localeIso[locale].content}.json`, import.meta.url);
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : undefined;
}

function documentFileOf(route: RouteDef): string | undefined {
  if (route.kind === "home") return "home/home";
  if (route.kind === "services") return "services_page/services";
  if (route.kind === "industries") return "industries_page/industries";
  if (route.kind === "cases") return "cases_page/cases";
  if (route.kind === "insights") return "insights_page/insights";
  if (["approach", "culture", "careers", "awards", "contact"].includes(route.kind))
    return `${route.kind}/${route.kind}`;
  return undefined;
}

/** The title a seed document's page carries in a language: its document's meta title. */
export function seedTitle(type: string, group: string, locale: Locale): string {
  return seedData(type, group, locale).meta_title;
}

/** A seed document's data fields, as content/ has them. */
export function seedData(type: string, group: string, locale: Locale): { meta_title: string; title: string } {
  const path = new URL(
    `../../content/documents/${type}/${group}.${localeIso[locale].content}.json`,
    import.meta.url,
  );
  return (JSON.parse(readFileSync(path, "utf8")) as { data: { meta_title: string; title: string } }).data;
}

/** The title a route's page must carry in a language (before content documents take over). */
export function expectedTitle(route: RouteDef, locale: Locale): string {
  if (route.kind === "not-found-design") return messages[locale].NotFound.title;
  const document = documentOf(route, locale);
  if (document) return document.data.meta_title;
  const pages: Record<string, { title: string }> = messages[locale].Pages;
  const title = pages[route.name]?.title ?? "";
  return `${title} | Lumbre Studio`;
}

/** The origin the build put in canonical and hreflang URLs (SITE_URL, as src/platform/env.ts reads it). */
export const siteUrl = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");

/** The path (and query) a redirect points to. */
export function locationPath(response: APIResponse): string {
  const location = new URL(response.headers().location ?? "", "http://placeholder.invalid");
  return `${location.pathname}${location.search}`;
}

/**
 * Until an island has hydrated (Astro removes its `ssr` mark): what a test does next is what a visitor
 * does once the page is interactive, not in the moment between its load event and the island's code.
 */
export async function islandReady(page: Page, component: string): Promise<void> {
  await expect(page.locator(islandSelector({ component })).first()).not.toHaveAttribute(ISLAND_ATTRIBUTE.ssr);
}
