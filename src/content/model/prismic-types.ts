import { z } from "zod";
import { documentLink, imageField, richTextBlock, richTextLabels, videoEmbed } from "./fields";
import { isPlainValue, unwrapped } from "./prismic-shape";
import { isSliceZone, sliceLibrary } from "./slices";
import { type DocumentType, isSingleType, schemasByType } from "./types";

/**
 * Prismic custom types written from the content model (npm run content:types), in the JSON that
 * Prismic's type builder and Slice Machine import: a team that moves to hosted Prismic creates the types
 * the site reads instead of guessing them. Objects and plain lists become groups, as prismic-shape.ts
 * describes; the site reads either shape. Rules Prismic cannot enforce (lengths, counts) are in the
 * labels and placeholders, and npm run content:check keeps enforcing them on the files.
 */

export interface PrismicField {
  readonly type: string;
  /** A slice zone's: "Slice Zone". */
  readonly fieldset?: string;
  readonly config: Readonly<Record<string, unknown>>;
}

export interface PrismicCustomType {
  readonly id: string;
  readonly label: string;
  readonly repeatable: boolean;
  readonly status: true;
  /** "page": a page type, built from slices in the Page Builder; "custom": a form of fields. */
  readonly format: "custom" | "page";
  /** Its tabs: Main, and a page type's "SEO & Metadata". */
  readonly json: { readonly Main: Readonly<Record<string, PrismicField>> } & Readonly<
    Record<string, Readonly<Record<string, PrismicField>>>
  >;
}

/** The tab of a page type that holds what search engines and share cards read. */
export const SEO_TAB = "SEO & Metadata";
const SEO_FIELDS = new Set(["meta_title", "meta_description"]);

/** Prismic nests a group in a group once, no deeper. */
const MAX_GROUP_DEPTH = 2;

export function customTypeOf(type: DocumentType, { repeatable }: { repeatable: boolean }): PrismicCustomType {
  const fields = dataShape(type);
  const uid: Record<string, PrismicField> = repeatable
    ? { uid: { type: "UID", config: { label: "UID", placeholder: "lowercase words joined by hyphens" } } }
    : {};
  const all = fieldsOf(fields, 0, type);
  const isPage = Object.values(all).some((field) => field.type === "Slices");
  if (!isPage) {
    return {
      id: type,
      label: labelOf(type),
      repeatable,
      status: true,
      format: "custom",
      json: { Main: { ...uid, ...all } },
    };
  }
  const seo = Object.entries(all).filter(([name]) => SEO_FIELDS.has(name));
  const main = Object.entries(all).filter(([name]) => !SEO_FIELDS.has(name));
  return {
    id: type,
    label: labelOf(type),
    repeatable,
    status: true,
    format: "page",
    json: { Main: { ...uid, ...Object.fromEntries(main) }, [SEO_TAB]: Object.fromEntries(seo) },
  };
}

/** Every field of a custom type, its tabs merged (a document's data has no tabs). */
export function customTypeFields(type: PrismicCustomType): Readonly<Record<string, PrismicField>> {
  return Object.assign({}, ...Object.values(type.json)) as Record<string, PrismicField>;
}

/** The fields of a document type's data, as the model declares them. */
export function dataShape(type: DocumentType): Readonly<Record<string, z.ZodType>> {
  const data = unwrapped(schemasByType[type].shape.data as z.ZodType);
  if (!(data instanceof z.ZodObject)) throw new Error(`${type}: data is not an object`);
  return data.shape as Record<string, z.ZodType>;
}

function fieldsOf(shape: Readonly<Record<string, z.ZodType>>, depth: number, path: string) {
  return Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [name, fieldOf(name, schema, depth, `${path}.${name}`)]),
  );
}

