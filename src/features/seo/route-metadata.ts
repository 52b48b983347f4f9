import type { Locale } from "@/i18n/locales";
import type { RouteDef } from "@/i18n/route-table";
import { pathFor, type RouteParams, routeByName } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { type LanguagePaths, routeLanguages } from "./alternates";
import { type ArticleFacts, type PageMetadata, pageMetadata } from "./page-metadata";
import { shareImageKey, shareImagePath } from "./share-image-path";

export interface RouteCopy {
  readonly title: string;
  readonly description: string;
}

/** A route's title and description until its content document supplies them. */
export async function routeCopy(route: RouteDef, locale: Locale): Promise<RouteCopy> {
  const t = await getTranslations({ locale });
  return { title: t(`Pages.${route.name}.title`), description: t(`Pages.${route.name}.description`) };
}

export interface PageHeadCopy {
  readonly metaTitle: string;
  readonly metaDescription: string;
}

export interface MetadataOptions {
  readonly params?: RouteParams;
  /** The page's path per language when its documents say it (an article's uid differs per language). */
  readonly languages?: LanguagePaths;
  readonly article?: ArticleFacts;
}

/** Metadata of a page whose title and description come from its content document. */
export async function contentMetadata(
  route: RouteDef,
  locale: Locale,
  head: PageHeadCopy,
  options: MetadataOptions = {},
): Promise<PageMetadata> {
  const t = await getTranslations({ locale, namespace: "Meta" });
  const params = options.params ?? {};
  return pageMetadata({
    locale,
    title: head.metaTitle,
    description: head.metaDescription,
    siteName: t("siteName"),
    // A document's own path, where its documents say it (a data-viz service at /es/{uid}/).
    path: options.languages?.[locale] ?? pathFor(route, locale, params),
    languages: options.languages ?? routeLanguages(route, params),
    image: { path: shareImagePath(locale, shareImageKey(route, params)), alt: head.metaTitle },
    article: options.article,
    noindex: route.noindex,
  });
}

/** Metadata of a page from the route table and the messages (pages with no content document). */
export async function routeMetadata(
  route: RouteDef,
  locale: Locale,
  params: RouteParams = {},
): Promise<PageMetadata> {
  const [copy, t] = await Promise.all([
    routeCopy(route, locale),
    getTranslations({ locale, namespace: "Meta" }),
  ]);
  const metaTitle =
    route.kind === "home" ? `${t("siteName")} | ${copy.title}` : t("titleTemplate", { title: copy.title });
  return contentMetadata(route, locale, { metaTitle, metaDescription: copy.description }, { params });
}

/** The 404 page (any unknown path): noindex, the 404 design's share image, no canonical of its own. */
export async function notFoundMetadata(locale: Locale): Promise<PageMetadata> {
  const t = await getTranslations({ locale });
  const title = t("NotFound.title");
  return pageMetadata({
    locale,
    title,
    description: t("NotFound.message"),
    siteName: t("Meta.siteName"),
    path: undefined,
    languages: {},
    image: { path: shareImagePath(locale, shareImageKey(routeByName("404b"))), alt: title },
    noindex: true,
  });
}
