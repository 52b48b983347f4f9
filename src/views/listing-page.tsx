import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { ReactNode } from "react";
import type { PageHead } from "@/content/queries";
import { contentMetadata } from "@/features/seo/route-metadata";
import type { Locale } from "@/i18n/locales";
import { routeByName } from "@/i18n/routes";
import { localeOrNotFound } from "@/views/locale-param";

type Props = { params: Promise<{ locale: string }> };

/**
 * A listing page (services, industries, cases, insights): one query for the page's document and what it
 * lists, metadata from the document, 404 when the document is missing. `metadata` adds to the
 * document's metadata (the insights page's RSS link).
 */
export function createListingPage<Listing extends { readonly page: Omit<PageHead, "title"> }>(
  routeName: string,
  query: (locale: Locale) => Promise<Listing | undefined>,
  View: (props: { listing: Listing; locale: Locale }) => ReactNode | Promise<ReactNode>,
  metadata?: (locale: Locale, base: Metadata) => Promise<Metadata>,
) {
  const load = async ({ params }: Props) => {
    const locale = localeOrNotFound((await params).locale);
    const listing = await query(locale);
    if (!listing) notFound();
    return { locale, listing };
  };
  return {
    async generateMetadata(props: Props): Promise<Metadata> {
      const { locale, listing } = await load(props);
      const base = await contentMetadata(routeByName(routeName), locale, listing.page);
      return metadata ? metadata(locale, base) : base;
    },
    async Page(props: Props) {
      const { locale, listing } = await load(props);
      setRequestLocale(locale);
      return <View listing={listing} locale={locale} />;
    },
  };
}
