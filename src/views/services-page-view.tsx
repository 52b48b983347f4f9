import type { ReactNode } from "react";
import { LandingHero } from "@/components/sections/landing-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { FamilyCards } from "@/components/sections/service/family-cards";
import type { ServicesOverview } from "@/content/queries";
import { archiveQuery, offeredArchiveFilters } from "@/features/archive/archive-filters";
import { offeredBy, type ServicesArchiveProps } from "@/features/archive/services-archive";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import { countLabels } from "@/features/filters/count-labels";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/**
 * The props of the services page's archive (an island): its projects, the names of their facets, strings,
 * and the filters of the request's query (`search`), parsed as the island parses them.
 */
export async function servicesArchiveProps(
  listing: ServicesOverview,
  locale: Locale,
  search: URLSearchParams,
): Promise<ServicesArchiveProps> {
  const t = await getTranslations({ locale, namespace: "Archive" });
  const { families, industries, archive: projects } = listing;
  const facets = {
    projects,
    serviceNames: Object.fromEntries(families.map((family) => [family.key, family.title])),
    industryNames: Object.fromEntries(industries.map((industry) => [industry.uid, industry.title])),
  };
  return {
    ...facets,
    strings: {
      services: t("services"),
      industries: t("industries"),
      year: t("year"),
      allServices: t("allServices"),
      allIndustries: t("allIndustries"),
      allYears: t("allYears"),
      clear: t("clear"),
      empty: t("empty"),
      filters: t("filters"),
      count: countLabels((values) => t("count", values), projects.length),
      apply: t("apply"),
    },
    path: localePath("services", locale),
    query: archiveQuery(offeredArchiveFilters(search, offeredBy(facets))).replace(/^\?/, ""),
  };
}

/**
 * The services page: hero, the five families, then the archive of projects with its filters (the island
 * the route file hydrates, passed in as `archive`).
 */
export async function ServicesPageView({
  listing,
  locale,
  archive,
}: {
  readonly listing: ServicesOverview;
  readonly locale: Locale;
  /**
   * The island in the route shell's `slot="archive"`, which Astro passes as this prop (optional:
   * `astro check` sees the slot as children, not as the prop).
   */
  readonly archive?: ReactNode;
}) {
  const [t, tArchive] = await Promise.all([
    getTranslations({ locale, namespace: "Sections" }),
    getTranslations({ locale, namespace: "Archive" }),
  ]);
  const { page, families } = listing;
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
            href: family.href,
            services: family.items.map((item) => item.title),
            art: family.art,
          }))}
        />
      </section>
      <section aria-labelledby="archive" className="border-t border-line">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="archive" kicker={tArchive("intro")}>
            {tArchive("title")}
          </SectionHeading>
          <div className="mt-12">{archive}</div>
        </div>
      </section>
      <ConsultationCta locale={locale} />
    </>
  );
}
