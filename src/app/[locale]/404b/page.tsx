import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { NotFoundView } from "@/components/sections/not-found-view";
import { contentMetadata } from "@/features/seo/route-metadata";
import { routeByName } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { localeOrNotFound } from "@/views/locale-param";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOrNotFound((await params).locale);
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return contentMetadata(routeByName("404b"), locale, {
    metaTitle: t("title"),
    metaDescription: t("message"),
  });
}

/** The not-found design as a page of its own (200, noindex), as the original site had it. */
export default async function NotFoundDesignPage({ params }: Props) {
  const locale = localeOrNotFound((await params).locale);
  setRequestLocale(locale);
  return <NotFoundView locale={locale} />;
}
