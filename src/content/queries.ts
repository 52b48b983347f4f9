import type { RichTextField } from "@prismicio/client";
import { cookies, draftMode } from "next/headers";
import { type Locale, localeIso } from "@/i18n/locales";
import { predicate, type QueryOptions, type RefOptions } from "./client";
import { linkResolver, localeOfContentLang } from "./link-resolver";
import { type Office, settingsSchema } from "./model/settings";
import {
  caseStudySchema,
  homeSchema,
  industriesPageSchema,
  industrySchema,
  insightSchema,
  projectSchema,
  serviceFamilySchema,
  serviceSchema,
  servicesPageSchema,
} from "./model/types";
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

export interface CaseCard {
  readonly uid: string;
  readonly title: string;
  readonly client: string;
  readonly summary: string;
  readonly year: number;
  readonly href: string;
}

export interface InsightCard {
  readonly uid: string;
  readonly title: string;
  readonly category: string;
  readonly excerpt: string;
  readonly published: string;
  readonly href: string;
}

export interface InsightArticle extends PageHead {
  readonly uid: string;
  readonly category: string;
  readonly author: string;
  readonly published: string;
  readonly excerpt: string;
  readonly body: RichTextField;
  /** The same article's path in each language it exists in (hreflang, language switcher). */
  readonly alternates: Readonly<Partial<Record<Locale, string>>>;
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

/** Where this render reads from: the preview session's ref in draft mode, else the master (or `ref`). */
async function readFrom(ref?: string): Promise<RefOptions> {
  if (ref) return { ref };
  const preview = await draftMode();
  if (!preview.isEnabled) return {};
  return { cookie: (await cookies()).toString() };
}

function lang(locale: Locale): string {
  return localeIso[locale].content;
}

/** Query options for a language, read from the master or the preview session (see readFrom). */
async function inLanguage(locale: Locale, options: QueryOptions = {}): Promise<QueryOptions> {
  return { lang: lang(locale), ...options, ...(await readFrom()) };
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

async function getLanding(
  type: "services_page" | "industries_page",
  locale: Locale,
): Promise<LandingPage | undefined> {
  const document = await contentClient.getSingle(type, await inLanguage(locale));
  if (!document) return undefined;
  const { data } = (type === "services_page" ? servicesPageSchema : industriesPageSchema).parse(document);
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

/** The case studies, newest first, as cards. */
export async function getCaseCards(locale: Locale): Promise<CaseCard[]> {
  const documents = await contentClient.getAllByType(
    "case_study",
    await inLanguage(locale, { orderings: [{ field: "my.case_study.year", direction: "desc" }] }),
  );
  return documents.map((document) => {
    const parsed = caseStudySchema.parse(document);
    return {
      uid: parsed.uid ?? "",
      title: parsed.data.title,
      client: parsed.data.client,
      summary: parsed.data.summary,
      year: parsed.data.year,
      href: linkResolver(parsed) ?? "/",
    };
  });
}

/** The most recent insight articles, as cards. */
export async function getLatestInsights(locale: Locale, count: number): Promise<InsightCard[]> {
  const response = await contentClient.query(
    [predicate.at("document.type", "insight")],
    await inLanguage(locale, {
      orderings: [{ field: "my.insight.published", direction: "desc" }],
      pageSize: count,
    }),
  );
  return response.results.map((document) => {
    const parsed = insightSchema.parse(document);
    return {
      uid: parsed.uid ?? "",
      title: parsed.data.title,
      category: parsed.data.category,
      excerpt: parsed.data.excerpt,
      published: parsed.data.published,
      href: linkResolver(parsed) ?? "/",
    };
  });
}

export async function getInsight(uid: string, locale: Locale): Promise<InsightArticle | undefined> {
  const document = await contentClient.getByUID("insight", uid, await inLanguage(locale));
  if (!document) return undefined;
  const parsed = insightSchema.parse(document);
  const alternates: Partial<Record<Locale, string>> = {};
  for (const version of [
    parsed,
    ...parsed.alternate_languages.map((alternate) => ({ ...alternate, type: "insight" })),
  ]) {
    const path = linkResolver(version);
    const versionLocale = localeOfContentLang(version.lang);
    if (path && versionLocale) alternates[versionLocale] = path;
  }
  return {
    uid,
    title: parsed.data.title,
    metaTitle: parsed.data.meta_title,
    metaDescription: parsed.data.meta_description,
    category: parsed.data.category,
    author: parsed.data.author,
    published: parsed.data.published,
    excerpt: parsed.data.excerpt,
    body: parsed.data.body as RichTextField,
    alternates,
  };
}

/** The uids of the insight articles in a language, for pre-rendering. */
export async function getInsightUids(locale: Locale): Promise<string[]> {
  const documents = await contentClient.getAllByType("insight", {
    lang: lang(locale),
    fetch: "insight.title",
  });
  return documents.flatMap((document) => (document.uid ? [document.uid] : []));
}
