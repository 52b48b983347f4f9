import "server-only";

/**
 * The names a page's reads and a publish's changes share, so that a publish renders again exactly the
 * pages that could show it:
 * - a document's id: the page showed that document, or a translation of it (whose hreflang and language
 *   switcher name that document's path, so its new uid or its unpublishing shows there);
 * - `type:<type>`: the page listed the type, so a document added or removed changes it;
 * - `field:<type>.<field>`: the page's list filtered or sorted by that field (`my.<type>.<field>`, or
 *   `document.<key>`), so an edit of that field may move a document into, out of or within the list;
 * - `doc:<type>`: the page read too many documents to name each (a whole listing, the sitemap), so any
 *   change of a document of that type may show on it.
 */

export const typeTag = (type: string): string => `type:${type}`;
export const fieldTag = (type: string, field: string): string => `field:${type}.${field}`;
export const anyDocumentTag = (type: string): string => `doc:${type}`;

/** Whether `tag` names one document (rather than a type, a field or any document of a type). */
export function isDocumentTag(tag: string): boolean {
  return !/^(?:type|field|doc):/.test(tag);
}

export function isAnyDocumentTag(tag: string): boolean {
  return tag.startsWith("doc:");
}

const TYPE_PREDICATE = /at\(document\.type,\s*"([^"]+)"\)/g;
/** A lookup of one named document (by uid or id) lists nothing: it depends on what it found alone. */
const ONE_DOCUMENT = /my\.[^.\s,]+\.uid|document\.id\b/;
/** Paths a predicate or an ordering reads: `my.<type>.<field>` or `document.<key>`. */
const FIELD_PATH = /\b(?:my\.([a-z0-9_]+)\.([a-z0-9_]+)|document\.([a-z_]+))/g;

/** What one content search read: its `q` and `orderings` parameters and the documents it returned. */
export interface ContentSearchRead {
  readonly q: string | undefined;
  readonly orderings: string | undefined;
  readonly documents: readonly {
    readonly id: string;
    readonly type: string;
    readonly alternate_languages?: readonly { readonly id: string }[];
  }[];
}

/**
 * What one search read, as tags: the documents it returned (and their types, for a page past its bound),
 * the types it listed, and the fields its list depends on.
 */
export function searchReadTags({ q, orderings, documents }: ContentSearchRead): string[] {
  const tags = new Set<string>();
  for (const document of documents) {
    tags.add(document.id);
    tags.add(anyDocumentTag(document.type));
    // Prismic's webhook names only the translation an editor published.
    for (const translation of document.alternate_languages ?? []) tags.add(translation.id);
  }
  if (!q || ONE_DOCUMENT.test(q)) return [...tags];
  const types = [...q.matchAll(TYPE_PREDICATE)].flatMap(([, type]) => type ?? []);
  for (const type of types) tags.add(typeTag(type));
  for (const match of `${q} ${orderings ?? ""}`.matchAll(FIELD_PATH)) {
    const [, type, field, key] = match;
    if (type && field) tags.add(fieldTag(type, field));
    else if (key && key !== "type" && key !== "id")
      for (const listed of types) tags.add(fieldTag(listed, `document.${key}`));
  }
  return [...tags];
}

/** The tags a publish of an added or removed document changes. */
export function membershipTags(document: { readonly id: string; readonly type: string }): string[] {
  return [document.id, typeTag(document.type), anyDocumentTag(document.type)];
}

/**
 * The tags an edit of a document changes: the document, any listing that names no documents, and each
 * field that differs (a list filtered or sorted by it may change even where it did not show the document).
 */
export function editTags<Document extends EditedDocument>(before: Document, after: Document): string[] {
  const tags = [after.id, anyDocumentTag(after.type)];
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  for (const key of new Set([...Object.keys(before.data), ...Object.keys(after.data)]))
    if (differs(before.data[key], after.data[key])) tags.push(fieldTag(after.type, key));
  const outer = (document: Document): Record<string, unknown> => ({ ...document, data: undefined });
  const [earlier, later] = [outer(before), outer(after)];
  for (const key of new Set([...Object.keys(earlier), ...Object.keys(later)]))
    if (differs(earlier[key], later[key])) tags.push(fieldTag(after.type, `document.${key}`));
  return tags;
}

interface EditedDocument {
  readonly id: string;
  readonly type: string;
  readonly data: Readonly<Record<string, unknown>>;
}
