import "server-only";
import { z } from "zod";
import type { Locale } from "@/i18n/locales";
import type { PageDocument } from "../domain";
import { documentRoute, localeOfContentLang, pageDocumentTypes, routePath } from "../link-resolver";
import { insightCategory } from "../model/types";
import type { IndexedPage, PageAlias } from "../page-index";
import { contentClient } from "../source";
import { publicationDate } from "./publication-date";
import { readEach } from "./read-each";

const dataFields = {
  title: z.string().min(1),
  hero_title: z.string().optional(),
  hero_eyebrow: z.string().optional(),
  published: z.string().optional(),
  author: z.string().optional(),
  // The model's categories, so that the share card's Insights.category.<category> is a real message key.
  category: insightCategory.optional(),
  client: z.string().optional(),
  claims: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
};

const pageDocumentSchema = z.object({
  id: z.string(),
  uid: z.string().nullable(),
  type: z.string(),
  lang: z.string(),
  last_publication_date: z.string().nullable(),
  alternate_languages: z.array(
    z.object({ id: z.string().optional(), type: z.string(), lang: z.string(), uid: z.string().optional() }),
  ),
  data: z.object(dataFields),
});

/** Only the fields above: a hosted repository would otherwise send every article's body. */
const fetchFields = pageDocumentTypes.flatMap((type) =>
  Object.keys(dataFields).map((field) => `${type}.${field}`),
);

/** A document's page in each of its languages, from the paths of this same read. */
function languagesOf(
  document: z.infer<typeof pageDocumentSchema>,
  paths: ReadonlyMap<string, string>,
): Partial<Record<Locale, string>> {
  const languages: Partial<Record<Locale, string>> = {};
  for (const version of [document, ...document.alternate_languages]) {
    const locale = localeOfContentLang(version.lang);
    const path = version.id === undefined ? undefined : paths.get(version.id);
    if (locale && path) languages[locale] = path;
  }
  return languages;
}

function toPageDocument(document: unknown, paths: ReadonlyMap<string, string>): PageDocument | undefined {
  const parsed = pageDocumentSchema.parse(document);
  const locale = localeOfContentLang(parsed.lang);
  const path = paths.get(parsed.id);
  if (!locale || !path) return undefined;
  const { data } = parsed;
  return {
    id: parsed.id,
    type: parsed.type,
    uid: parsed.uid,
    locale,
    path,
    languages: languagesOf(parsed, paths),
    parentTitle: undefined,
    lastModified: publicationDate(parsed.last_publication_date),
    title: data.title,
    heroTitle: data.hero_title,
    heroEyebrow: data.hero_eyebrow,
    published: data.published,
    author: data.author,
    category: data.category,
    client: data.client,
    claims: data.claims ?? [],
  };
}

/**
 * Every published document that has a page, in every language, at the master ref: the sitemap and the
 * share images are built from it, never from a preview or an experiment.
 */
export async function getPageDocuments(): Promise<PageDocument[]> {
  const documents = await readPageDocuments();
  const named = namedDocuments(documents);
  const paths = pathsOf(named);
  const pages = readEach(documents, (document) => toPageDocument(document, paths));
  // A service's family is one of the same documents: its title, by the id its back link names.
  const titleOf = new Map(pages.map((page) => [page.id, page.title]));
  const familyOf = new Map(named.map((document) => [document.id, document.data.back_button_link?.id]));
  return pages.map((page) => {
    const family = familyOf.get(page.id);
    return family === undefined ? page : { ...page, parentTitle: titleOf.get(family) };
  });
}

const pathFields = [
  "service_family.spanish_at_root",
  "service.back_button_link",
  "service.old_links_redirect",
];

const translationSchema = z.object({
  id: z.string().optional(),
  type: z.string().optional(),
  lang: z.string(),
  uid: z.string().nullable().optional(),
});

/** What names a document's page: its id, type, uid, language, translations, and the fields paths follow. */
const pagePathSchema = z.object({
  id: z.string(),
  uid: z.string().nullable(),
  type: z.string(),
  lang: z.string(),
  alternate_languages: z.array(translationSchema).catch([]),
  data: z
    .object({
      spanish_at_root: z.boolean().optional().catch(undefined),
      back_button_link: z.object({ id: z.string().optional() }).partial().optional().catch(undefined),
      old_links_redirect: z.boolean().optional().catch(undefined),
    })
    .catch({}),
});
type PathDocument = z.infer<typeof pagePathSchema>;

/** The published documents' pages and the other paths they answer at. */
export interface PagePaths {
  readonly pages: readonly IndexedPage[];
  readonly aliases: readonly PageAlias[];
}

/**
 * Each document's page path: its route's pattern at its uid, or the route's root path when its content
 * asks for it (a family flagged `spanish_at_root`, and the services that link to it as their family).
 */
function pathsOf(documents: readonly PathDocument[]): Map<string, string> {
  const atRoot = new Set(
    documents.flatMap((document) =>
      document.type === "service_family" && document.data.spanish_at_root === true ? [document.id] : [],
    ),
  );
  const paths = new Map<string, string>();
  for (const document of documents) {
    const locale = localeOfContentLang(document.lang);
    const route = documentRoute(document.type);
    const root = locale && document.uid ? route?.rootPaths?.[locale] : undefined;
    const familyId = document.data.back_button_link?.id;
    const rooted = atRoot.has(document.id) || (familyId !== undefined && atRoot.has(familyId));
    const path = root && rooted ? root.replace("[uid]", document.uid ?? "") : routePath(document);
    if (path) paths.set(document.id, path);
  }
  return paths;
}

/** A route's cross-language paths for each document: its page at its translation's uid. */
function aliasesOf(documents: readonly PathDocument[]): PageAlias[] {
  return documents.flatMap((document) => {
    const locale = localeOfContentLang(document.lang);
    const pattern = locale && documentRoute(document.type)?.crossLanguagePaths?.[locale];
    if (!pattern) return [];
    return document.alternate_languages.flatMap((translation) =>
      translation.uid && translation.lang !== document.lang
        ? [
            {
              path: pattern.replace("[uid]", translation.uid),
              documentId: document.id,
              redirect: document.data.old_links_redirect === true,
            },
          ]
        : [],
    );
  });
}

/** Every published document that has a page, in every language, with the fields pages and paths need. */
async function readPageDocuments(): Promise<unknown[]> {
  const byType = await Promise.all(
    pageDocumentTypes.map((type) =>
      contentClient.getAllByType(type, { lang: "*", fetch: [...fetchFields, ...pathFields] }),
    ),
  );
  return byType.flat();
}

/** What names each document's page; one whose data fails the model still has it. */
function namedDocuments(documents: readonly unknown[]): PathDocument[] {
  return documents.flatMap((document) => {
    const parsed = pagePathSchema.safeParse(document);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The path of every published document's page, at the master ref, and the other paths they answer at:
 * the page index (src/content/page-index.ts) knows from it which document paths are pages. Only what
 * names a page is read, so a document whose data fails the model still has its page (which keeps its last
 * good render) rather than turning into a 404.
 */
export async function getPagePaths(): Promise<PagePaths> {
  const documents = namedDocuments(await readPageDocuments());
  const paths = pathsOf(documents);
  const pages = documents.flatMap((document): IndexedPage[] => {
    const path = paths.get(document.id);
    if (!path) return [];
    return [{ id: document.id, path, type: document.type }];
  });
  return { pages, aliases: aliasesOf(documents) };
}
