import type { PageMetadata } from "@/features/seo/page-metadata";
import { contentMetadata, routeMetadata } from "@/features/seo/route-metadata";
import { isLocale, type Locale } from "@/i18n/locales";
import type { RouteDef } from "@/i18n/route-table";
import { type RouteName, routeByName } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import type { RouteFileParams } from "@/views/document-page";

/** A page of the route table alone (no content document): its language, route and head. */
export interface LoadedRoute {
  readonly locale: Locale;
  readonly route: RouteDef;
  readonly metadata: PageMetadata;
}

/** A page rendering one named route (the preview page) with its title and description from the messages. */
export async function loadRoutePage(
  name: RouteName,
  params: RouteFileParams,
): Promise<LoadedRoute | undefined> {
  const { locale } = params;
  if (!isLocale(locale)) return undefined;
  const route = routeByName(name);
  return { locale, route, metadata: await routeMetadata(route, locale) };
}

/** The not-found design as a page of its own (200, noindex), as the original site had it. */
export async function loadNotFoundDesignPage(params: RouteFileParams): Promise<LoadedRoute | undefined> {
  const { locale } = params;
  if (!isLocale(locale)) return undefined;
  const route = routeByName("404b");
  const t = await getTranslations({ locale, namespace: "NotFound" });
  const metadata = await contentMetadata(route, locale, {
    metaTitle: t("title"),
    metaDescription: t("message"),
  });
  return { locale, route, metadata };
}
