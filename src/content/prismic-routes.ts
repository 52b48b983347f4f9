import "server-only";
import { locales } from "@/i18n/locales";
import { findRoute } from "@/i18n/routes";
import { documentRoute, pageDocumentTypes, singleRouteName } from "./link-resolver";
import { pageIndex } from "./page-index";
import { contentLang } from "./read/options";

/** A route of Prismic's route resolver: the `routes` parameter, which fills `url` on documents and links. */
export interface PrismicRoute {
  readonly type: string;
  readonly path: string;
  readonly lang?: string;
  readonly uid?: string;
}

/** A route table path in Prismic's words: `[uid]` is `:uid`. */
const prismicPath = (path: string) => path.replace("[uid]", ":uid");

/**
 * The site's routes as Prismic's route resolver takes them, so that `url` on every document and link is
 * the page the site serves: each type's pattern per language, after a route of its own for each page
 * whose content places it elsewhere (a family and its services at the Spanish root), as the page index
 * knows them. The first matching route wins, so the pages of their own come first.
 */
export function prismicRoutes(): PrismicRoute[] {
  const own = pageIndex
    .ownPaths()
    .map(({ type, uid, lang, path }): PrismicRoute => ({ type, uid, lang, path }));
  const patterns = pageDocumentTypes.flatMap((type) =>
    locales.flatMap((locale): PrismicRoute[] => {
      const single = singleRouteName(type);
      const route = single ? findRoute(single) : documentRoute(type);
      return route ? [{ type, lang: contentLang(locale), path: prismicPath(route.paths[locale]) }] : [];
    }),
  );
  return [...own, ...patterns];
}
