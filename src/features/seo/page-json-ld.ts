import "server-only";
import type { InsightArticle } from "@/content/queries";
import { getSettings } from "@/content/queries";
import { type Locale, localeIso } from "@/i18n/locales";
import { sectionOf } from "@/i18n/route-sections";
import type { RouteDef } from "@/i18n/route-table";
import { localePath, pathFor, type RouteParams } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { publicConfig } from "@/platform/public-config";
import type { JsonLdObject } from "./json-ld";
import { shareImageKey, shareImagePath } from "./share-image-path";
import { articleLd, breadcrumbLd, type Crumb, organizationLd, serviceLd } from "./structured-data";

/** The studio's mark, as its pages and job postings show it. */
const LOGO_PATH = "/icon.svg";

/** Organization, for the home page, from the settings document (offices, e-mail, social profiles). */
export async function organizationJsonLd(locale: Locale): Promise<JsonLdObject> {
  const [settings, t] = await Promise.all([
    getSettings(locale),
    getTranslations({ locale, namespace: "Meta" }),
  ]);
  return organizationLd({
    origin: publicConfig.siteUrl,
    name: t("siteName"),
    description: t("description"),
    logoPath: LOGO_PATH,
    email: settings?.companyEmail,
    offices: settings?.offices ?? [],
    sameAs: settings?.socialLinks.map((link) => link.url) ?? [],
  });
}

/** Home › section › family › page, in the page's language. */
export async function breadcrumbJsonLd(
  route: RouteDef,
  locale: Locale,
  page: { readonly name: string; readonly path?: string | undefined; readonly parent?: Crumb | undefined },
  params: RouteParams = {},
): Promise<JsonLdObject> {
  const t = await getTranslations({ locale });
  const crumbs: Crumb[] = [{ name: t("Breadcrumbs.home"), path: localePath("index", locale) }];
  const section = sectionOf(route);
  if (section) crumbs.push({ name: t(`Navigation.${section}`), path: localePath(section, locale) });
  if (page.parent) crumbs.push(page.parent);
  crumbs.push({ name: page.name, path: page.path ?? pathFor(route, locale, params) });
  return breadcrumbLd(publicConfig.siteUrl, crumbs);
}

/** Service, for service and service-family pages: provided by the studio where it has offices. */
export async function serviceJsonLd(
  route: RouteDef,
  locale: Locale,
  page: {
    readonly title: string;
    readonly metaDescription: string;
    readonly items?: readonly { readonly title: string; readonly href: string }[];
    /** A service's family: its category. */
    readonly family?: { readonly title: string };
    readonly alternates?: Readonly<Partial<Record<Locale, string>>>;
  },
): Promise<JsonLdObject> {
  const [settings, t] = await Promise.all([
    getSettings(locale),
    getTranslations({ locale, namespace: "Meta" }),
  ]);
  const countries = (settings?.offices ?? [])
    .filter((office) => !office.soon)
    .map((office) => office.country);
  return serviceLd({
    origin: publicConfig.siteUrl,
    organizationName: t("siteName"),
    name: page.title,
    description: page.metaDescription,
    path: page.alternates?.[locale] ?? pathFor(route, locale),
    category: page.family?.title,
    areaServed: [...new Set(countries)],
    offers: page.items?.map((item) => ({ name: item.title, path: item.href })),
    inLanguage: localeIso[locale].bcp47,
  });
}

/** Article, for an insight article: its share image and cover, dates, team and category. */
export async function articleJsonLd(
  route: RouteDef,
  locale: Locale,
  article: InsightArticle,
): Promise<JsonLdObject> {
  const t = await getTranslations({ locale });
  const params = { uid: article.uid };
  return articleLd({
    origin: publicConfig.siteUrl,
    organizationName: t("Meta.siteName"),
    logoPath: LOGO_PATH,
    path: pathFor(route, locale, params),
    headline: article.title,
    description: article.metaDescription,
    imagePaths: [shareImagePath(locale, shareImageKey(route, params)), article.cover.url],
    datePublished: article.published,
    dateModified: article.updated,
    author: article.author,
    section: t(`Insights.category.${article.category}`),
    inLanguage: localeIso[locale].bcp47,
  });
}
