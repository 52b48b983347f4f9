import "server-only";
import type { StoredDocument } from "@/content/service/types";
import type { DocumentIndex } from "./document-index";
import type { FieldSelection } from "./field-list";
import { type DocumentLink, isDocumentLink, isRecord, isRichText, type JsonRecord } from "./field-values";

export interface LinkContext {
  readonly index: DocumentIndex;
  readonly fetchLinks: FieldSelection | undefined;
  /** Present when `routes` were sent: every Document link then gets a `url` (string or null). */
  readonly urlOf: ((document: StoredDocument) => string | null) | undefined;
  readonly brokenRoute: string | undefined;
}

const MANAGED_KEYS = new Set([
  "id",
  "type",
  "tags",
  "lang",
  "slug",
  "uid",
  "url",
  "link_type",
  "isBroken",
  "data",
]);

/** `fetchLinks` fields of the linked document; Rich Text is cut to its first block, as the API does. */
function fetchedData(target: StoredDocument, context: LinkContext): JsonRecord | undefined {
  const fields = context.fetchLinks?.get(target.type);
  if (!fields) return undefined;
  const data: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in target.data)) continue;
    const value = target.data[field];
    data[field] = isRichText(value) ? value.slice(0, 1) : value;
  }
  if (Object.keys(data).length === 0) return undefined;
  // Links inside fetched fields get their metadata but no data of their own, which also stops cycles.
  const enriched = walk(data, context, false);
  return isRecord(enriched) ? enriched : undefined;
}

function brokenLink(link: DocumentLink, context: LinkContext): JsonRecord {
  if (context.brokenRoute !== undefined) return { ...link, isBroken: true, url: context.brokenRoute };
  if (context.urlOf) return { ...link, isBroken: true, url: null };
  return { ...link, isBroken: true };
}

function enrichLink(link: DocumentLink, context: LinkContext, withData: boolean): JsonRecord {
  const target = context.index.byId.get(link.id);
  if (!target) return brokenLink(link, context);
  const extras = Object.entries(link).filter(([key]) => !MANAGED_KEYS.has(key));
  const data = withData ? fetchedData(target, context) : undefined;
  return {
    id: target.id,
    type: target.type,
    tags: target.tags,
    lang: target.lang,
    // Prismic's deprecated slug comes from the title; the uid is the closest stable stand-in.
    slug: target.uid ?? "-",
    ...(target.uid ? { uid: target.uid } : {}),
    ...(context.urlOf ? { url: context.urlOf(target) } : "url" in link ? { url: link.url } : {}),
    link_type: "Document",
    isBroken: false,
    ...(data ? { data } : {}),
    ...Object.fromEntries(extras),
  };
}

/** Rebuilds only the branches that contain links, so untouched values stay shared with the stored document. */
function walk(value: unknown, context: LinkContext, withData: boolean): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item: unknown) => {
      const next = walk(item, context, withData);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (!isRecord(value)) return value;
  if (isDocumentLink(value)) return enrichLink(value, context, withData);
  let changed = false;
  const entries = Object.entries(value).map(([key, nested]): [string, unknown] => {
    const next = walk(nested, context, withData);
    if (next !== nested) changed = true;
    return [key, next];
  });
  return changed ? Object.fromEntries(entries) : value;
}

/**
 * Fills every Document link in `data` (fields, group items, slices, rich-text hyperlinks, image links)
 * from the linked document: metadata, `isBroken`, `url` when routes are given, and `fetchLinks` data.
 */
export function enrichLinks(data: JsonRecord, context: LinkContext): JsonRecord {
  const enriched = walk(data, context, true);
  return isRecord(enriched) ? enriched : data;
}
