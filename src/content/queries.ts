import type { RichTextField } from "@prismicio/client";
import type { Locale } from "@/i18n/locales";
import { linkResolver } from "./link-resolver";
import { type Office, settingsSchema } from "./model/settings";
import {
  casesPageSchema,
  homeSchema,
  industriesPageSchema,
  industrySchema,
  insightsPageSchema,
  projectSchema,
  serviceFamilySchema,
  serviceSchema,
  servicesPageSchema,
} from "./model/types";
import { getInsightArticles, getInsights, type InsightArticle, type InsightsListing } from "./read/insights";
import { inLanguage, contentLang as lang, readFrom } from "./read/options";
import { contentClient } from "./source";

/**
 * The only way pages read content: typed functions returning domain objects. Content is read at the
 * master ref, the visitor's preview session (draft mode) or an explicit ref (an experiment variation).
 */

export interface SiteSettings {
  readonly companyEmail: string;
  readonly offices: readonly Office[];
  readonly socialLinks: readonly { readonly network: string; readonly url: string }[];
}

export interface PageHead {
  readonly title: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
}

export interface HomeContent extends PageHead {
  readonly heroEyebrow: string;
  readonly heroTitle: string;
  readonly heroDescription: string;
  readonly claims: readonly { readonly value: string; readonly label: string }[];
  readonly servicesTitle: string;
  readonly slider: readonly {
    readonly pills: readonly [string, string];
    readonly title: string;
    readonly description: string;
    readonly href: string;
  }[];
  readonly industriesTitle: string;
  readonly industriesText: string;
  readonly casesTitle: string;
  readonly insightsTitle: string;
  readonly ctaTitle: string;
  readonly ctaText: string;
}

export interface DataInsight {
  readonly sign: string;
  readonly number: string;
  readonly unit: string;
  readonly title: string;
  readonly copy: string;
}

export interface Quote {
  readonly quote: string;
  readonly author: string;
  readonly role: string;
}

export interface ServicePage extends PageHead {
  readonly back: { readonly text: string; readonly href: string };
  readonly heroTitle: string;
  readonly heroDescription: string;
  readonly approach: { readonly title: string; readonly copy: RichTextField };
  readonly benefits: { readonly title: string; readonly boxes: readonly { title: string; copy: string }[] };
  readonly insights: { readonly title: string; readonly boxes: readonly DataInsight[] };
  readonly quote: Quote;
  readonly family: string;
}

export interface ServiceFamilyPage extends PageHead {
  readonly uid: string;
  readonly description: string;
  readonly items: readonly { readonly title: string; readonly href: string; readonly text: string }[];
  readonly quote: Quote;
}

export interface IndustryPage extends PageHead {
  readonly uid: string;
  readonly heroTitle: string;
  readonly context: readonly [string, string];
  readonly whatWeDo: string;
  readonly clientProjects: readonly {
    readonly client: string;
    readonly title: string;
    readonly text: string;
  }[];
  readonly kpis: readonly { readonly value: string; readonly label: string }[];
}

export interface LandingPage extends PageHead {
  readonly heroTitle: string;
  readonly heroDescription: string;
}

export interface ArchiveProject {
  readonly uid: string;
  readonly title: string;
  readonly client: string;
  readonly year: number;
  readonly services: readonly string[];
  readonly industries: readonly string[];
  readonly summary: string;
}

/**
 * The site-wide settings (offices, e-mail, social links). Every page shows them in its footer, so a
 * content service that cannot answer is logged and the page is served without them rather than failing.
 */
export async function getSettings(locale: Locale): Promise<SiteSettings | undefined> {
  try {
    const document = await contentClient.getSingle("settings", await inLanguage(locale));
    const { data } = settingsSchema.parse(document);
    return { companyEmail: data.company_email, offices: data.offices, socialLinks: data.social_links };
  } catch (error) {
    if (isDynamicRenderSignal(error)) throw error;
    console.error(
      `[content] settings (${locale}) could not be read; the footer is shown without them`,
      error,
    );
    return undefined;
  }
}

/** Next interrupts static rendering with errors it must see (draftMode/cookies during prerendering). */
function isDynamicRenderSignal(error: unknown): boolean {
  return error instanceof Error && "digest" in error && typeof error.digest === "string";
}

export async function getHome(
  locale: Locale,
  options: { ref?: string } = {},
): Promise<HomeContent | undefined> {
  const document = await contentClient.getSingle("home", {
    lang: lang(locale),
    ...(await readFrom(options.ref)),
  });
  if (!document) return undefined;
  const { data } = homeSchema.parse(document);
  return {
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    heroEyebrow: data.hero_eyebrow,
    heroTitle: data.hero_title,
    heroDescription: data.hero_description,
    claims: data.claims,
    servicesTitle: data.services_title,
    slider: data.slider_items.map((item) => ({
      pills: [item.pill_1, item.pill_2],
      title: item.title,
      description: item.description,
      href: linkResolver(item.link) ?? "/",
    })),
    industriesTitle: data.industries_title,
    industriesText: data.industries_text,
    casesTitle: data.cases_title,
    insightsTitle: data.insights_title,
    ctaTitle: data.cta_title,
    ctaText: data.cta_text,
  };
}

