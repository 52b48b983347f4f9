import type { Metadata } from "next";
import { InsightCardView } from "@/components/sections/insight-cards";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { insightCategory, type InsightsListing as Listing } from "@/content/queries";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import { feedPath } from "@/features/feed/feed-path";
import { countLabels } from "@/features/filters/count-labels";
import { InsightsListing } from "@/features/insights/insights-listing";
import type { Locale } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";

/** The insights page: hero with the RSS link, the featured articles, then every article by category. */
export async function InsightsPageView({ listing, locale }: { listing: Listing; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Insights" });
  const { page, featured, articles } = listing;
  const categories = insightCategory.options
    .filter((slug) => articles.some((article) => article.category === slug))
    .map((slug) => [slug, t(`category.${slug}`)] as const);
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
            <InsightsListing
              categories={categories}
              strings={{
                categories: t("categories"),
                all: t("all"),
                count: countLabels((values) => t("count", values), articles.length),
                empty: t("empty"),
              }}
              insights={articles.map((insight) => ({
                uid: insight.uid,
                category: insight.category,
                card: <InsightCardView insight={insight} locale={locale} />,
              }))}
            />
          </div>
        </div>
      </section>
      <ConsultationCta locale={locale} />
    </>
  );
}

/** The insights page's metadata: the document's, with the language's RSS feed as an alternate. */
export async function withFeedAlternate(locale: Locale, base: Metadata): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Insights" });
  return {
    ...base,
    alternates: {
      ...base.alternates,
      types: { "application/rss+xml": [{ url: feedPath(locale), title: t("feedTitle") }] },
    },
  };
}