export function fieldOf(name: string, schema: z.ZodType, depth: number, path: string): PrismicField {
  const inner = unwrapped(schema);
  const label = labelOf(name);
  if (isSliceZone(schema)) {
    const choices = Object.fromEntries(sliceLibrary.map((slice) => [slice.id, { type: "SharedSlice" }]));
    return { type: "Slices", fieldset: "Slice Zone", config: { choices } };
  }
  if (inner === imageField) return { type: "Image", config: { label, constraint: {}, thumbnails: [] } };
  // Before the objects: an embed is one field, its oEmbed data Prismic's, not a group of the editor's.
  if (inner === videoEmbed) {
    return {
      type: "Embed",
      config: { label, placeholder: "A YouTube or Vimeo video's address: https://www.youtube.com/watch?v=…" },
    };
  }
  if (inner === documentLink) {
    return { type: "Link", config: { label, select: "document", allowTargetBlank: false } };
  }
  if (isLink(inner)) return { type: "Link", config: { label, select: null, allowTargetBlank: true } };
  if (inner instanceof z.ZodArray && inner.element === richTextBlock) {
    return {
      type: "StructuredText",
      config: {
        label,
        multi: richTextKinds().join(","),
        labels: [...richTextLabels],
        allowTargetBlank: true,
      },
    };
  }
  if (inner instanceof z.ZodString || inner instanceof z.ZodStringFormat) return textField(label, inner);
  if (inner instanceof z.ZodNumber) return numberField(label, inner.minValue, inner.maxValue);
  if (inner instanceof z.ZodBoolean) {
    return { type: "Boolean", config: { label, default_value: defaultOf(schema) === true } };
  }
  if (inner instanceof z.ZodEnum) return selectField(label, inner.options.map(String), defaultOf(schema));
  if (inner instanceof z.ZodLiteral) {
    const [value] = [...inner.values];
    return typeof value === "number"
      ? numberField(label, value, value)
      : selectField(label, [String(value)], String(value));
  }
  if (depth >= MAX_GROUP_DEPTH) throw new Error(`${path}: Prismic nests groups only ${MAX_GROUP_DEPTH} deep`);
  if (inner instanceof z.ZodObject) {
    const fields = fieldsOf(inner.shape as Record<string, z.ZodType>, depth + 1, path);
    return { type: "Group", config: { label, repeat: false, fields } };
  }
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const counted = `${label}${countRule(inner)}`;
    if (isPlainValue(element)) {
      return {
        type: "Group",
        config: {
          label: counted,
          repeat: true,
          fields: { value: fieldOf("value", element, depth + 1, path) },
        },
      };
    }
    const item = unwrapped(element);
    if (!(item instanceof z.ZodObject))
      throw new Error(`${path}: a list of ${item.def.type} has no Prismic field`);
    const fields = fieldsOf(item.shape as Record<string, z.ZodType>, depth + 1, path);
    return { type: "Group", config: { label: counted, repeat: true, fields } };
  }
  throw new Error(`${path}: a ${inner.def.type} has no Prismic field`);
}

function textField(label: string, schema: z.ZodString | z.ZodStringFormat): PrismicField {
  if (schema.format === "date") return { type: "Date", config: { label } };
  const placeholder =
    schema.format === "url"
      ? "https://…"
      : schema.format === "email"
        ? "name@example.com"
        : schema.maxLength !== null
          ? `At most ${schema.maxLength} characters`
          : undefined;
  return { type: "Text", config: placeholder ? { label, placeholder } : { label } };
}

function numberField(label: string, min: number | null, max: number | null): PrismicField {
  const bounds = {
    ...(min !== null && Number.isFinite(min) ? { min } : {}),
    ...(max !== null && Number.isFinite(max) ? { max } : {}),
  };
  return { type: "Number", config: { label, ...bounds } };
}

function selectField(label: string, options: readonly string[], fallback: unknown): PrismicField {
  return {
    type: "Select",
    config: { label, options, ...(typeof fallback === "string" ? { default_value: fallback } : {}) },
  };
}

function isLink(schema: z.ZodType): boolean {
  return schema instanceof z.ZodDiscriminatedUnion && schema.def.discriminator === "link_type";
}

function defaultOf(schema: z.ZodType): unknown {
  return schema instanceof z.ZodDefault ? schema.def.defaultValue : undefined;
}

/** The block and span kinds the model's rich text allows, in Prismic's `multi` vocabulary. */
function richTextKinds(): string[] {
  const blocks: string[] = [];
  const spans = new Set<string>();
  for (const option of richTextBlock.options) {
    const kind = option.shape.type;
    blocks.push(...(kind instanceof z.ZodEnum ? kind.options.map(String) : [...kind.values].map(String)));
    const spanList = "spans" in option.shape ? option.shape.spans : undefined;
    if (spanList instanceof z.ZodArray) {
      const span = spanList.element;
      if (span instanceof z.ZodObject && span.shape.type instanceof z.ZodEnum) {
        for (const type of span.shape.type.options) spans.add(String(type));
      }
    }
  }
  // Labels are not a kind of their own in Prismic: the field lists their names (`labels`).
  spans.delete("label");
  return [...blocks, ...spans, "rtl"];
}

/** "(exactly 4)", "(5 to 8)", "(at least 3)": what Prismic's group cannot check, told to the editor. */
function countRule(list: z.ZodArray): string {
  let minimum: number | undefined;
  let maximum: number | undefined;
  for (const check of list.def.checks ?? []) {
    const def = check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number };
    if (def.check === "length_equals" && def.length !== undefined) return ` (exactly ${def.length})`;
    if (def.check === "min_length") minimum = def.minimum;
    if (def.check === "max_length") maximum = def.maximum;
  }
  if (minimum !== undefined && maximum !== undefined) return ` (${minimum} to ${maximum})`;
  if (minimum !== undefined && minimum > 0) return ` (at least ${minimum})`;
  if (maximum !== undefined) return ` (at most ${maximum})`;
  return "";
}

/** "meta_title" → "Meta title", "case_study" → "Case study". */
function labelOf(name: string): string {
  const words = name.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Every document type's custom type: the model's single types (types.ts `singleTypes`) are single, every
 * other type repeatable with a UID. Repeatability comes from the model, never from what the documents
 * happen to hold: Prismic cannot change it once a repository has the type (content:push stops on one that
 * differs), so a uid left in a file must not turn a single page into a type an editor can duplicate.
 */
export function customTypes(): PrismicCustomType[] {
  return (Object.keys(schemasByType) as DocumentType[]).map((type) =>
    customTypeOf(type, { repeatable: !isSingleType(type) }),
  );
}
