import clsx from "clsx";
import { AppLink } from "@/components/navigation/app-link";
import { SiteImage } from "@/components/ui/site-image";
import type { InsightCard } from "@/content/queries";
import { type Locale, localeIso } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";

export function formatDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeIso[locale].bcp47, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** One article: cover, category, date, reading time, title, excerpt and its 'Read article' button. */
export async function InsightCardView({
  insight,
  locale,
  size = "regular",
  headingLevel = 3,
}: {
  readonly insight: InsightCard;
  readonly locale: Locale;
  readonly size?: "regular" | "large";
  readonly headingLevel?: 2 | 3;
}) {
  const t = await getTranslations({ locale, namespace: "Insights" });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group flex h-full flex-col">
      <div className="overflow-hidden rounded-3xl bg-paper-deep">
        <SiteImage
          src={insight.cover.url}
          dimensions={insight.cover}
          alt=""
          sizes={
            size === "large"
              ? "(min-width: 768px) 50vw, 100vw"
              : "(min-width: 1440px) 440px, (min-width: 768px) 31vw, 100vw"
          }
          className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <p className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <span className="font-semibold text-ember-deep">{t(`category.${insight.category}`)}</span>
        <time dateTime={insight.published}>{formatDate(insight.published, locale)}</time>
        <span>{t("minutes", { minutes: insight.readingMinutes })}</span>
      </p>
      <Heading
        className={clsx(
          "mt-3 font-display font-semibold tracking-tight text-balance",
          size === "large" ? "text-3xl md:text-4xl" : "text-2xl",
        )}
      >
        {insight.title}
      </Heading>
      <p className="mt-4 text-muted">{insight.excerpt}</p>
      <AppLink
        href={insight.href}
        aria-label={`${t("readArticle")}: ${insight.title}`}
        className="mt-auto inline-flex items-center gap-2 self-start pt-6 font-semibold underline decoration-ember decoration-2 underline-offset-8"
      >
        {t("readArticle")}
        <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
          →
        </span>
      </AppLink>
    </article>
  );
}

/** Insight articles as a row of cards (home page, end of an article). */
export function InsightCards({
  insights,
  locale,
}: {
  readonly insights: readonly InsightCard[];
  readonly locale: Locale;
}) {
  return (
    <ul data-testid="insight-cards" className="grid gap-x-10 gap-y-14 md:grid-cols-3">
      {insights.map((insight) => (
        <li key={insight.uid}>
          <InsightCardView insight={insight} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
