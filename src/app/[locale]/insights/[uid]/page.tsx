import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { getInsightPage, getInsightUids } from "@/content/queries";
import { JsonLd } from "@/features/seo/json-ld";
import { articleJsonLd, breadcrumbJsonLd } from "@/features/seo/page-json-ld";
import { contentMetadata } from "@/features/seo/route-metadata";
import { routeByName } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { InsightArticleView } from "@/views/insight-page-view";
import { localeOrNotFound } from "@/views/locale-param";

type Props = { params: Promise<{ locale: string; uid: string }> };

const route = routeByName("insights-uid");

// Only the pre-rendered articles: the proxy answers any other uid with the 404 page of its language
// (Next's own answer here would be the root 404, outside the [locale] layout); draft mode renders on demand.
export const dynamicParams = false;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return (await getInsightUids(localeOrNotFound(params.locale))).map((uid) => ({ uid }));
}

async function load({ params }: Props) {
  const { locale: localeParam, uid } = await params;
  const locale = localeOrNotFound(localeParam);
  const article = await getInsightPage(uid, locale);
  if (!article) notFound();
  return { locale, article };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, article } = await load(props);
  const t = await getTranslations({ locale, namespace: "Insights" });
  return contentMetadata(route, locale, article, {
    params: { uid: article.uid },
    // Each language's article has its own uid: hreflang comes from the document's translations.
    languages: article.alternates,
    article: {
      publishedTime: article.published,
      modifiedTime: article.updated,
      author: article.author,
      section: t(`category.${article.category}`),
    },
  });
}

export default async function InsightPage(props: Props) {
  const { locale, article } = await load(props);
  setRequestLocale(locale);
  const data = await Promise.all([
    articleJsonLd(route, locale, article),
    breadcrumbJsonLd(route, locale, article.title, { uid: article.uid }),
  ]);
  return (
    <>
      <JsonLd data={data} />
      <InsightArticleView article={article} locale={locale} />
    </>
  );
}
