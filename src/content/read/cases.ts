import type { RichTextField } from "@prismicio/client";
import type { Locale } from "@/i18n/locales";
import { linkResolver } from "../link-resolver";
import { caseStudySchema, type GlyphName } from "../model/types";
import type { DataInsight, Quote } from "../queries";
import { contentClient } from "../source";
import { inLanguage } from "./options";

export interface Picture {
  readonly url: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface CaseCard {
  readonly uid: string;
  readonly title: string;
  readonly client: string;
  readonly summary: string;
  readonly year: number;
  /** Service family slugs (English), the listing's Services filter. */
  readonly services: readonly string[];
  /** The industry slug (English), the listing's Industries filter. */
  readonly industry: string;
  readonly cover: Picture;
  readonly href: string;
}

export interface CaseStudy extends CaseCard {
  readonly metaTitle: string;
  readonly metaDescription: string;
  readonly platforms: readonly string[];
  readonly duration: string;
  readonly about: RichTextField;
  readonly keywords: readonly string[];
  readonly dataInsights: readonly DataInsight[];
  readonly process: readonly { readonly title: string; readonly text: string }[];
  readonly iconography: RichTextField;
  readonly icons: readonly GlyphName[];
  readonly improvements: readonly { readonly title: string; readonly text: string }[];
  readonly quote: Quote | undefined;
}

export function toPicture(image: {
  url: string;
  alt: string | null;
  dimensions: { width: number; height: number };
}): Picture {
  return { url: image.url, alt: image.alt ?? "", ...image.dimensions };
}

function toCaseStudy(document: unknown): CaseStudy {
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
  return documents.map(toCaseStudy);
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

export interface CasePage extends CaseStudy {
  /** The other case studies, newest first: the page's "see other projects" prompt. */
  readonly others: readonly CaseCard[];
}

/** A case study with the other projects its page invites the reader to see. */
export async function getCasePage(uid: string, locale: Locale): Promise<CasePage | undefined> {
  const [page, cards] = await Promise.all([getCaseStudy(uid, locale), getCaseCards(locale)]);
  return page ? { ...page, others: cards.filter((card) => card.uid !== uid) } : undefined;
}
