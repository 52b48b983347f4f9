import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ConsultationCta } from "@/components/sections/consultation-cta";
import { IndustryList } from "@/components/sections/industry/industry-list";
import { LandingHero } from "@/components/sections/landing-hero";
import { getIndustries, getIndustriesPage } from "@/content/queries";
import { localeOrNotFound } from "@/features/pages/locale-param";
import { contentMetadata } from "@/features/seo/route-metadata";
import { localePath, routeByName } from "@/i18n/routes";

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = localeOrNotFound((await params).locale);
  const page = await getIndustriesPage(locale);
  if (!page) notFound();
  return contentMetadata(routeByName("industries"), locale, page);
}

export default async function IndustriesPage({ params }: Props) {
  const locale = localeOrNotFound((await params).locale);
  setRequestLocale(locale);
  const [page, industries, t] = await Promise.all([
    getIndustriesPage(locale),
    getIndustries(locale),
    getTranslations({ locale, namespace: "Sections" }),
  ]);
  if (!page) notFound();
  return (
    <>
      <LandingHero
        kicker={t("industries")}
        title={page.heroTitle}
        description={page.heroDescription}
        art="/images/industries/index.svg"
      />
      <section aria-label={t("industries")} className="container-page pb-20 md:pb-28">
        <IndustryList
          label={t("seeIndustry")}
          industries={industries.map((industry) => ({
            title: industry.title,
            text: industry.heroTitle,
            href: localePath(`industries-${industry.uid}`, locale),
          }))}
        />
      </section>
      <ConsultationCta locale={locale} />
    </>
  );
}
