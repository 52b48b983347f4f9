import "server-only";
import { z } from "zod";
import type { PageDocument } from "../domain";
import { documentLanguages, linkResolver, localeOfContentLang, pageDocumentTypes } from "../link-resolver";
import { insightCategory } from "../model/types";
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
  alternate_languages: z.array(z.object({ type: z.string(), lang: z.string(), uid: z.string().optional() })),
  data: z.object(dataFields),
});

/** Only the fields above: a hosted repository would otherwise send every article's body. */
const fetchFields = pageDocumentTypes.flatMap((type) =>
  Object.keys(dataFields).map((field) => `${type}.${field}`),
);

function toPageDocument(document: unknown): PageDocument | undefined {
  const parsed = pageDocumentSchema.parse(document);
  const locale = localeOfContentLang(parsed.lang);
  const path = linkResolver(parsed);
  if (!locale || !path) return undefined;
  const { data } = parsed;
  return {
    id: parsed.id,
    type: parsed.type,
    uid: parsed.uid,
    locale,
    path,
    languages: documentLanguages(parsed),
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
  const byType = await Promise.all(
    pageDocumentTypes.map((type) => contentClient.getAllByType(type, { lang: "*", fetch: fetchFields })),
  );
  return readEach(byType.flat(), toPageDocument);
}

const pagePathSchema = z.object({
  id: z.string(),
  uid: z.string().nullable(),
  type: z.string(),
  lang: z.string(),
});

/**
 * The path of every published document's page, at the master ref: the page index (src/content/page-index.ts)
 * knows from it which document paths are pages. Only what names a page is read, so a document whose data
 * fails the model still has its page (which keeps its last good render) rather than turning into a 404.
 */
export async function getPagePaths(): Promise<{ id: string; path: string }[]> {
  const byType = await Promise.all(
    pageDocumentTypes.map((type) => contentClient.getAllByType(type, { lang: "*", fetch: fetchFields })),
  );
  return byType.flat().flatMap((document) => {
    const parsed = pagePathSchema.safeParse(document);
    const path = parsed.success ? linkResolver(parsed.data) : null;
    return parsed.success && path ? [{ id: parsed.data.id, path }] : [];
  });
}
