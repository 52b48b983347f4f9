import { getInsightPage, type InsightPage } from "@/content/queries";
import { articleJsonLd, breadcrumbJsonLd } from "@/features/seo/page-json-ld";
import { contentMetadata } from "@/features/seo/route-metadata";
import { isLocale } from "@/i18n/locales";
import { routeByName } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import type { LoadedPage, RouteFileParams } from "@/views/document-page";

/**
 * An insight article: its document in the language, an Open Graph article head whose hreflang comes
 * from the document's translations (each language's article has its own uid), an Article and a
 * breadcrumb trail for search engines; undefined (a 404) when there is no such article.
 */
export async function loadInsightPage(params: RouteFileParams): Promise<LoadedPage<InsightPage> | undefined> {
  const { locale, uid } = params;
  if (!isLocale(locale) || uid === undefined) return undefined;
  const page = await getInsightPage(uid, locale);
  if (!page) return undefined;
  const route = routeByName("insights-uid");
  const ids = { uid: page.uid };
  const t = await getTranslations({ locale, namespace: "Insights" });
  const [metadata, ...jsonLd] = await Promise.all([
    contentMetadata(route, locale, page, {
      params: ids,
      languages: page.alternates,
      article: {
        publishedTime: page.published,
        modifiedTime: page.updated,
        author: page.author,
        section: t(`category.${page.category}`),
      },
    }),
    articleJsonLd(route, locale, page),
    breadcrumbJsonLd(route, locale, { name: page.title }, ids),
  ]);
  return { locale, route, page, metadata, jsonLd };
}
