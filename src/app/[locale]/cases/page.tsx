import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CaseCardView } from "@/components/sections/case-cards";
import { ConsultationCta } from "@/components/sections/consultation-cta";
import { PageHero } from "@/components/sections/page-hero";
import { getCaseCards, getCasesPage } from "@/content/queries";
import { CasesListing } from "@/features/cases/cases-listing";
import { localeOrNotFound } from "@/features/pages/locale-param";
import { contentMetadata } from "@/features/seo/route-metadata";
import { routeByName } from "@/i18n/routes";
import { familyOptions, industryOptions } from "@/i18n/service-catalogue";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOrNotFound((await params).locale);
  const page = await getCasesPage(locale);
  if (!page) notFound();
  return contentMetadata(routeByName("cases"), locale, page);
}

export default async function CasesPage({ params }: Props) {
  const locale = localeOrNotFound((await params).locale);
  setRequestLocale(locale);
  const [page, cases, t] = await Promise.all([
    getCasesPage(locale),
    getCaseCards(locale),
    getTranslations({ locale, namespace: "Cases" }),
  ]);
  if (!page) notFound();
  const services = familyOptions(locale);
  const industries = industryOptions(locale);
  const name = (options: [string, string][], slug: string) =>
    options.find(([value]) => value === slug)?.[1] ?? slug;
  return (
    <>
      <PageHero
        kicker={t("kicker")}
        title={page.heroTitle}
        description={page.heroDescription}
        art="/images/pages/cases.svg"
      />
      <section aria-label={page.title} className="container-page pb-20 md:pb-28">
        <CasesListing
          services={services}
          industries={industries}
          strings={{
            filters: t("filters"),
            all: t("all"),
            services: t("services"),
            industries: t("industries"),
            count: t.raw("count") as string,
            empty: t("empty"),
            emptyAction: t("emptyAction"),
          }}
          cases={cases.map((item) => ({
            uid: item.uid,
            services: item.services,
            industry: item.industry,
            card: (
              <CaseCardView
                item={item}
                viewLabel={t("viewProject")}
                headingLevel={2}
                tags={[...item.services.map((slug) => name(services, slug)), name(industries, item.industry)]}
              />
            ),
          }))}
        />
      </section>
      <ConsultationCta locale={locale} />
    </>
  );
}
