import { AppLink } from "@/components/navigation/app-link";
import type { InsightCard } from "@/content/queries";
import { type Locale, localeIso } from "@/i18n/locales";

/** Insight articles as cards: category, date, title, excerpt and a 'Read article' link. */
export function InsightCards({
  insights,
  locale,
  readLabel,
}: {
  readonly insights: readonly InsightCard[];
  readonly locale: Locale;
  readonly readLabel: string;
}) {
  const date = new Intl.DateTimeFormat(localeIso[locale].bcp47, { dateStyle: "long", timeZone: "UTC" });
  return (
    <ul data-testid="insight-cards" className="grid gap-10 md:grid-cols-3">
      {insights.map((insight) => (
        <li key={insight.uid} className="flex flex-col gap-4 border-t border-ink pt-6">
          <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted">
            <span className="font-semibold text-ink">{insight.category}</span>
            <time dateTime={insight.published}>
              {date.format(new Date(`${insight.published}T00:00:00Z`))}
            </time>
          </p>
          <h3 className="font-display text-2xl font-semibold tracking-tight text-balance">{insight.title}</h3>
          <p className="text-muted">{insight.excerpt}</p>
          <AppLink
            href={insight.href}
            aria-label={`${readLabel}: ${insight.title}`}
            className="mt-auto inline-flex items-center gap-2 font-semibold underline decoration-ember decoration-2 underline-offset-8"
          >
            {readLabel}
            <span aria-hidden="true">→</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
