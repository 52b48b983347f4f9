import type { ReactNode } from "react";
import { InsightCardView } from "@/components/sections/insight-cards";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { insightCategory, type InsightsListing as Listing } from "@/content/queries";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import { feedPath } from "@/features/feed/feed-path";
import { countLabels } from "@/features/filters/count-labels";
import { insightFilterQuery, shownInsights } from "@/features/insights/insight-filters";
import type { InsightsListingProps } from "@/features/insights/insights-listing";
import type { PageMetadata } from "@/features/seo/page-metadata";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/** The list of article cards the category filter shows and hides. */
const LIST_ID = "insight-list";

/**
 * The props of the insights page's category filter (an island): the categories present, strings, facets,
 * and the filter of the request's query (`search`), parsed as the island parses it.
 */
export async function insightsListingProps(
  listing: Listing,
  locale: Locale,
  search: URLSearchParams,
): Promise<InsightsListingProps> {
  const t = await getTranslations({ locale, namespace: "Insights" });
  const { articles } = listing;
  const offered = insightCategory.options.filter((slug) =>
    articles.some((article) => article.category === slug),
  );
  return {
    categories: offered.map((slug) => [slug, t(`category.${slug}`)] as const),
    strings: {
      categories: t("categories"),
      all: t("all"),
      count: countLabels((values) => t("count", values), articles.length),
      empty: t("empty"),
    },
    insights: articles.map((insight) => ({ uid: insight.uid, category: insight.category })),
    listId: LIST_ID,
    path: localePath("insights", locale),
    query: insightFilterQuery(search, offered),
  };
}

/**
 * The insights page: hero with the RSS link, the featured articles, then every article under the category
 * filter (the island the route file hydrates, passed in as `filters`; `island` its props), the articles
 * its query does not show already hidden.
 */
export async function InsightsPageView({
  listing,
  locale,
  filters,
  island,
}: {
  readonly listing: Listing;
  readonly locale: Locale;
  /**
   * The island in the route shell's `slot="filters"`, which Astro passes as this prop (optional:
   * `astro check` sees the slot as children, not as the prop).
   */
  readonly filters?: ReactNode;
  readonly island: InsightsListingProps;
}) {
  const t = await getTranslations({ locale, namespace: "Insights" });
  const { page, featured, articles } = listing;
  const shown = shownInsights(
    island.insights,
    island.categories.map(([slug]) => slug),
    island.query,
  );
  return (
    <>
      <PageHero
        kicker={t("kicker")}
        title={page.heroTitle}
        description={page.heroDescription}
        art="/images/pages/insights.svg"
      >
        <a
          href={feedPath(locale)}
          className="mt-10 inline-flex items-center gap-2 text-sm font-semibold underline underline-offset-4"
        >
          <span aria-hidden="true" className="inline-block size-2 rounded-full bg-ember" />
          {t("rss")}
        </a>
      </PageHero>

      {featured.length > 0 ? (
        <section aria-labelledby="featured" className="border-t border-line">
          <div className="container-page py-20 md:py-28">
            <SectionHeading id="featured" kicker={t("featuredKicker")}>
              {t("featured")}
            </SectionHeading>
            <ul data-testid="featured-insights" className="mt-12 grid gap-x-10 gap-y-16 md:grid-cols-2">
              {featured.map((insight) => (
                <li key={insight.uid}>
                  <InsightCardView insight={insight} locale={locale} size="large" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="more-to-explore" className="border-t border-line">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="more-to-explore" kicker={t("moreKicker")}>
            {t("more")}
          </SectionHeading>
          <div className="mt-12">
            {filters}
            <ul
              id={LIST_ID}
              data-testid="insight-list"
              className="mt-10 grid gap-x-10 gap-y-16 md:grid-cols-2 lg:grid-cols-3"
            >
              {articles.map((insight) => (
                <li
                  key={insight.uid}
                  data-key={insight.uid}
                  data-category={insight.category}
                  hidden={!shown.has(insight.uid)}
                >
                  <InsightCardView insight={insight} locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <ConsultationCta locale={locale} />
    </>
  );
}

/** The insights page's metadata: the document's, with the language's RSS feed as an alternate. */
export async function withFeedAlternate(locale: Locale, base: PageMetadata): Promise<PageMetadata> {
  const t = await getTranslations({ locale, namespace: "Insights" });
  return { ...base, feeds: [{ path: feedPath(locale), title: t("feedTitle") }] };
}
