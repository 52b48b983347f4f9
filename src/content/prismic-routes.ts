import "server-only";
import { locales } from "@/i18n/locales";
import { findRoute } from "@/i18n/routes";
import { documentRoute, pageDocumentTypes, singleRouteName } from "./link-resolver";
import { type OwnPathPage, pageIndex } from "./page-index";
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
export function prismicRoutes(): readonly PrismicRoute[] {
  // Every content query reads the API root through this: the routes change only when the index is taken.
  const ownPaths = pageIndex.ownPaths();
  if (built?.ownPaths !== ownPaths)
    built = { ownPaths, routes: [...ownPaths.map(ownRoute), ...patternRoutes()] };
  return built.routes;
}

let built:
  | { readonly ownPaths: readonly OwnPathPage[]; readonly routes: readonly PrismicRoute[] }
  | undefined;

const ownRoute = ({ type, uid, lang, path }: OwnPathPage): PrismicRoute => ({ type, uid, lang, path });

/** Each page type's route table pattern, per language. */
function patternRoutes(): PrismicRoute[] {
  return pageDocumentTypes.flatMap((type) =>
    locales.flatMap((locale): PrismicRoute[] => {
      const single = singleRouteName(type);
      const route = single ? findRoute(single) : documentRoute(type);
      return route ? [{ type, lang: contentLang(locale), path: prismicPath(route.paths[locale]) }] : [];
    }),
  );
}
