import { PageHero } from "@/components/sections/page-hero";
import type { ServicePage } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { SliceZoneView } from "./slice-zone-view";

/**
 * A sub-service page: back link and hero, then the sections its editor composed (approach, six key
 * business benefits, three data insights, a client quote, a call to action).
 */
export function ServicePageView({ page, locale }: { readonly page: ServicePage; readonly locale: Locale }) {
  return (
    <>
      <PageHero
        kicker={page.title}
        title={page.heroTitle}
        description={page.heroDescription}
        art={page.family?.art}
        back={{ href: page.back.href, label: page.back.text }}
      />
      <SliceZoneView slices={page.slices} locale={locale} afterHero />
    </>
  );
}