export async function getServicePage(uid: string, locale: Locale): Promise<ServicePage | undefined> {
  const document = await contentClient.getByUID("service", uid, await inLanguage(locale));
  if (!document) return undefined;
  const { data } = serviceSchema.parse(document);
  return {
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    back: { text: data.back_button_text, href: linkResolver(data.back_button_link) ?? "/" },
    heroTitle: data.hero_title,
    heroDescription: data.hero_description,
    approach: { title: data.row1_title, copy: data.row1_copy as RichTextField },
    benefits: { title: data.row2_title, boxes: data.row2_boxes },
    insights: { title: data.row3_title, boxes: data.row3_boxes },
    quote: data.quote,
    family: data.back_button_link.uid ?? "",
  };
}

function toFamily(document: unknown): ServiceFamilyPage {
  const parsed = serviceFamilySchema.parse(document);
  const { data } = parsed;
  return {
    uid: parsed.uid ?? "",
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    description: data.description,
    items: data.items.map((item) => ({
      title: item.title,
      text: item.text,
      href: linkResolver(item.slug) ?? "/",
    })),
    quote: data.quote,
  };
}

export async function getServiceFamily(uid: string, locale: Locale): Promise<ServiceFamilyPage | undefined> {
  const document = await contentClient.getByUID("service_family", uid, await inLanguage(locale));
  return document ? toFamily(document) : undefined;
}

/** The five families in the route table's order. */
export async function getServiceFamilies(locale: Locale): Promise<ServiceFamilyPage[]> {
  const documents = await contentClient.getAllByType("service_family", await inLanguage(locale));
  return documents.map(toFamily).sort((a, b) => familyOrder.indexOf(a.uid) - familyOrder.indexOf(b.uid));
}

const familyOrder = [
  "product-discovery",
  "product-design-development",
  "branding-strategy",
  "blockchain-innovation-lab",
  "data-viz-data-storytelling",
];

function toIndustry(document: unknown): IndustryPage {
  const parsed = industrySchema.parse(document);
  const { data } = parsed;
  return {
    uid: parsed.uid ?? "",
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    heroTitle: data.hero_title,
    context: [data.context_text_1, data.context_text_2],
    whatWeDo: data.what_we_do_text,
    clientProjects: data.client_projects,
    kpis: data.kpis,
  };
}

export async function getIndustry(uid: string, locale: Locale): Promise<IndustryPage | undefined> {
  const document = await contentClient.getByUID("industry", uid, await inLanguage(locale));
  return document ? toIndustry(document) : undefined;
}

export async function getIndustries(locale: Locale): Promise<IndustryPage[]> {
  const documents = await contentClient.getAllByType(
    "industry",
    await inLanguage(locale, { orderings: [{ field: "my.industry.title" }] }),
  );
  return documents.map(toIndustry);
}

const landingSchemas = {
  services_page: servicesPageSchema,
  industries_page: industriesPageSchema,
  cases_page: casesPageSchema,
  insights_page: insightsPageSchema,
};

async function getLanding(
  type: keyof typeof landingSchemas,
  locale: Locale,
): Promise<LandingPage | undefined> {
  const document = await contentClient.getSingle(type, await inLanguage(locale));
  if (!document) return undefined;
  const { data } = landingSchemas[type].parse(document);
  return {
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    heroTitle: data.hero_title,
    heroDescription: data.hero_description,
  };
}

export const getServicesPage = (locale: Locale) => getLanding("services_page", locale);
export const getIndustriesPage = (locale: Locale) => getLanding("industries_page", locale);
export const getCasesPage = (locale: Locale) => getLanding("cases_page", locale);

/** The insights page: its document, the featured articles and every article. */
export async function getInsightsListing(locale: Locale): Promise<InsightsListing | undefined> {
  const [page, articles] = await Promise.all([getLanding("insights_page", locale), getInsights(locale)]);
  if (!page) return undefined;
  return { page, featured: articles.filter((article) => article.featured), articles };
}

/** The insights page's document and every article with its body: the language's RSS feed. */
export async function getInsightsFeed(
  locale: Locale,
): Promise<{ page: LandingPage; articles: InsightArticle[] } | undefined> {
  const [page, articles] = await Promise.all([
    getLanding("insights_page", locale),
    getInsightArticles(locale),
  ]);
  return page ? { page, articles } : undefined;
}

/** The services archive, newest first. */
export async function getArchive(locale: Locale): Promise<ArchiveProject[]> {
  const documents = await contentClient.getAllByType(
    "project",
    await inLanguage(locale, { orderings: [{ field: "my.project.year", direction: "desc" }] }),
  );
  return documents.map((document) => {
    const parsed = projectSchema.parse(document);
    return { uid: parsed.uid ?? "", ...parsed.data };
  });
}

/** The content ref of an experiment's variation, for its pre-rendered page. */
export async function getVariationRef(googleId: string, variation: number): Promise<string | undefined> {
  const api = await contentClient.getApi();
  const experiment = api.experiments.running.find((candidate) => candidate.googleId === googleId);
  return experiment?.variations[variation]?.ref;
}

export * from "./read/cases";
export * from "./read/company";
export * from "./read/contact";
export * from "./read/insights";
export * from "./read/legal";
export * from "./read/pages";
