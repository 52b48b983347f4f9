import "server-only";
import type { StoredDocument } from "@/content/service/types";
import type { FieldPath } from "./ast";

/** Field values come from JSON files, so every shape is checked before use. */
export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export interface DocumentLink extends JsonRecord {
  readonly link_type: "Document";
  readonly id: string;
}

/** A Content Relationship (or a Document hyperlink) that points at a document id. */
export function isDocumentLink(value: unknown): value is DocumentLink {
  return isRecord(value) && value.link_type === "Document" && typeof value.id === "string";
}

function isRichTextBlock(value: unknown): boolean {
  if (!isRecord(value) || typeof value.type !== "string") return false;
  return typeof value.text === "string" || value.type === "image" || value.type === "embed";
}

/** Rich Text / Title: a non-empty array of blocks (an empty array is indistinguishable from an empty group). */
export function isRichText(value: unknown): value is readonly JsonRecord[] {
  return Array.isArray(value) && value.length > 0 && value.every(isRichTextBlock);
}

export function richTextToText(blocks: readonly JsonRecord[]): string {
  const texts: string[] = [];
  for (const block of blocks) if (typeof block.text === "string") texts.push(block.text);
  return texts.join(" ");
}

/** Group items (or slices): arrays of records that are not rich text. */
export function groupItems(value: unknown): readonly JsonRecord[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: readonly unknown[] = value;
  if (isRichText(items) || !items.every(isRecord)) return undefined;
  return items;
}

/** The stored values a field path reaches: one for a field, one per item for a group sub-field. */
export function fieldValues(document: StoredDocument, path: FieldPath): readonly unknown[] {
  if (document.type !== path.type) return [];
  const value = document.data[path.field];
  if (path.subfield === undefined) return value === undefined ? [] : [value];
  const items = groupItems(value) ?? [];
  const subfield = path.subfield;
  return items.map((item) => item[subfield]);
}

/** What `at`/`any`/`in` compare: scalars as they are, a Content Relationship by the linked id. */
export function comparableValue(value: unknown): string | number | boolean | undefined {
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return isDocumentLink(value) ? value.id : undefined;
}

/** Prismic's "filled" (`has` / `missing`): empty strings, `[]`, empty rich text, `{}` and empty links are not. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.length > 0;
  if (typeof value === "number" || typeof value === "boolean") return true;
  if (isRichText(value)) {
    return value.some((block) => (typeof block.text === "string" ? block.text.length > 0 : true));
  }
  if (Array.isArray(value)) return value.some(isFilled);
  if (!isRecord(value)) return false;
  if ("link_type" in value) {
    if (value.link_type === "Document") return typeof value.id === "string" && value.id.length > 0;
    return typeof value.url === "string" && value.url.length > 0;
  }
  if ("url" in value) return typeof value.url === "string" && value.url.length > 0;
  return Object.values(value).some(isFilled);
}

/** Searchable text of one value: rich text blocks, strings, and the same inside groups and slices. */
export function collectText(value: unknown, into: string[]): void {
  if (typeof value === "string") {
    into.push(value);
  } else if (isRichText(value)) {
    into.push(richTextToText(value));
  } else if (Array.isArray(value)) {
    for (const item of value) collectText(item, into);
  } else if (isRecord(value) && "slice_type" in value) {
    // A slice's other keys (slice_type, variation, id…) are bookkeeping, not content.
    collectText(value.primary, into);
    collectText(value.items, into);
  } else if (isRecord(value) && !("link_type" in value) && !("url" in value)) {
    // Links, images and embeds carry ids and URLs, not content words.
    for (const nested of Object.values(value)) collectText(nested, into);
  }
}

const documentTexts = new WeakMap<StoredDocument, string>();

/** Lower-cased text of the whole document (`fulltext(document, …)`), computed once per document. */
export function documentText(document: StoredDocument): string {
  const cached = documentTexts.get(document);
  if (cached !== undefined) return cached;
  const parts: string[] = document.uid ? [document.uid] : [];
  for (const value of Object.values(document.data)) collectText(value, parts);
  const text = parts.join("\n").toLowerCase();
  documentTexts.set(document, text);
  return text;
}
