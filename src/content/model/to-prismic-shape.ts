import type { PrismicField } from "./prismic-types";

/**
 * The site's shape of a document's data in Prismic's (prismic-shape.ts describes both): what
 * `fromPrismicShape` reads back. It is guided by the custom type the content model writes, so an object
 * becomes the one-item group its field is and a list of plain values a group of `{ value }` items. Fields
 * the type does not declare are passed as they are: the Migration API refuses them in its own words,
 * which is more use to an editor than a silent drop.
 */
export function toPrismicData(
  fields: Readonly<Record<string, PrismicField>>,
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const shaped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const field = fields[name];
    shaped[name] = field ? toPrismicValue(field, value) : value;
  }
  return shaped;
}

function toPrismicValue(field: PrismicField, value: unknown): unknown {
  if (field.type !== "Group") return value;
  const inner = groupFields(field);
  if (field.config.repeat === false) return isRecord(value) ? [toPrismicData(inner, value)] : value;
  if (!Array.isArray(value)) return value;
  const plainList = Object.keys(inner).length === 1 && inner.value !== undefined;
  return value.map((item: unknown) =>
    isRecord(item) ? toPrismicData(inner, item) : plainList ? { value: item } : item,
  );
}

function groupFields(field: PrismicField): Readonly<Record<string, PrismicField>> {
  const fields = field.config.fields;
  return isRecord(fields) ? (fields as Readonly<Record<string, PrismicField>>) : {};
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
