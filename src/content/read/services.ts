import "server-only";
import type { RichTextField } from "@prismicio/client";
import { type Locale, localeIso } from "@/i18n/locales";
import { familySlugs } from "@/i18n/service-catalogue";
import type { ArchiveProject, IndustryPage, ServiceFamilyPage, ServicePage } from "../domain";
import { isBuiltImage } from "../images";
import { documentLanguages, linkResolver } from "../link-resolver";
import { industrySchema, projectSchema, serviceFamilySchema, serviceSchema } from "../model/types";
import { contentClient } from "../source";
import { inLanguage } from "./options";
import { readEach } from "./read-each";

/** Services, their families, industries and the projects archive. */

/** The content language whose uids name industries in case studies and projects. */
const ENGLISH = localeIso.en.content;

export function toServicePage(document: unknown): ServicePage {
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

export async function getServicePage(uid: string, locale: Locale): Promise<ServicePage | undefined> {
  const document = await contentClient.getByUID("service", uid, await inLanguage(locale));
  return document ? toServicePage(document) : undefined;
}

export function toFamily(document: unknown): ServiceFamilyPage {
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
  return readEach(documents, toFamily).sort((a, b) => familyRank(a.uid) - familyRank(b.uid));
}

/**
 * An industry's illustration: the drawing the art pipeline made for it (named by its English uid), when
 * the build has one; a new industry opens with the industries' own until it gets one.
 */
function industryArt(key: string): string | undefined {
  const path = `/images/industries/${key}.svg`;
  return isBuiltImage(path) ? path : undefined;
}

export function toIndustry(document: unknown): IndustryPage {
  const parsed = industrySchema.parse(document);
  const { data } = parsed;
  const uid = parsed.uid ?? "";
  const english =
    parsed.lang === ENGLISH ? uid : parsed.alternate_languages.find((other) => other.lang === ENGLISH)?.uid;
  return {
    uid,
    href: linkResolver(parsed) ?? "/",
    key: english ?? uid,
    art: industryArt(english ?? uid),
    alternates: documentLanguages(parsed),
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
  return readEach(documents, toIndustry);
}

export function toArchiveProject(document: unknown): ArchiveProject {
  const parsed = projectSchema.parse(document);
  return { uid: parsed.uid ?? "", ...parsed.data };
}

/** The services archive, newest first. */
export async function getArchive(locale: Locale): Promise<ArchiveProject[]> {
  const documents = await contentClient.getAllByType(
    "project",
    await inLanguage(locale, { orderings: [{ field: "my.project.year", direction: "desc" }] }),
  );
  return readEach(documents, toArchiveProject);
}

const familyRank = (uid: string) => (familySlugs as readonly string[]).indexOf(uid);
