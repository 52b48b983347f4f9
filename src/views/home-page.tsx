import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { CaseCards } from "@/components/sections/case-cards";
import { ContentSection } from "@/components/sections/content-section";
import { ServicesSlider } from "@/components/sections/home/services-slider";
import { HomeHero } from "@/components/sections/home-hero";
import { IndustryList } from "@/components/sections/industry/industry-list";
import { InsightCards } from "@/components/sections/insight-cards";
import { SectionHeading } from "@/components/sections/section-heading";
import { getCaseCards, getHome, getIndustries, getLatestInsights } from "@/content/queries";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import { JsonLd } from "@/features/seo/json-ld";
import { organizationJsonLd } from "@/features/seo/page-json-ld";
import { contentMetadata } from "@/features/seo/route-metadata";
import { isLocale, type Locale } from "@/i18n/locales";
import { localePath, routeByName } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

function localeOrNotFound(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}

/** Home metadata: content's meta title and description, the route table's canonical and alternates. */
export async function homeMetadata(localeParam: string, ref?: string): Promise<Metadata> {
  const locale = localeOrNotFound(localeParam);
  const home = await getHome(locale, ref ? { ref } : {});
  if (!home) notFound();
  return contentMetadata(routeByName("index"), locale, home);
}

/** The home page at the master ref, or at an experiment variation's ref. */
export async function HomePage({ locale: localeParam, refOf }: { locale: string; refOf?: string }) {
  const locale = localeOrNotFound(localeParam);
  setRequestLocale(locale);
  const [home, industries, cases, insights, t, tSlider, organization] = await Promise.all([
    getHome(locale, refOf ? { ref: refOf } : {}),
    getIndustries(locale),
    getCaseCards(locale),
    getLatestInsights(locale, 3),
    getTranslations({ locale, namespace: "Sections" }),
    getTranslations({ locale, namespace: "Slider" }),
    organizationJsonLd(locale),
  ]);
  if (!home) notFound();
  return (
    <>
      <JsonLd data={organization} />
      <HomeHero home={home} />
      <section aria-labelledby="home-services" className="border-t border-line">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="home-services" kicker={t("services")}>
            {home.servicesTitle}
          </SectionHeading>
          <div className="mt-12">
            <ServicesSlider
              items={home.slider}
              labels={{
                region: tSlider("label"),
                previous: tSlider("previous"),
                next: tSlider("next"),
                slides: home.slider.map((_, index) =>
                  tSlider("slide", { current: index + 1, total: home.slider.length }),
                ),
              }}
            />
          </div>
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
                href: localePath(`industries-${industry.uid}`, locale),
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
