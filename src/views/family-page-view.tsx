import { AppLink } from "@/components/navigation/app-link";
import { Disclosure } from "@/components/sections/disclosure";
import { PageHero } from "@/components/sections/page-hero";
import { QuoteBlock } from "@/components/sections/quote-block";
import { SplitSection } from "@/components/sections/split-section";
import type { ServiceFamilyPage } from "@/content/queries";
import { ConsultationCta } from "@/features/consultation/consultation-cta";
import type { Locale } from "@/i18n/locales";
import { getTranslations } from "@/i18n/translations";

/** A service family: its promise, an accordion of its sub-services, a client's words. */
export async function FamilyPageView({
  page,
  locale,
}: {
  readonly page: ServiceFamilyPage;
  readonly locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: "Sections" });
  return (
    <>
      <PageHero kicker={t("family")} title={page.title} description={page.description} art={page.art} />

      <SplitSection
        id="family-services"
        kicker={t("services")}
        title={t("familyServices")}
        contentTestId="family-accordion"
      >
        {page.items.map((item, index) => (
          <Disclosure
            key={item.href}
            name="family-services"
            summary={
              <>
                <span
                  aria-hidden="true"
                  className="w-6 shrink-0 font-display text-sm font-semibold text-ember-deep"
                >
                  {String(index + 1).padStart(2, "0")}
                </span>
                <span className="flex-1 font-display text-2xl font-semibold tracking-tight md:text-3xl">
                  {item.title}
                </span>
              </>
            }
          >
            <div className="pb-8 pl-12">
              <p className="max-w-2xl text-lg text-muted">{item.text}</p>
              <AppLink
                href={item.href}
                className="mt-5 inline-flex items-center gap-2 font-semibold underline decoration-ember decoration-2 underline-offset-8"
              >
                {t("explore")}: {item.title}
                <span aria-hidden="true">→</span>
              </AppLink>
            </div>
          </Disclosure>
        ))}
      </SplitSection>

      <QuoteBlock quote={page.quote} label={t("clientSays")} />
      <ConsultationCta locale={locale} />
    </>
  );
}
