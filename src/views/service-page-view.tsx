import { RichText } from "@/components/rich-text/rich-text";
import { DataInsights } from "@/components/sections/data-insights";
import { PageHero } from "@/components/sections/page-hero";
import { QuoteBlock } from "@/components/sections/quote-block";
import { SectionHeading } from "@/components/sections/section-heading";
import type { ServicePage } from "@/content/queries";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import type { Locale } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";

/**
 * A sub-service page: back link, hero, approach, six key business benefits, three data insights and a
 * client quote.
 */
export async function ServicePageView({
  page,
  locale,
}: {
  readonly page: ServicePage;
  readonly locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Sections" });
  return (
    <>
      <PageHero
        kicker={page.title}
        title={page.heroTitle}
        description={page.heroDescription}
        art={page.family?.art}
        back={{ href: page.back.href, label: page.back.text }}
      />

      <section aria-labelledby="approach" className="border-t border-line">
        <div className="container-page grid gap-10 py-20 md:grid-cols-12 md:py-28">
          <SectionHeading id="approach" kicker={t("approach")} className="md:col-span-5">
            {page.approach.title}
          </SectionHeading>
          <div className="md:col-span-7 md:pt-10 [&>:first-child]:mt-0">
            <RichText field={page.approach.copy} />
          </div>
        </div>
      </section>

      <section aria-labelledby="benefits" className="border-t border-line">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="benefits" kicker={t("benefits")}>
            {page.benefits.title}
          </SectionHeading>
          <ol
            data-testid="benefit-boxes"
            className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3"
          >
            {page.benefits.boxes.map((box, index) => (
              <li key={box.title} className="border-t border-ink pt-6">
                <span aria-hidden="true" className="font-display text-sm font-semibold text-ember-deep">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-3 text-xl font-semibold tracking-tight">{box.title}</h3>
                <p className="mt-3 text-muted">{box.copy}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="insights" className="on-ink bg-ink text-paper">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="insights" kicker={t("dataInsights")} tone="ink">
            {page.insights.title}
          </SectionHeading>
          <DataInsights boxes={page.insights.boxes} locale={locale} />
        </div>
      </section>

      <QuoteBlock quote={page.quote} label={t("clientSays")} />
      <ConsultationCta locale={locale} />
    </>
  );
}
