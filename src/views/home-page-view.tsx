import type { ReactNode } from "react";
import { CaseCards } from "@/components/sections/case-cards";
import { ContentSection } from "@/components/sections/content-section";
import { HomeHero } from "@/components/sections/home-hero";
import { IndustryList } from "@/components/sections/industry/industry-list";
import { InsightCards } from "@/components/sections/insight-cards";
import { SectionHeading } from "@/components/sections/section-heading";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import type { HomePage } from "@/views/home-page";

/**
 * The home page: hero, the services slider (an island the route file hydrates, passed in as `slider`),
 * industries, case studies, the latest articles and the consultation invitation.
 */
export async function HomePageView({
  page,
  locale,
  slider,
}: {
  readonly page: HomePage;
  readonly locale: Locale;
  /**
   * The island in the route shell's `slot="slider"`, which Astro passes as this prop (optional:
   * `astro check` sees the slot as children, not as the prop).
   */
  readonly slider?: ReactNode;
}) {
  const { home, industries, cases, insights } = page;
  const t = await getTranslations({ locale, namespace: "Sections" });
  return (
    <>
      <HomeHero home={home} />
      <section aria-labelledby="home-services" className="border-t border-line">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="home-services" kicker={t("services")}>
            {home.servicesTitle}
          </SectionHeading>
          <div className="mt-12">{slider}</div>
        </div>
      </section>
      <section aria-labelledby="home-industries" className="border-t border-line">
        <div className="container-page grid gap-12 py-20 md:grid-cols-12 md:py-28">
          <div className="md:col-span-4">
            <SectionHeading id="home-industries" kicker={t("industries")}>
              {home.industriesTitle}
            </SectionHeading>
            <p className="mt-6 text-lg text-muted">{home.industriesText}</p>
          </div>
          <div className="md:col-span-8">
            <IndustryList
              label={t("seeIndustry")}
              industries={industries.map((industry) => ({
                title: industry.title,
                href: industry.href,
              }))}
            />
          </div>
        </div>
      </section>
      <ContentSection
        id="home-cases"
        kicker={t("cases")}
        title={home.casesTitle}
        more={{ href: localePath("cases", locale), label: t("allCases") }}
      >
        <CaseCards cases={cases} viewLabel={t("viewProject")} />
      </ContentSection>
      <ContentSection
        id="home-insights"
        kicker={t("insights")}
        title={home.insightsTitle}
        more={{ href: localePath("insights", locale), label: t("allInsights") }}
      >
        <InsightCards insights={insights} locale={locale} />
      </ContentSection>
      <ConsultationCta locale={locale} title={home.ctaTitle} text={home.ctaText} />
    </>
  );
}
