import clsx from "clsx";
import { AppLink } from "@/components/navigation/app-link";
import { RichText } from "@/components/rich-text/rich-text";
import { CaseCardView } from "@/components/sections/case-cards";
import { DataInsights } from "@/components/sections/data-insights";
import { PageHero } from "@/components/sections/page-hero";
import { QuoteBlock } from "@/components/sections/quote-block";
import { SectionHeading } from "@/components/sections/section-heading";
import { Glyph } from "@/components/ui/glyph";
import { SiteImage } from "@/components/ui/site-image";
import type { CasePage } from "@/content/queries";
import { BeforeAfter } from "@/features/cases/before-after";
import { CaseScreens, endsOnBand } from "@/features/cases/case-screens";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";

/**
 * A case study: about the project, keywords, data insights, process and methodologies,
 * iconography, improvements, a line inviting contact and other projects. The one call-to-action band is
 * the site footer's, right after: a band of the case's own above it read as two stacked asks.
 */
export async function CasePageView({ page, locale }: { readonly page: CasePage; readonly locale: Locale }) {
  const [t, tSections] = await Promise.all([
    getTranslations({ locale, namespace: "CaseStudy" }),
    getTranslations({ locale, namespace: "Sections" }),
  ]);
  const facts = [
    { label: t("client"), value: page.client },
    { label: t("year"), value: String(page.year) },
    { label: t("industry"), value: page.industryName },
    { label: t("services"), value: page.serviceNames.join(", ") },
    { label: t("platforms"), value: page.platforms.join(", ") },
    { label: t("duration"), value: page.duration },
  ];
  // A story that ends on a wide screen ends its section on that screen's ink band (no strip of beige
  // under it); when the data insights follow at once, their ink continues it, under a hairline.
  const screensEndDark = endsOnBand(page.screens);
  const insightsFollowBand = screensEndDark && page.comparisons.length === 0;
  return (
    <>
      <PageHero
        kicker={t("kicker")}
        title={page.title}
        description={page.summary}
        back={{ href: localePath("cases", locale), label: t("back") }}
        titleTestId="case-title"
      >
        <dl
          aria-label={t("facts")}
          className="mt-14 grid grid-cols-2 gap-x-8 gap-y-6 border-t border-ink pt-8 md:grid-cols-3 lg:grid-cols-6"
        >
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-xs font-semibold tracking-widest text-muted uppercase">{fact.label}</dt>
              <dd className="mt-2 font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <div className="container-page">
        <SiteImage
          src={page.cover.url}
          dimensions={page.cover}
          alt={page.cover.alt}
          sizes="(min-width: 1440px) 1328px, 94vw"
          priority
          className="aspect-[16/9] h-auto w-full rounded-3xl bg-paper-deep object-cover"
        />
      </div>

      <section aria-labelledby="about" className="container-page grid gap-12 py-20 md:grid-cols-12 md:py-28">
        <div className="md:col-span-7">
          <SectionHeading id="about" kicker={page.client}>
            {t("about")}
          </SectionHeading>
          <div data-testid="case-about" className="mt-4 [&>:first-child]:mt-6">
            <RichText field={page.about} />
          </div>
        </div>
        <aside aria-labelledby="keywords" className="md:col-span-4 md:col-start-9 md:pt-24">
          <h3 id="keywords" className="text-sm font-semibold tracking-widest text-muted uppercase">
            {t("keywords")}
          </h3>
          <ul data-testid="case-keywords" className="mt-5 flex flex-wrap gap-2">
            {page.keywords.map((keyword) => (
              <li key={keyword} className="rounded-full border border-ink/20 px-4 py-2 text-sm font-medium">
                {keyword}
              </li>
            ))}
          </ul>
        </aside>
      </section>

      <section aria-labelledby="screens" className="overflow-x-clip bg-paper-deep">
        <div className={clsx("container-page pt-20 pb-20 md:pt-28", screensEndDark ? "md:pb-0" : "md:pb-28")}>
          <SectionHeading id="screens" kicker={t("screens")}>
            {t("screensTitle")}
          </SectionHeading>
          <CaseScreens
            screens={page.screens}
            labels={{ pan: t("screenPan"), open: t("screenOpen"), close: t("screenClose") }}
          />
        </div>
      </section>

      {page.comparisons.length > 0 && (
        <section aria-labelledby="compare" className="container-page py-20 md:py-28">
          <SectionHeading id="compare" kicker={t("compare")}>
            {t("compareTitle")}
          </SectionHeading>
          <div className="mt-14 grid gap-20">
            {page.comparisons.map((comparison) => (
              <BeforeAfter
                key={comparison.after.key}
                comparison={comparison}
                name={`compare-${comparison.after.key}`}
                labels={{ legend: t("compareLegend"), before: t("before"), after: t("after") }}
              />
            ))}
          </div>
        </section>
      )}

      <section
        aria-labelledby="data-insights"
        className={clsx("on-ink bg-ink text-paper", insightsFollowBand && "md:border-t md:border-paper/15")}
      >
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="data-insights" kicker={t("dataInsights")} tone="ink">
            {t("dataInsightsTitle")}
          </SectionHeading>
          <DataInsights boxes={page.dataInsights} locale={locale} />
        </div>
      </section>

      <section aria-labelledby="process" className="container-page py-20 md:py-28">
        <SectionHeading id="process" kicker={t("process")}>
          {t("processTitle")}
        </SectionHeading>
        <ol data-testid="case-process" className="mt-14 grid gap-x-10 gap-y-12 md:grid-cols-2">
          {page.process.map((step, index) => (
            <li key={step.title} className="grid grid-cols-[3rem_1fr] gap-4 border-t border-ink pt-6">
              <span aria-hidden="true" className="font-display text-2xl font-semibold text-ember-deep">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="text-xl font-semibold tracking-tight">{step.title}</h3>
                <p className="mt-3 text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="iconography" className="bg-paper-deep">
        <div className="container-page grid gap-12 py-20 md:grid-cols-12 md:py-28">
          <div className="md:col-span-6">
            <SectionHeading id="iconography" kicker={t("iconography")}>
              {t("iconographyTitle")}
            </SectionHeading>
            <div className="[&>:first-child]:mt-8">
              <RichText field={page.iconography} />
            </div>
          </div>
          <ul
            data-testid="case-icons"
            className="grid grid-cols-4 gap-3 self-center sm:grid-cols-5 md:col-span-5 md:col-start-8"
          >
            {page.icons.map((icon) => (
              <li key={icon} className="grid aspect-square place-items-center rounded-2xl bg-paper text-ink">
                <Glyph name={icon} className="size-9" />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="improvements" className="container-page py-20 md:py-28">
        <SectionHeading id="improvements" kicker={t("improvements")}>
          {t("improvementsTitle")}
        </SectionHeading>
        <ul
          data-testid="case-improvements"
          className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3"
        >
          {page.improvements.map((item) => (
            <li key={item.title} className="border-t border-ink pt-6">
              <h3 className="text-xl font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-3 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {page.quote ? <QuoteBlock quote={page.quote} label={tSections("clientSays")} /> : null}

      <section aria-labelledby="other-projects" className="border-t border-line">
        <div className="container-page py-20 md:py-28">
          <p data-testid="case-contact" className="mb-16 max-w-3xl text-lead text-balance">
            {t("ctaTitle")}{" "}
            <AppLink
              href={localePath("contact", locale)}
              className="font-semibold whitespace-nowrap underline underline-offset-8"
            >
              {t("contact")}
              <span aria-hidden="true"> →</span>
            </AppLink>
          </p>
          <div className="mb-12 flex flex-wrap items-end justify-between gap-6">
            <SectionHeading id="other-projects" kicker={t("otherKicker")}>
              {t("otherTitle")}
            </SectionHeading>
            <AppLink
              href={localePath("cases", locale)}
              className="font-semibold underline underline-offset-8"
            >
              {tSections("allCases")}
            </AppLink>
          </div>
          <ul data-testid="other-projects" className="grid gap-x-10 gap-y-16 md:grid-cols-3">
            {page.others.map((item) => (
              <li key={item.uid}>
                <CaseCardView
                  item={item}
                  viewLabel={tSections("viewProject")}
                  sizes="(min-width: 1440px) 430px, (min-width: 768px) 31vw, 100vw"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
