import { RichText } from "@/components/rich-text/rich-text";
import { FactList } from "@/components/sections/fact-list";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import type { ApproachPage } from "@/content/queries";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import type { Locale } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";

/** How the studio works: principles, the phases of an engagement and the ways to hire the team. */
export async function ApproachPageView({
  page,
  locale,
}: {
  readonly page: ApproachPage;
  readonly locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Approach" });
  return (
    <>
      <PageHero
        kicker={t("kicker")}
        title={page.heroTitle}
        description={page.heroDescription}
        art="/images/pages/approach.svg"
      >
        <FactList facts={page.facts} className="mt-16 lg:grid-cols-4" />
      </PageHero>

      <section aria-labelledby="intro" className="border-t border-line">
        <div className="container-page grid gap-10 py-20 md:grid-cols-12 md:py-28">
          <SectionHeading id="intro" kicker={t("introKicker")} className="md:col-span-5">
            {page.intro.title}
          </SectionHeading>
          <div className="md:col-span-7 md:pt-10 [&>:first-child]:mt-0">
            <RichText field={page.intro.body} />
          </div>
        </div>
      </section>

      <section aria-labelledby="principles" className="bg-paper-deep">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="principles" kicker={t("principlesKicker")}>
            {page.principles.title}
          </SectionHeading>
          <ul data-testid="principles" className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
            {page.principles.items.map((item) => (
              <li key={item.title} className="border-t border-ink pt-6">
                <h3 className="text-xl font-semibold tracking-tight">{item.title}</h3>
                <p className="mt-3 text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="phases" className="container-page py-20 md:py-28">
        <SectionHeading id="phases" kicker={t("phasesKicker")}>
          {page.phases.title}
        </SectionHeading>
        <ol
          data-testid="phases"
          className="mt-14 grid gap-px overflow-hidden rounded-3xl bg-line lg:grid-cols-4"
        >
          {page.phases.items.map((phase, index) => (
            <li key={phase.title} className="flex flex-col bg-paper p-8">
              <p className="flex items-center justify-between text-sm font-semibold text-muted">
                <span className="text-ember-deep">{t("phase", { number: index + 1 })}</span>
                <span>{phase.duration}</span>
              </p>
              <h3 className="mt-6 font-display text-3xl font-semibold tracking-tight">{phase.title}</h3>
              <p className="mt-4 text-muted">{phase.text}</p>
              <h4 className="mt-8 text-xs font-semibold tracking-widest uppercase">{t("outputs")}</h4>
              <ul className="mt-3 grid gap-2 text-sm">
                {phase.outputs.map((output) => (
                  <li key={output} className="flex gap-3">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-ember" />
                    {output}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="engagements" className="on-ink bg-ink text-paper">
        <div className="container-page py-20 md:py-28">
          <SectionHeading id="engagements" kicker={t("engagementsKicker")} tone="ink">
            {page.engagements.title}
          </SectionHeading>
          {/* Side by side, each card's title, text and "fit" share the row's tracks (subgrid): the dividers
              line up across the cards, at a fixed distance below the longest text. */}
          <ul data-testid="engagements" className="mt-14 grid gap-6 md:grid-cols-3 md:gap-y-0">
            {page.engagements.items.map((item) => (
              <li
                key={item.title}
                className="flex flex-col rounded-3xl border border-line-on-ink p-8 md:row-span-3 md:grid md:grid-rows-subgrid md:gap-y-0"
              >
                <h3 className="font-display text-2xl font-semibold tracking-tight">{item.title}</h3>
                <p className="mt-4 text-muted-on-ink">{item.text}</p>
                <p
                  data-testid="engagement-fit"
                  className="mt-8 border-t border-line-on-ink pt-6 text-sm font-semibold"
                >
                  {item.fit}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <ConsultationCta locale={locale} />
    </>
  );
}
