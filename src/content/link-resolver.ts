import { type Locale, localeIso } from "@/i18n/locales";
import type { PageKind, RouteDef } from "@/i18n/route-table";
import { findRoute, isDynamic, pathFor, type RouteName, routeOfKind } from "@/i18n/routes";
import { pageIndex } from "./page-index";

export interface LinkTarget {
  readonly id?: string | undefined;
  readonly type?: string | undefined;
  readonly uid?: string | null | undefined;
  readonly lang?: string | undefined;
}

const localeByContentLang: Record<string, Locale> = Object.fromEntries(
  Object.entries(localeIso).map(([locale, iso]) => [iso.content, locale as Locale]),
);

export function localeOfContentLang(lang: string | undefined): Locale | undefined {
  return lang ? localeByContentLang[lang] : undefined;
}

/** Page kinds of the route table that render one document per uid, by document type. */
const kindByType: Readonly<Record<string, PageKind>> = {
  service_family: "service-family",
  service: "service",
  industry: "industry",
  case_study: "case",
  page: "legal",
  landing_page: "landing",
  insight: "insight",
};

/** Single documents rendered by one named route. */
const routeByType: Readonly<Record<string, RouteName>> = {
  home: "index",
  approach: "approach",
  awards: "awards",
  careers: "careers",
  contact: "contact",
  culture: "culture",
  services_page: "services",
  industries_page: "industries",
  cases_page: "cases",
  insights_page: "insights",
};

/** The route of a single type's one page per language (the home page, a listing's head...). */
export function singleRouteName(type: string): RouteName | undefined {
  // Own keys only: a document type named like an Object.prototype member ("constructor") is no page.
  return Object.hasOwn(routeByType, type) ? routeByType[type] : undefined;
}

/** Every document type that has pages of its own. */
export const pageDocumentTypes: readonly string[] = [...Object.keys(routeByType), ...Object.keys(kindByType)];

/** The route that renders a document type's pages, one per document at its uid. */
export function documentRoute(type: string): RouteDef | undefined {
  const kind = Object.hasOwn(kindByType, type) ? kindByType[type] : undefined;
  return kind ? routeOfKind(kind) : undefined;
}

/**
 * The site path of a document (or a document link), in the document's language: used for links in rich
 * text, preview redirects, hreflang and the language switcher. A published document's page is where the
 * page index has it (its path may depend on other documents: a family's services at the Spanish root);
 * any other (a draft in a preview) is at its route's path. Null when the document has no page of its own
 * (settings, say).
 */
export function linkResolver(target: LinkTarget): string | null {
  const indexed = target.id === undefined ? undefined : pageIndex.pathOf(target.id);
  return indexed ?? routePath(target);
}

/** A document's path from the route table alone: its type's route, its uid and its language. */
export function routePath(target: LinkTarget): string | null {
  const locale = localeOfContentLang(target.lang);
  if (!locale || !target.type) return null;
  // Own keys only: a document type named like an Object.prototype member ("constructor") is no page.
  const single = singleRouteName(target.type);
  if (single) {
    const route = findRoute(single);
    return route ? pathFor(route, locale) : null;
  }
  const kind = Object.hasOwn(kindByType, target.type) ? kindByType[target.type] : undefined;
  const route = kind && target.uid ? routeOfKind(kind) : undefined;
  if (!route || !target.uid) return null;
  // A document of a kind editors add is at its own uid, in its own language.
  return pathFor(route, locale, isDynamic(route) ? { uid: target.uid } : {});
}

export interface TranslatedDocument extends LinkTarget {
  readonly alternate_languages: readonly LinkTarget[];
}

/**
 * A document's page in each language it exists in, its own included: its path and its translations'
 * (the document's alternate languages) through the link resolver. The article's hreflang, the sitemap and
 * the language switcher all read this, so they name the same pages.
 */
export function documentLanguages(document: TranslatedDocument): Partial<Record<Locale, string>> {
  const languages: Partial<Record<Locale, string>> = {};
  // A translation is a document of the same type; a link to it may leave the type out.
  for (const version of [document, ...document.alternate_languages]) {
    const locale = localeOfContentLang(version.lang);
    const path = linkResolver({ ...version, type: version.type ?? document.type });
    if (locale && path) languages[locale] = path;
  }
  return languages;
}
