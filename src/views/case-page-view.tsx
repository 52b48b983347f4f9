import { AppLink } from "@/components/navigation/app-link";
import { CaseCardView } from "@/components/sections/case-cards";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { SiteImage } from "@/components/ui/site-image";
import type { CasePage } from "@/content/queries";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { SliceZoneView } from "./slice-zone-view";

/**
 * A case study: its facts and cover, then the story its editor composed from the slice library (about the
 * project and keywords, screens, data insights, process, iconography, improvements...), then a line
 * inviting contact and other projects. The one call-to-action band is the site footer's, right after: a
 * band of the case's own above it read as two stacked asks.
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

      <SliceZoneView slices={page.slices} locale={locale} afterHero />

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
