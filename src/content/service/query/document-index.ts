import "server-only";
import type { StoredDocument } from "@/content/service/types";
import { groupItems } from "./field-values";

/** Which fields (and group sub-fields) each custom type has, as seen across the document set. */
export interface TypeFields {
  readonly fields: ReadonlyMap<string, ReadonlySet<string>>;
  /** Fields holding a (possibly empty) group somewhere. */
  readonly groups: ReadonlySet<string>;
  /** Group fields with at least one item somewhere, so a missing sub-field can be told from an empty group. */
  readonly groupsWithItems: ReadonlySet<string>;
}

export interface DocumentIndex {
  readonly byId: ReadonlyMap<string, StoredDocument>;
  readonly types: ReadonlyMap<string, TypeFields>;
  readonly byType: ReadonlyMap<string, readonly StoredDocument[]>;
}

function buildIndex(documents: readonly StoredDocument[]): DocumentIndex {
  const byId = new Map<string, StoredDocument>();
  const fieldsByType = new Map<
    string,
    {
      fields: Map<string, Set<string>>;
      groups: Set<string>;
      groupsWithItems: Set<string>;
    }
  >();
  const byType = new Map<string, StoredDocument[]>();
  for (const document of documents) {
    if (!byId.has(document.id)) byId.set(document.id, document);
    const sameType = byType.get(document.type) ?? [];
    sameType.push(document);
    byType.set(document.type, sameType);
    const type = fieldsByType.get(document.type) ?? {
      fields: new Map(),
      groups: new Set(),
      groupsWithItems: new Set(),
    };
    fieldsByType.set(document.type, type);
    for (const [field, value] of Object.entries(document.data)) {
      const subfields = type.fields.get(field) ?? new Set<string>();
      type.fields.set(field, subfields);
      const items = groupItems(value) ?? [];
      if (groupItems(value)) type.groups.add(field);
      if (items.length > 0) type.groupsWithItems.add(field);
      for (const item of items) for (const key of Object.keys(item)) subfields.add(key);
    }
  }
  return { byId, types: fieldsByType, byType };
}

const indexes = new WeakMap<readonly StoredDocument[], DocumentIndex>();

/** The index of a document set, built once per array: the caller passes the same stored set every request. */
export function indexDocuments(documents: readonly StoredDocument[]): DocumentIndex {
  const cached = indexes.get(documents);
  if (cached) return cached;
  const index = buildIndex(documents);
  indexes.set(documents, index);
  return index;
}
