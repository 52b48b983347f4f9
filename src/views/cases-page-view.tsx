import type { ReactNode } from "react";
import { CaseCardView } from "@/components/sections/case-cards";
import { PageHero } from "@/components/sections/page-hero";
import type { CasesOverview } from "@/content/queries";
import { caseListingQuery, shownCases } from "@/features/cases/case-filters";
import type { CasesListingProps } from "@/features/cases/cases-listing";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import { countLabels } from "@/features/filters/count-labels";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/** The list of case cards the filters show and hide. */
const LIST_ID = "case-list";

/**
 * The props of the cases page's filters (an island): options, strings, each case's facets, and what the
 * request's query (`search`) asks for, parsed as the island parses it. Option values are the families'
 * and industries' English slugs in both languages: a filter link means the same in either.
 */
export async function casesListingProps(
  listing: CasesOverview,
  locale: Locale,
  search: URLSearchParams,
): Promise<CasesListingProps> {
  const t = await getTranslations({ locale, namespace: "Cases" });
  const { cases } = listing;
  const services = familyOptions(listing);
  const industries = industryOptions(listing);
  return {
    services,
    industries,
    strings: {
      filters: t("filters"),
      all: t("all"),
      services: t("services"),
      industries: t("industries"),
      count: countLabels((values) => t("count", values), cases.length),
      empty: t("empty"),
      emptyAction: t("emptyAction"),
    },
    cases: cases.map((item) => ({ uid: item.uid, services: item.services, industry: item.industry })),
    listId: LIST_ID,
    path: localePath("cases", locale),
    query: caseListingQuery(search, offeredOf({ services, industries })),
  };
}

/** The service families as filter options: [key, name], the key the same in both languages. */
function familyOptions(listing: CasesOverview): [string, string][] {
  return listing.families.map((family) => [family.key, family.title]);
}

/** The industries as filter options: [key, name], the key the same in both languages. */
function industryOptions(listing: CasesOverview): [slug: string, name: string][] {
  return listing.industries.map((industry) => [industry.key, industry.title]);
}

function offeredOf({ services, industries }: Pick<CasesListingProps, "services" | "industries">) {
  return { services: services.map(([slug]) => slug), industries: industries.map(([slug]) => slug) };
}

/**
 * The cases page: hero, then every case study under the Services and Industries filters (the island the
 * route file hydrates, passed in as `filters`; `island` its props), the cases its query does not show
 * already hidden.
 */
export async function CasesPageView({
  listing,
  locale,
  filters,
  island,
}: {
  readonly listing: CasesOverview;
  readonly locale: Locale;
  /**
   * The island in the route shell's `slot="filters"`, which Astro passes as this prop (optional:
   * `astro check` sees the slot as children, not as the prop).
   */
  readonly filters?: ReactNode;
  readonly island: CasesListingProps;
}) {
  const t = await getTranslations({ locale, namespace: "Cases" });
  const { page, cases } = listing;
  const services = familyOptions(listing);
  const industries = industryOptions(listing);
  const name = (options: [string, string][], slug: string) =>
    options.find(([value]) => value === slug)?.[1] ?? slug;
  const shown = shownCases(island.cases, offeredOf(island), island.query);
  return (
    <>
      <PageHero
        kicker={t("kicker")}
        title={page.heroTitle}
        description={page.heroDescription}
        art="/images/pages/cases.svg"
      />
      <section aria-label={page.title} className="container-page pb-20 md:pb-28">
        {filters}
        <ul id={LIST_ID} data-testid="case-cards" className="mt-10 grid gap-x-10 gap-y-16 md:grid-cols-2">
          {cases.map((item) => (
            <li key={item.uid} data-key={item.uid} hidden={!shown.has(item.uid)}>
              <CaseCardView
                item={item}
                viewLabel={t("viewProject")}
                headingLevel={2}
                tags={[...item.services.map((slug) => name(services, slug)), name(industries, item.industry)]}
              />
            </li>
          ))}
        </ul>
      </section>
      <ConsultationCta locale={locale} />
    </>
  );
}
