import "server-only";
import type { RichTextField } from "@prismicio/client";
import type { Locale } from "@/i18n/locales";
import type { CaseCard, CasePage, CaseStudy, Picture } from "../domain";
import { linkResolver } from "../link-resolver";
import { caseStudySchema } from "../model/types";
import { contentClient } from "../source";
import { inLanguage } from "./options";
import { readEach } from "./read-each";

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
  return {
    uid: parsed.uid ?? "",
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
    platforms: data.platforms,
    duration: data.duration,
    about: data.about as RichTextField,
    keywords: data.keywords,
    dataInsights: data.data_insights,
    process: data.process,
    iconography: data.iconography as RichTextField,
    icons: data.icons,
    improvements: data.improvements,
    quote: data.quote,
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
  return (await getCaseStudies(locale)).map(
    ({ uid, title, client, summary, year, services, industry, cover, href }) => ({
      uid,
      title,
      client,
      summary,
      year,
      services,
      industry,
      cover,
      href,
    }),
  );
}

export async function getCaseStudy(uid: string, locale: Locale): Promise<CaseStudy | undefined> {
  const document = await contentClient.getByUID("case_study", uid, await inLanguage(locale));
  return document ? toCaseStudy(document) : undefined;
}

/** A case study with the other projects its page invites the reader to see. */
export async function getCasePage(uid: string, locale: Locale): Promise<CasePage | undefined> {
  const [page, cards] = await Promise.all([getCaseStudy(uid, locale), getCaseCards(locale)]);
  return page ? { ...page, others: cards.filter((card) => card.uid !== uid) } : undefined;
}
