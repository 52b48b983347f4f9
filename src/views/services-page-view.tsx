import { Suspense } from "react";
import { LandingHero } from "@/components/sections/landing-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { FamilyCards } from "@/components/sections/service/family-cards";
import type { ServicesOverview } from "@/content/queries";
import { ArchiveView, ServicesArchive } from "@/features/archive/services-archive";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import { countLabels } from "@/features/filters/count-labels";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/** The services page: hero, the five families, then the archive of projects with its filters. */
export async function ServicesPageView({ listing, locale }: { listing: ServicesOverview; locale: Locale }) {
  const [t, tArchive] = await Promise.all([
    getTranslations({ locale, namespace: "Sections" }),
    getTranslations({ locale, namespace: "Archive" }),
  ]);
  const { page, families, industries, archive: projects } = listing;
  const archive = {
    projects,
    serviceNames: Object.fromEntries(families.map((family) => [family.uid, family.title])),
    industryNames: Object.fromEntries(industries.map((industry) => [industry.uid, industry.title])),
    strings: {
      services: tArchive("services"),
      industries: tArchive("industries"),
      year: tArchive("year"),
      all: tArchive("all"),
      clear: tArchive("clear"),
      empty: tArchive("empty"),
      filters: tArchive("filters"),
      count: countLabels((values) => tArchive("count", values), projects.length),
    },
  };
  return (
    <>
      <LandingHero
        kicker={t("services")}
        title={page.heroTitle}
        description={page.heroDescription}
        art="/images/services/index.svg"
      />
      <section aria-label={t("allServices")} className="container-page pb-20 md:pb-28">
        <FamilyCards
          label={t("explore")}
          families={families.map((family) => ({
            title: family.title,
            description: family.description,
            href: localePath(`services-${family.uid}`, locale),
            services: family.items.map((item) => item.title),
            art: `/images/services/${family.uid}.svg`,
          }))}
        />
      </section>
      <section aria-labelledby="archive" className="border-t border-line">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="archive" kicker={tArchive("intro")}>
            {tArchive("title")}
          </SectionHeading>
          <div className="mt-12">
            {/* The filters read the query string in the browser; the pre-rendered page lists everything. */}
            <Suspense fallback={<ArchiveView {...archive} filters={{}} />}>
              <ServicesArchive {...archive} />
            </Suspense>
          </div>
        </div>
      </section>
      <ConsultationCta locale={locale} />
    </>
  );
}
