import { IndustryList } from "@/components/sections/industry/industry-list";
import { LandingHero } from "@/components/sections/landing-hero";
import type { IndustriesOverview } from "@/content/queries";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import type { Locale } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";

/** The industries page: hero, then every industry with a link to its page. */
export async function IndustriesPageView({
  listing,
  locale,
}: {
  listing: IndustriesOverview;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Sections" });
  const { page, industries } = listing;
  return (
    <>
      <LandingHero
        kicker={t("industries")}
        title={page.heroTitle}
        description={page.heroDescription}
        art="/images/industries/index.svg"
      />
      <section aria-label={t("industries")} className="container-page pb-20 md:pb-28">
        <IndustryList
          label={t("seeIndustry")}
          industries={industries.map((industry) => ({
            title: industry.title,
            text: industry.heroTitle,
            href: industry.href,
          }))}
        />
      </section>
      <ConsultationCta locale={locale} />
    </>
  );
}
