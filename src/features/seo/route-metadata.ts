import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { type Locale, locales } from "@/i18n/locales";
import type { RouteDef } from "@/i18n/route-table";
import { pathFor, type RouteParams } from "@/i18n/routes";

export interface RouteCopy {
  readonly title: string;
  readonly description: string;
}

/** A route's title and description until its content document supplies them. */
export async function routeCopy(route: RouteDef, locale: Locale): Promise<RouteCopy> {
  const t = await getTranslations({ locale });
  if (route.label) return { title: route.label[locale], description: t("Meta.description") };
  return { title: t(`Pages.${route.name}.title`), description: t(`Pages.${route.name}.description`) };
}

/** Title, description, canonical URL and hreflang alternates of a page, from the route table. */
export async function routeMetadata(
  route: RouteDef,
  locale: Locale,
  params: RouteParams = {},
): Promise<Metadata> {
  const [copy, t] = await Promise.all([
    routeCopy(route, locale),
    getTranslations({ locale, namespace: "Meta" }),
  ]);
  const languages = Object.fromEntries(locales.map((l) => [l, pathFor(route, l, params)]));
  return {
    title: route.kind === "home" ? { absolute: `${t("siteName")} | ${copy.title}` } : copy.title,
    description: copy.description,
    alternates: {
      canonical: pathFor(route, locale, params),
      languages: { ...languages, "x-default": pathFor(route, "en", params) },
    },
    ...(route.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Metadata of a page whose title and description come from its content document. */
export async function contentMetadata(
  route: RouteDef,
  locale: Locale,
  head: { readonly metaTitle: string; readonly metaDescription: string },
  params: RouteParams = {},
): Promise<Metadata> {
  return {
    ...(await routeMetadata(route, locale, params)),
    title: { absolute: head.metaTitle },
    description: head.metaDescription,
  };
}
