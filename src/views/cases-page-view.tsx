import { CaseCardView } from "@/components/sections/case-cards";
import { PageHero } from "@/components/sections/page-hero";
import type { CasesOverview } from "@/content/queries";
import { CasesListing } from "@/features/cases/cases-listing";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import { countLabels } from "@/features/filters/count-labels";
import type { Locale } from "@/i18n/locales";
import { familyOptions, industryOptions } from "@/i18n/service-catalogue";
import { getTranslations } from "@/i18n/translations";

/** The cases page: hero, then every case study with the Services and Industries filters. */
export async function CasesPageView({ listing, locale }: { listing: CasesOverview; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Cases" });
  const { page, cases } = listing;
  const services = familyOptions(locale);
  const industries = industryOptions(locale);
  const name = (options: [string, string][], slug: string) =>
    options.find(([value]) => value === slug)?.[1] ?? slug;
  return (
    <>
      <PageHero
        kicker={t("kicker")}
        title={page.heroTitle}
        description={page.heroDescription}
        art="/images/pages/cases.svg"
      />
      <section aria-label={page.title} className="container-page pb-20 md:pb-28">
        <CasesListing
          services={services}
          industries={industries}
          strings={{
            filters: t("filters"),
            all: t("all"),
            services: t("services"),
            industries: t("industries"),
            count: countLabels((values) => t("count", values), cases.length),
            empty: t("empty"),
            emptyAction: t("emptyAction"),
          }}
          cases={cases.map((item) => ({
            uid: item.uid,
            services: item.services,
            industry: item.industry,
            card: (
              <CaseCardView
                item={item}
                viewLabel={t("viewProject")}
                headingLevel={2}
                tags={[...item.services.map((slug) => name(services, slug)), name(industries, item.industry)]}
              />
            ),
          }))}
        />
      </section>
      <ConsultationCta locale={locale} />
    </>
  );
}
