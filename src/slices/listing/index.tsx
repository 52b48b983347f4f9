import { CaseCards } from "@/components/sections/case-cards";
import { ContentSection } from "@/components/sections/content-section";
import { IndustryList } from "@/components/sections/industry/industry-list";
import { InsightCards } from "@/components/sections/insight-cards";
import { SectionHeading } from "@/components/sections/section-heading";
import { localePath } from "@/i18n/routes";
import { getTranslations } from "@/i18n/translations";
import { type SliceProps, sliceHeadingId } from "../types";

/**
 * The site's own pages in a section: every industry beside a heading and a sentence, every case study's
 * card, or the latest articles' cards, as the home page shows them. The lists come with the page
 * (context.listings, read by its loader); the words around them are the editor's.
 */
export async function ListingSlice({ slice, index, context }: SliceProps<"listing">) {
  const id = sliceHeadingId(slice, index);
  const { locale, listings } = context;
  const t = await getTranslations({ locale, namespace: "Sections" });
  const { kicker, title } = slice.primary;
  switch (slice.variation) {
    case "industries":
      return (
        <section aria-labelledby={id} className="border-t border-line">
          <div className="container-page grid gap-12 py-20 md:grid-cols-12 md:py-28">
            <div className="md:col-span-4">
              <SectionHeading id={id} kicker={kicker}>
                {title}
              </SectionHeading>
              <p className="mt-6 text-lg text-muted">{slice.primary.text}</p>
            </div>
            <div className="md:col-span-8">
              <IndustryList label={t("seeIndustry")} industries={listings?.industries ?? []} />
            </div>
          </div>
        </section>
      );
    case "cases":
      return (
        <ContentSection
          id={id}
          kicker={kicker}
          title={title}
          more={{ href: localePath("cases", locale), label: t("allCases") }}
        >
          <CaseCards cases={listings?.cases ?? []} viewLabel={t("viewProject")} />
        </ContentSection>
      );
    case "insights":
      return (
        <ContentSection
          id={id}
          kicker={kicker}
          title={title}
          more={{ href: localePath("insights", locale), label: t("allInsights") }}
        >
          <InsightCards insights={listings?.insights ?? []} locale={locale} />
        </ContentSection>
      );
  }
}
