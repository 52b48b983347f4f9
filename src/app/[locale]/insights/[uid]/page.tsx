import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { InsightArticleView } from "@/components/sections/insight/insight-article";
import { getInsightPage, getInsightUids } from "@/content/queries";
import { localeOrNotFound } from "@/features/pages/locale-param";
import { contentMetadata } from "@/features/seo/route-metadata";
import { routeByName } from "@/i18n/routes";

type Props = { params: Promise<{ locale: string; uid: string }> };

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
  const metadata = await contentMetadata(routeByName("insights-uid"), locale, article, { uid: article.uid });
  // Each language's article has its own uid: hreflang comes from the document's translations.
  const languages = {
    ...article.alternates,
    "x-default": article.alternates.en ?? article.alternates[locale] ?? "",
  };
  return { ...metadata, alternates: { ...metadata.alternates, languages } };
}

export default async function InsightPage(props: Props) {
  const { locale, article } = await load(props);
  setRequestLocale(locale);
  return <InsightArticleView article={article} locale={locale} />;
}
