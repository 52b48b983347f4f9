import { PageHero } from "@/components/sections/page-hero";
import type { IndustryPage } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { SliceZoneView } from "./slice-zone-view";

/** An industry: its hero, then the sections its editor composed (context, KPIs, client projects...). */
export function IndustryPageView({ page, locale }: { readonly page: IndustryPage; readonly locale: Locale }) {
  return (
    <>
      <PageHero kicker={page.title} title={page.heroTitle} art={page.art ?? "/images/industries/index.svg"} />
      <SliceZoneView slices={page.slices} locale={locale} afterHero />
    </>
  );
}
