import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { HomeHero } from "@/components/sections/home-hero";
import { getHome } from "@/content/queries";
import { routeMetadata } from "@/features/seo/route-metadata";
import { isLocale, type Locale } from "@/i18n/locales";
import { routeByName } from "@/i18n/routes";

function localeOrNotFound(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}

/** Home metadata: content's meta title and description, the route table's canonical and alternates. */
export async function homeMetadata(localeParam: string, ref?: string): Promise<Metadata> {
  const locale = localeOrNotFound(localeParam);
  const home = await getHome(locale, ref ? { ref } : {});
  if (!home) notFound();
  return {
    ...(await routeMetadata(routeByName("index"), locale)),
    title: { absolute: home.metaTitle },
    description: home.metaDescription,
  };
}

/** The home page at the master ref, or at an experiment variation's ref. */
export async function HomePage({ locale: localeParam, refOf }: { locale: string; refOf?: string }) {
  const locale = localeOrNotFound(localeParam);
  setRequestLocale(locale);
  const home = await getHome(locale, refOf ? { ref: refOf } : {});
  if (!home) notFound();
  return <HomeHero home={home} />;
}
