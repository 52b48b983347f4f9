/**
 * What the stand-in's Document API answers for each field of a document: every field of its custom type,
 * as hosted Prismic does, with an empty one in Prismic's shape for its kind rather than as the Migration
 * API received it (a push sends "" for a data insight without a sign, and leaves an absent image out).
 * The shapes are the "empty" states of @prismicio/client's field types
 * (node_modules/@prismicio/client/src/types/value/*.ts): Select, Key Text, Date, Number, Timestamp, Color
 * `null`; Link and Content Relationship `{ link_type: "Any" }`; Image, Embed and GeoPoint `{}`; Rich Text,
 * Group and Slices `[]`; a Boolean its default (false unless the field names one). A slice of a zone is
 * served the same way: every field of its variation's `primary`, empty ones in those shapes, and `items`.
 */
import { isRecord } from "./http";
import type { Field, StoredCustomType, StoredSharedSlice } from "./models";

/** Every field of a custom type, its tabs merged (the Document API's `data` has no tabs). */
export function fieldsOf(type: StoredCustomType): Readonly<Record<string, Field>> {
  return Object.assign({}, ...Object.values(type.json)) as Record<string, Field>;
}

export function groupFields(field: Field): Readonly<Record<string, Field>> {
  const fields = field.config?.fields;
  return isRecord(fields) ? (fields as Record<string, Field>) : {};
}

const NULL_WHEN_EMPTY = new Set([
  "Text",
  "Select",
  "Date",
  "Number",
  "Timestamp",
  "Color",
  "IntegrationFields",
]);
const EMPTY_OBJECT_WHEN_EMPTY = new Set(["Image", "Embed", "GeoPoint"]);
const EMPTY_LIST_WHEN_EMPTY = new Set(["StructuredText"]);

/** The repository's shared slices, by id: what a slice zone's slices are served with. */
export type SharedSlices = ReadonlyMap<string, StoredSharedSlice>;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === "" ||
    (isRecord(value) && Object.keys(value).length === 0)
  );
}

function servedSlice(slice: unknown, slices: SharedSlices): unknown {
  if (!isRecord(slice)) return slice;
  const variation = slices
    .get(String(slice.slice_type))
    ?.variations.find((candidate) => candidate.id === slice.variation);
  // A slice whose model has gone since it was written is served as it was stored.
  if (!variation) return slice;
  const primary = isRecord(slice.primary) ? slice.primary : {};
  const items = Array.isArray(slice.items) ? slice.items : [];
  return {
    ...slice,
    primary: servedData(variation.primary ?? {}, primary, slices),
    items: items.map((item: unknown) =>
      servedData(variation.items ?? {}, isRecord(item) ? item : {}, slices),
    ),
  };
}

function servedValue(field: Field, value: unknown, slices: SharedSlices): unknown {
  if (NULL_WHEN_EMPTY.has(field.type)) return isEmpty(value) ? null : value;
  if (EMPTY_OBJECT_WHEN_EMPTY.has(field.type)) return isEmpty(value) ? {} : value;
  if (EMPTY_LIST_WHEN_EMPTY.has(field.type)) return isEmpty(value) ? [] : value;
  if (field.type === "Link") {
    return isEmpty(value) ? { link_type: "Any" } : value;
  }
  if (field.type === "Boolean") {
    return typeof value === "boolean" ? value : field.config?.default_value === true;
  }
  if (field.type === "Group") {
    if (!Array.isArray(value)) return [];
    const inner = groupFields(field);
    return value.map((item: unknown) => servedData(inner, isRecord(item) ? item : {}, slices));
  }
  if (field.type === "Slices") {
    return Array.isArray(value) ? value.map((slice: unknown) => servedSlice(slice, slices)) : [];
  }
  return value === undefined ? null : value;
}

/**
 * The document's data as the Document API serves it: each field of the type, empty ones in Prismic's
 * shape, the slices of a zone each with every field of its variation.
 */
export function servedData(
  fields: Readonly<Record<string, Field>>,
  data: Readonly<Record<string, unknown>>,
  slices: SharedSlices,
): Record<string, unknown> {
  const served: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    // The uid is the document's own, not a field of its data.
    if (field.type === "UID") continue;
    served[name] = servedValue(field, data[name], slices);
  }
  return served;
}
