import "server-only";
import type { StoredDocument } from "@/content/service/types";
import { timeOf } from "./dates";
import { isDocumentLink, isRichText, richTextToText } from "./field-values";
import { describeCharacter, queryParseError } from "./query-parse-error";

export type OrderingPath =
  | { readonly kind: "document.first_publication_date" }
  | { readonly kind: "document.last_publication_date" }
  | { readonly kind: "uid"; readonly type: string }
  | { readonly kind: "field"; readonly type: string; readonly field: string };

export interface Ordering {
  readonly path: OrderingPath;
  readonly descending: boolean;
}

const FIELD = /[A-Za-z0-9_.-]+/y;

function orderingPath(text: string): OrderingPath | undefined {
  if (text === "document.first_publication_date" || text === "document.last_publication_date") {
    return { kind: text };
  }
  const [root, type, field, ...rest] = text.split(".");
  if (root !== "my" || !type || !field || rest.length > 0) return undefined;
  return field === "uid" ? { kind: "uid", type } : { kind: "field", type, field };
}

/**
 * Parses `[field [desc|asc] {, field …}]`; ascending by default, later fields break ties. Whitespace is
 * free, the brackets optional (older clients sent the bare list), an explicit `asc` accepted. Throws
 * QueryParseError.
 */
export function parseOrderings(text: string): Ordering[] {
  let position = 0;
  const skipWhitespace = () => {
    while (/\s/.test(text[position] ?? "")) position += 1;
  };
  const fail = (problem = `unexpected ${describeCharacter(text, position)}`, at = position): never => {
    throw queryParseError(problem, text, at);
  };

  skipWhitespace();
  const bracketed = text[position] === "[";
  if (bracketed) position += 1;
  skipWhitespace();
  const orderings: Ordering[] = [];
  const closesHere = () => (bracketed ? text[position] === "]" : position >= text.length);
  if (!closesHere()) {
    for (;;) {
      skipWhitespace();
      const start = position;
      FIELD.lastIndex = position;
      const field = FIELD.exec(text)?.[0] ?? fail();
      position += field.length;
      const path = orderingPath(field) ?? fail(`unexpected field '${field}'`, start);
      skipWhitespace();
      let descending = false;
      const direction = /^(desc|asc)\b/i.exec(text.slice(position));
      if (direction?.[1]) {
        descending = direction[1].toLowerCase() === "desc";
        position += direction[1].length;
        skipWhitespace();
      }
      orderings.push({ path, descending });
      if (closesHere()) break;
      if (text[position] !== ",") fail();
      position += 1;
    }
  }
  if (bracketed) {
    if (text[position] !== "]") fail();
    position += 1;
  }
  skipWhitespace();
  if (position < text.length) fail();
  return orderings;
}

type SortKey = number | string | undefined;

function storedSortKey(value: unknown): SortKey {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "string") return value === "" ? undefined : (timeOf(value) ?? value);
  if (isRichText(value)) return richTextToText(value) || undefined;
  if (isDocumentLink(value)) return value.id;
  return undefined;
}

function sortKey(document: StoredDocument, path: OrderingPath): SortKey {
  switch (path.kind) {
    case "document.first_publication_date":
      return timeOf(document.first_publication_date);
    case "document.last_publication_date":
      return timeOf(document.last_publication_date);
    case "uid":
      return document.type === path.type ? (document.uid ?? undefined) : undefined;
    case "field":
      return document.type === path.type ? storedSortKey(document.data[path.field]) : undefined;
  }
}

const collator = new Intl.Collator("en", { numeric: true });

/** Ascending comparison of present keys; numbers (and dates) before text. */
function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "string" && typeof b === "string") return collator.compare(a, b);
  return typeof a === "number" ? -1 : 1;
}

const publicationTimes = new WeakMap<StoredDocument, number | undefined>();

/** Parsed once per stored document: the default order compares it on every search. */
function firstPublicationTime(document: StoredDocument): number | undefined {
  if (publicationTimes.has(document)) return publicationTimes.get(document);
  const time = timeOf(document.first_publication_date);
  publicationTimes.set(document, time);
  return time;
}

interface Decorated {
  readonly document: StoredDocument;
  readonly keys: readonly SortKey[];
  readonly rank: number;
  readonly published: number | undefined;
}

function compareDefault(a: Decorated, b: Decorated): number {
  if (a.published !== b.published) {
    if (a.published === undefined) return 1;
    if (b.published === undefined) return -1;
    return b.published - a.published;
  }
  const aId = a.document.id;
  const bId = b.document.id;
  return aId < bId ? -1 : aId > bId ? 1 : 0;
}

/**
 * Sorts by the orderings (documents without a value last, whatever the direction), then by the
 * predicates' own order (`in`, `similar`, `geopoint.near`), then newest first and by id, so every
 * result list is deterministic and `after` is well defined.
 */
export function sortDocuments(
  documents: readonly StoredDocument[],
  orderings: readonly Ordering[],
  rank: ((document: StoredDocument) => number) | undefined,
): StoredDocument[] {
  const decorated = documents.map(
    (document): Decorated => ({
      document,
      keys: orderings.map((ordering) => sortKey(document, ordering.path)),
      rank: rank ? rank(document) : 0,
      published: firstPublicationTime(document),
    }),
  );
  decorated.sort((a, b) => {
    for (const [position, ordering] of orderings.entries()) {
      const aKey = a.keys[position];
      const bKey = b.keys[position];
      if (aKey === undefined || bKey === undefined) {
        if (aKey !== bKey) return aKey === undefined ? 1 : -1;
        continue;
      }
      const order = compareKeys(aKey, bKey);
      if (order !== 0) return ordering.descending ? -order : order;
    }
    if (a.rank !== b.rank) return a.rank < b.rank ? -1 : 1;
    return compareDefault(a, b);
  });
  return decorated.map((entry) => entry.document);
}
