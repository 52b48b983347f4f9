import { AppLink } from "@/components/navigation/app-link";
import { RichText } from "@/components/rich-text/rich-text";
import { ContentSection } from "@/components/sections/content-section";
import { formatDate, InsightCards } from "@/components/sections/insight-cards";
import { SiteImage } from "@/components/ui/site-image";
import type { InsightPage } from "@/content/queries";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/** An insight article: its head, cover, rich-text body, the way back to all insights and more to read. */
export async function InsightArticleView({
  article,
  locale,
}: {
  readonly article: InsightPage;
  readonly locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Insights" });
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
          {t("back")}
        </AppLink>
        <header className="max-w-4xl">
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm font-semibold tracking-widest text-muted uppercase">
            <span className="text-ember-deep">{t(`category.${article.category}`)}</span>
            <time dateTime={article.published}>{formatDate(article.published, locale)}</time>
            <span>{t("minutes", { minutes: article.readingMinutes })}</span>
          </p>
          <h1 className="mt-6 font-display text-headline font-semibold text-balance">{article.title}</h1>
          <p className="mt-6 text-lead text-muted">{article.excerpt}</p>
          <p className="mt-6 font-semibold">{t("by", { author: article.author })}</p>
        </header>
        <SiteImage
          src={article.cover.url}
          dimensions={article.cover}
          alt={article.cover.alt}
          sizes="(min-width: 1440px) 1328px, 94vw"
          priority
          className="mt-12 aspect-[2/1] h-auto w-full rounded-3xl bg-paper-deep object-cover"
        />
        <div data-testid="article-body" className="mx-auto mt-8 max-w-3xl">
          <RichText field={article.body} codeLabel={t("codeLabel")} />
        </div>
      </article>
      {article.related.length > 0 ? (
        <ContentSection
          id="related"
          kicker={t("moreKicker")}
          title={t("more")}
          more={{ href: localePath("insights", locale), label: t("back") }}
        >
          <InsightCards insights={article.related} locale={locale} />
        </ContentSection>
      ) : null}
      <ConsultationCta locale={locale} />
    </>
  );
}
