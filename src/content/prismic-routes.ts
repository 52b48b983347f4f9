import "server-only";
import { locales } from "@/i18n/locales";
import { findRoute } from "@/i18n/routes";
import { documentRoute, pageDocumentTypes, singleRouteName } from "./link-resolver";
import { contentLang } from "./read/options";

/** A route of Prismic's route resolver: the `routes` parameter, which fills `url` on documents and links. */
export interface PrismicRoute {
  readonly type: string;
  readonly path: string;
  readonly lang?: string;
}

/** A route table path in Prismic's words: `[uid]` is `:uid`. */
const prismicPath = (path: string) => path.replace("[uid]", ":uid");

/**
 * The site's routes as Prismic's route resolver takes them: each page type's pattern, per language, so
 * `url` on documents and links is where the type's pages are. A page its content places elsewhere (a
 * family and its services at the Spanish root) is placed by the link resolver, which the site reads for
 * every link. A route per such page grew every query's URL with the content: at a hundred times today's
 * content, tens of kilobytes per URL (past the 8 KB many servers and CDNs take), parsed again for every
 * answer, and a third of each render's time.
 */
export const prismicRoutes: readonly PrismicRoute[] = patternRoutes();

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
