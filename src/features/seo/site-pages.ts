import { documentRoute } from "@/content/link-resolver";
import type { PageDocument } from "@/content/queries";
import { type Locale, locales } from "@/i18n/locales";
import type { RouteDef } from "@/i18n/route-table";
import { isDynamic, type RouteParams, resolvePath } from "@/i18n/routes";
import { type LanguagePaths, routeLanguages } from "./alternates";

/** One page of the site in every language it exists in. */
export interface SitePage {
  readonly route: RouteDef;
  readonly paths: LanguagePaths;
  /** The route parameters per language (an article's uid differs per language). */
  readonly params: Readonly<Partial<Record<Locale, RouteParams>>>;
  /** The document each language's page renders, if any. */
  readonly documents: Readonly<Partial<Record<Locale, PageDocument>>>;
  /** For search engines: every page but the route table's noindex ones (404 design, preview). */
  readonly indexable: boolean;
}

/** Pages that render no content document; every other page exists only where its document does. */
const documentless: ReadonlySet<RouteDef["kind"]> = new Set(["not-found-design", "preview"]);

/**
 * Every page: the route table's pages in both languages, plus one page per translated set of documents
 * for the routes with a dynamic segment (articles). Aliases and redirects are not pages of their own.
 */
export function collectSitePages(
  routes: readonly RouteDef[],
  documents: readonly PageDocument[],
): SitePage[] {
  const byPath = new Map(documents.map((document) => [document.path, document]));
  const documentsAt = (paths: LanguagePaths) =>
    Object.fromEntries(
      locales.flatMap((locale) => {
        const document = byPath.get(paths[locale] ?? "");
        return document ? [[locale, document]] : [];
      }),
    );
  return routes.flatMap((route): SitePage[] => {
    const indexable = !route.noindex;
    if (!isDynamic(route)) {
      const all = routeLanguages(route);
      const found = documentsAt(all);
      const present = locales.filter((locale) => documentless.has(route.kind) || found[locale]);
      if (present.length === 0) return [];
      const paths = Object.fromEntries(present.map((locale) => [locale, all[locale]]));
      const params = Object.fromEntries(present.map((locale) => [locale, {}]));
      return [{ route, paths, params, documents: found, indexable }];
    }
    const seen = new Set<string>();
    return documents.flatMap((document): SitePage[] => {
      // A pattern may be more than one type's (/services/{uid}/): the document's type says whose page it is.
      if (documentRoute(document.type) !== route) return [];
      const paths = document.languages;
      const id = locales.map((locale) => paths[locale] ?? "").join(" ");
      if (seen.has(id)) return [];
      seen.add(id);
      const params = Object.fromEntries(
        locales.flatMap((locale) => {
          const at = resolvePath(paths[locale] ?? "");
          return at.type === "page" ? [[locale, at.params]] : [];
        }),
      );
      return [{ route, paths, params, documents: documentsAt(paths), indexable }];
    });
  });
}
