import { getTranslations } from "next-intl/server";
import { AppLink } from "@/components/navigation/app-link";
import { RichText } from "@/components/rich-text/rich-text";
import type { InsightArticle } from "@/content/queries";
import { type Locale, localeIso } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { ConsultationCta } from "../consultation-cta";

/** An insight article: its head, rich-text body and the way back to all insights. */
export async function InsightArticleView({
  article,
  locale,
}: {
  readonly article: InsightArticle;
  readonly locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Sections" });
  const date = new Intl.DateTimeFormat(localeIso[locale].bcp47, { dateStyle: "long", timeZone: "UTC" });
  return (
    <>
      <article className="container-page pt-12 pb-20 md:pt-20">
        <AppLink
          href={localePath("insights", locale)}
          className="group mb-10 inline-flex items-center gap-2 text-sm font-semibold text-muted hover:text-ink"
        >
          <span aria-hidden="true" className="transition-transform group-hover:-translate-x-1">
            ←
          </span>
          {t("allInsights")}
        </AppLink>
        <header className="max-w-4xl">
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold tracking-widest text-muted uppercase">
            <span className="text-ember-deep">{article.category}</span>
            <time dateTime={article.published}>
              {date.format(new Date(`${article.published}T00:00:00Z`))}
            </time>
            <span>{article.author}</span>
          </p>
          <h1 className="mt-6 font-display text-headline font-semibold text-balance">{article.title}</h1>
          <p className="mt-6 text-lead text-muted">{article.excerpt}</p>
        </header>
        <div data-testid="article-body" className="mt-12 max-w-3xl border-t border-line pt-4">
          <RichText field={article.body} />
        </div>
      </article>
      <ConsultationCta locale={locale} />
    </>
  );
}
