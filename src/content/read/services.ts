import "server-only";
import { type Locale, localeIso } from "@/i18n/locales";
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

export function toServicePage(document: unknown, family?: ServiceFamilyPage): ServicePage {
  const parsed = serviceSchema.parse(document);
  const { data } = parsed;
  return {
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    back: { text: data.back_button_text, href: linkResolver(data.back_button_link) ?? "/" },
    heroTitle: data.hero_title,
    heroDescription: data.hero_description,
    slices: data.slices,
    family: family && { title: family.title, href: family.href, art: family.art },
    alternates: documentLanguages(parsed),
    parent: family && { name: family.title, path: family.href },
  };
}

/** A service's page, with its family (the document its back link names). */
export async function getServicePage(uid: string, locale: Locale): Promise<ServicePage | undefined> {
  const document = await contentClient.getByUID("service", uid, await inLanguage(locale));
  if (!document) return undefined;
  const familyId = serviceSchema.safeParse(document).data?.data.back_button_link.id;
  const family = familyId ? await contentClient.getByID(familyId, await inLanguage(locale)) : undefined;
  return toServicePage(document, family ? readEach([family], toFamily)[0] : undefined);
}

/** A document's English uid: its own, or its English translation's. */
function englishUid(parsed: {
  readonly uid: string | null;
  readonly lang: string;
  readonly alternate_languages: readonly { readonly lang: string; readonly uid?: string | undefined }[];
}): string {
  const uid = parsed.uid ?? "";
  if (parsed.lang === ENGLISH) return uid;
  return parsed.alternate_languages.find((other) => other.lang === ENGLISH)?.uid ?? uid;
}

/** The art pipeline's drawing of a family or an industry, named by its English uid, if the build has it. */
function builtArt(folder: "services" | "industries", key: string): string | undefined {
  const path = `/images/${folder}/${key}.svg`;
  return isBuiltImage(path) ? path : undefined;
}

export function toFamily(document: unknown): ServiceFamilyPage {
  const parsed = serviceFamilySchema.parse(document);
  const { data } = parsed;
  const key = englishUid(parsed);
  return {
    uid: parsed.uid ?? "",
    key,
    href: linkResolver(parsed) ?? "/",
    // A new family opens with the services' own drawing until the art pipeline makes its own.
    art: builtArt("services", key) ?? "/images/services/index.svg",
    alternates: documentLanguages(parsed),
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

/** The service families, in the order their documents give (`position`). */
export async function getServiceFamilies(locale: Locale): Promise<ServiceFamilyPage[]> {
  const documents = await contentClient.getAllByType(
    "service_family",
    await inLanguage(locale, {
      orderings: [{ field: "my.service_family.position" }, { field: "my.service_family.title" }],
    }),
  );
  return readEach(documents, toFamily);
}

export function toIndustry(document: unknown): IndustryPage {
  const parsed = industrySchema.parse(document);
  const { data } = parsed;
  const key = englishUid(parsed);
  return {
    uid: parsed.uid ?? "",
    href: linkResolver(parsed) ?? "/",
    key,
    // A new industry opens with the industries' own drawing until the art pipeline makes its own.
    art: builtArt("industries", key),
    alternates: documentLanguages(parsed),
    title: data.title,
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    heroTitle: data.hero_title,
    slices: data.slices,
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
