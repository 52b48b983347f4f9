import type { PrismicSharedSlice } from "./prismic-slices";
import type { PrismicField } from "./prismic-types";

/** The shared slices a slice zone's slices are shaped by, by id. */
export type SliceModels = ReadonlyMap<string, PrismicSharedSlice>;

/**
 * The site's shape of a document's data in Prismic's (prismic-shape.ts describes both): what
 * `fromPrismicShape` reads back. It is guided by the custom type the content model writes, so an object
 * becomes the one-item group its field is and a list of plain values a group of `{ value }` items; a
 * slice's fields are shaped the same way by its variation in the shared slice's model. Fields the type
 * does not declare are passed as they are: the Migration API refuses them in its own words, which is more
 * use to an editor than a silent drop.
 */
export function toPrismicData(
  fields: Readonly<Record<string, PrismicField>>,
  data: Readonly<Record<string, unknown>>,
  slices: SliceModels,
): Record<string, unknown> {
  const shaped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const field = fields[name];
    shaped[name] = field ? toPrismicValue(field, value, slices) : value;
  }
  return shaped;
}

function toPrismicValue(field: PrismicField, value: unknown, slices: SliceModels): unknown {
  if (field.type === "Slices") {
    return Array.isArray(value)
      ? value.map((slice: unknown) => (isRecord(slice) ? toPrismicSlice(slice, slices) : slice))
      : value;
  }
  if (field.type === "Embed") return embedToWrite(value);
  if (field.type !== "Group") return value;
  const inner = groupFields(field);
  if (field.config.repeat === false) return isRecord(value) ? [toPrismicData(inner, value, slices)] : value;
  if (!Array.isArray(value)) return value;
  const plainList = Object.keys(inner).length === 1 && inner.value !== undefined;
  return value.map((item: unknown) =>
    isRecord(item) ? toPrismicData(inner, item, slices) : plainList ? { value: item } : item,
  );
}

/**
 * A slice with its fields in Prismic's shape. Its id is sent only when it is one Prismic gave
 * (`<slice_type>$<uuid>`, as in a file taken from Prismic): a file's own ids, or the ones the site makes
 * up for slices without one (`hero-1`), are not Prismic's, which gives each slice it stores its own.
 */
function toPrismicSlice(
  slice: Readonly<Record<string, unknown>>,
  slices: SliceModels,
): Record<string, unknown> {
  const { id, ...rest } = slice;
  const sliceType = String(slice.slice_type);
  const variation = slices.get(sliceType)?.variations.find((candidate) => candidate.id === slice.variation);
  const prismicId =
    typeof id === "string" && id.startsWith(`${sliceType}$`) && id.length > sliceType.length + 1;
  return {
    ...(prismicId ? { id } : {}),
    ...rest,
    // A slice of no model or variation is passed as it is, for the Migration API to refuse in its words.
    ...(variation && isRecord(slice.primary)
      ? { primary: toPrismicData(variation.primary, slice.primary, slices) }
      : {}),
  };
}

/**
 * An embed as the Migration API takes it: its address alone, `{ embed_url }` (@prismicio/client's
 * migration types: `Pick<EmbedField, "embed_url">`). Prismic fetches the provider's oEmbed data itself
 * and serves it with the address, so what a file holds of it (a title, the html) is not Prismic's to take.
 */
function embedToWrite(value: unknown): unknown {
  return isRecord(value) && typeof value.embed_url === "string" ? { embed_url: value.embed_url } : value;
}

function groupFields(field: PrismicField): Readonly<Record<string, PrismicField>> {
  const fields = field.config.fields;
  return isRecord(fields) ? (fields as Readonly<Record<string, PrismicField>>) : {};
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
