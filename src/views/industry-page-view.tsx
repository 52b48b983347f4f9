import { KeyFigures } from "@/components/sections/key-figures";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { SplitSection } from "@/components/sections/split-section";
import type { IndustryPage } from "@/content/queries";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import type { Locale } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";

/** An industry: its context, what we do in it, client projects and KPIs. */
export async function IndustryPageView({
  page,
  locale,
}: {
  readonly page: IndustryPage;
  readonly locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Sections" });
  return (
    <>
      <PageHero kicker={page.title} title={page.heroTitle} art={page.art ?? "/images/industries/index.svg"} />

      <SplitSection
        id="context"
        kicker={t("context")}
        title={page.title}
        contentClassName="grid gap-8 text-lg text-ink/85 md:grid-cols-2"
      >
        {page.context.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </SplitSection>

      <section aria-labelledby="kpis" className="on-ink bg-ink text-paper">
        <div className="container-page py-20 md:py-28">
          <h2
            id="kpis"
            className="flex items-center gap-3 text-sm font-semibold tracking-widest text-muted-on-ink uppercase"
          >
            <span aria-hidden="true" className="h-px w-10 bg-ember" />
            {t("kpis")}
          </h2>
          <KeyFigures figures={page.kpis} testId="kpi-blocks" />
        </div>
      </section>

      <section aria-labelledby="what-we-do" className="container-page py-20 md:py-28">
        <SectionHeading id="what-we-do" kicker={t("whatWeDo")}>
          {page.whatWeDo}
        </SectionHeading>
        <h3 className="mt-16 text-sm font-semibold tracking-widest text-muted uppercase">
          {t("clientProjects")}
        </h3>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {page.clientProjects.map((project) => (
            <li key={project.title} className="flex flex-col gap-3 rounded-3xl bg-paper-deep p-8">
              <p className="text-sm font-semibold text-muted">{project.client}</p>
              <p className="font-display text-2xl font-semibold tracking-tight">{project.title}</p>
              <p className="text-muted">{project.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <ConsultationCta locale={locale} />
    </>
  );
}
