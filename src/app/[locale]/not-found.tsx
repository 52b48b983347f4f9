import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { NotFoundView } from "@/components/sections/not-found-view";
import { notFoundMetadata } from "@/features/seo/route-metadata";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";

async function requestLocale(): Promise<Locale> {
  const requested = await getLocale();
  return isLocale(requested) ? requested : defaultLocale;
}

/**
 * The not-found page's own title, description and noindex. Next renders this boundary instead of the
 * unmatched-path page whenever it renders that page on demand (the proxy's rewrite carries status 404),
 * as it does for every 404 after a publish: without its metadata, those went out with the site's defaults.
 */
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await requestLocale());
}

export default async function LocaleNotFound() {
  return <NotFoundView locale={await requestLocale()} />;
}
