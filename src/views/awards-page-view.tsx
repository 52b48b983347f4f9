import type { ReactNode } from "react";
import { AppLink } from "@/components/navigation/app-link";
import { FactList } from "@/components/sections/fact-list";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import type { AwardsPage } from "@/content/queries";
import type { AwardsBrowserProps } from "@/features/awards/awards-browser";
import { countLabels } from "@/features/filters/count-labels";
import { type Locale, localeIso } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

const kinds = ["award", "conference", "publication"] as const;

/** The props of the awards page's tabs (an island): each kind's tab with its counts, the entries, strings. */
export async function awardsBrowserProps(page: AwardsPage, locale: Locale): Promise<AwardsBrowserProps> {
  const t = await getTranslations({ locale, namespace: "Awards" });
  return {
    tabs: kinds.map((kind) => ({
      kind,
      label: t(`tab.${kind}`),
      counts: countLabels(
        (values) => t("count", values),
        page.entries.filter((entry) => entry.kind === kind).length,
      ),
    })),
    entries: page.entries,
    strings: {
      tabs: t("tabs"),
      filter: t("filter"),
      year: t("year"),
      organisation: t("organisation"),
      allYears: t("allYears"),
      allOrganisations: t("allOrganisations"),
      clear: t("clear"),
      empty: t("empty"),
    },
  };
}

/**
 * Awards: three tabs (awards, conferences, publications) with a Filter control (the island the route
 * file hydrates, passed in as `browser`), the featured design-portfolio profile and its follower count,
 * the brand book and the project archive.
 */
export async function AwardsPageView({
  page,
  locale,
  browser,
}: {
  readonly page: AwardsPage;
  readonly locale: Locale;
  /**
   * The island in the route shell's `slot="browser"`, which Astro passes as this prop (optional:
   * `astro check` sees the slot as children, not as the prop).
   */
  readonly browser?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "Awards" });
  const number = new Intl.NumberFormat(localeIso[locale].bcp47);
  return (
    <>
      <PageHero
        kicker={t("kicker")}
        title={page.heroTitle}
        description={page.heroDescription}
        art="/images/pages/awards.svg"
      >
        <FactList facts={page.facts} className="mt-16 lg:grid-cols-4" />
      </PageHero>

      <section aria-labelledby="recognition" className="container-page pb-20 md:pb-28">
        <h2 id="recognition" className="sr-only">
          {t("tabs")}
        </h2>
        {browser}
      </section>

      <section aria-labelledby="profile" className="on-ink bg-ink text-paper">
        <div className="container-page grid gap-12 py-20 md:grid-cols-12 md:items-center md:py-28">
          <div className="md:col-span-6">
            <SectionHeading id="profile" kicker={t("profileKicker")} tone="ink">
              {page.profile.platform}
            </SectionHeading>
            <p className="mt-6 max-w-xl text-lead text-muted-on-ink">{page.profile.text}</p>
            <a
              href={page.profile.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-10 inline-flex h-14 items-center gap-2.5 rounded-full bg-ember px-6 font-semibold whitespace-nowrap text-ink transition-transform hover:-translate-y-0.5 sm:px-7"
            >
              {t("visitProfile", { platform: page.profile.platform })}
              <span aria-hidden="true">↗</span>
            </a>
          </div>
          <dl
            data-testid="profile"
            // Two figures side by side only where the column holds "48.200" and "reconocimientos".
            className="grid grid-cols-1 gap-px overflow-hidden rounded-3xl bg-line-on-ink sm:grid-cols-2 md:col-span-5 md:col-start-8 md:grid-cols-1 xl:grid-cols-2"
          >
            <div className="flex min-w-0 flex-col-reverse bg-ink-soft p-8 sm:col-span-2 md:col-span-1 xl:col-span-2">
              <dt className="mt-2 text-sm text-muted-on-ink">@{page.profile.handle}</dt>
              <dd className="font-display text-2xl font-semibold">{page.profile.platform}</dd>
            </div>
            <div className="flex min-w-0 flex-col-reverse bg-ink-soft p-8">
              <dt className="mt-2 text-sm text-muted-on-ink">{t("followers")}</dt>
              <dd
                data-testid="followers"
                className="font-display text-4xl font-semibold tracking-tight text-ember md:text-5xl"
              >
                {number.format(page.profile.followers)}
              </dd>
            </div>
            <div className="flex min-w-0 flex-col-reverse bg-ink-soft p-8">
              <dt className="mt-2 text-sm text-muted-on-ink">{t("recognitions")}</dt>
              <dd className="font-display text-4xl font-semibold tracking-tight md:text-5xl">
                {number.format(page.profile.recognitions)}
              </dd>
            </div>
          </dl>
        </div>
      </section>

      <section
        aria-label={`${t("brandBookKicker")}, ${t("archiveKicker")}`}
        className="container-page grid gap-6 py-20 md:grid-cols-2 md:py-28"
      >
        <article className="flex flex-col rounded-3xl bg-paper-deep p-8 md:p-12">
          <p className="text-sm font-semibold tracking-widest text-muted uppercase">{t("brandBookKicker")}</p>
          <p className="mt-8 font-display text-7xl font-semibold tracking-tighter text-ember-deep">
            {number.format(page.brandBook.pages)}
            <span className="ml-2 text-2xl tracking-tight">{t("pages")}</span>
          </p>
          <h2 className="mt-6 font-display text-3xl font-semibold tracking-tight">{page.brandBook.title}</h2>
          <p className="mt-4 text-muted">{page.brandBook.text}</p>
        </article>
        <article className="flex flex-col rounded-3xl bg-paper-deep p-8 md:p-12">
          <p className="text-sm font-semibold tracking-widest text-muted uppercase">{t("archiveKicker")}</p>
          <p className="mt-8 font-display text-7xl font-semibold tracking-tighter text-ember-deep">
            <span className="mr-2 text-2xl tracking-tight">{t("since")}</span>
            {page.archive.since}
          </p>
          <h2 className="mt-6 font-display text-3xl font-semibold tracking-tight">{page.archive.title}</h2>
          <p className="mt-4 text-muted">{page.archive.text}</p>
          <AppLink
            href={`${localePath("services", locale)}#archive`}
            className="mt-8 self-start font-semibold underline decoration-ember decoration-2 underline-offset-8"
          >
            {t("archiveLink")}
          </AppLink>
        </article>
      </section>
    </>
  );
}
