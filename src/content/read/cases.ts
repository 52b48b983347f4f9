import "server-only";
import type { Locale } from "@/i18n/locales";
import { predicate } from "../client";
import type { CaseCard, CasePage, CaseStudy, Picture } from "../domain";
import { documentLanguages, linkResolver } from "../link-resolver";
import { caseStudySchema } from "../model/types";
import { contentClient } from "../source";
import { inLanguage } from "./options";
import { readEach } from "./read-each";
import { getIndustries, getServiceFamilies } from "./services";

export function toPicture(image: {
  url: string;
  alt: string | null;
  dimensions: { width: number; height: number };
}): Picture {
  return { url: image.url, alt: image.alt ?? "", ...image.dimensions };
}

export function toCaseStudy(document: unknown): CaseStudy {
  const parsed = caseStudySchema.parse(document);
  const { data } = parsed;
  const uid = parsed.uid ?? "";
  return {
    uid,
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    client: data.client,
    summary: data.summary,
    year: data.year,
    services: data.services,
    industry: data.industry,
    cover: toPicture(data.cover),
    href: linkResolver(parsed) ?? "/",
    alternates: documentLanguages(parsed),
    platforms: data.platforms,
    duration: data.duration,
    slices: data.slices,
  };
}

/** The case studies, newest first. */
export async function getCaseStudies(locale: Locale): Promise<CaseStudy[]> {
  const documents = await contentClient.getAllByType(
    "case_study",
    await inLanguage(locale, { orderings: [{ field: "my.case_study.year", direction: "desc" }] }),
  );
  return readEach(documents, toCaseStudy);
}

/** The case studies as cards (home page, listing, "other projects"). */
export async function getCaseCards(locale: Locale): Promise<CaseCard[]> {
  return (await getCaseStudies(locale)).map(toCaseCard);
}

function toCaseCard({
  uid,
  title,
  client,
  summary,
  year,
  services,
  industry,
  cover,
  href,
}: CaseStudy): CaseCard {
  return { uid, title, client, summary, year, services, industry, cover, href };
}

export async function getCaseStudy(uid: string, locale: Locale): Promise<CaseStudy | undefined> {
  const document = await contentClient.getByUID("case_study", uid, await inLanguage(locale));
  return document ? toCaseStudy(document) : undefined;
}

/** How many other projects a case page invites the reader to see (the listing has them all). */
export const OTHER_PROJECTS = 3;

/**
 * A case study with the other projects its page invites the reader to see: the newest three besides it.
 * The query is bounded, so a case page costs the same with 4 cases or 4,000, and reads only the cards it
 * shows (a publish renders it again only when one of them, or the list's order, changed).
 */
export async function getCasePage(uid: string, locale: Locale): Promise<CasePage | undefined> {
  const [page, newest, industries, families] = await Promise.all([
    getCaseStudy(uid, locale),
    contentClient.query(
      predicate.at("document.type", "case_study"),
      await inLanguage(locale, {
        orderings: [{ field: "my.case_study.year", direction: "desc" }],
        pageSize: OTHER_PROJECTS + 1,
      }),
    ),
    getIndustries(locale),
    getServiceFamilies(locale),
  ]);
  if (!page) return undefined;
  const others = readEach(newest.results, toCaseStudy)
    .filter((card) => card.uid !== uid)
    .slice(0, OTHER_PROJECTS)
    .map(toCaseCard);
  const industryName = industries.find((industry) => industry.key === page.industry)?.title ?? page.industry;
  const familyName = new Map(families.map((family) => [family.key, family.title]));
  const serviceNames = page.services.map((key) => familyName.get(key) ?? key);
  return { ...page, others, industryName, serviceNames };
}
