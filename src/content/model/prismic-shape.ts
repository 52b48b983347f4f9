import { z } from "zod";

/**
 * The two shapes of one document. The content files hold the site's shape: a quote is an object, the
 * platforms a list of strings, an absent image is absent. Hosted Prismic has no nested object and no
 * list of plain values, and says "empty" its own way, so the same document arrives as:
 *
 * | the site's model               | Prismic's field                 | Prismic's JSON                |
 * | ------------------------------ | ------------------------------- | ----------------------------- |
 * | an object inside the data      | a group that does not repeat    | `[{ … }]`                     |
 * | a list of strings, numbers …   | a group with one field, `value` | `[{ "value": … }]`            |
 * | an optional field left empty   | the field, empty                | `null`, `{}`, `[]`            |
 * | `""`: no choice, no text       | a Select, Text or Date, empty   | `null`                        |
 * | a video: its address, oEmbed   | an Embed (an object, no group)  | `{ embed_url, … }`, `{}` empty |
 *
 * `fromPrismicShape` turns the second into the first, guided by the model, so both parse with the same
 * schema: the content model stays the one description of every document (npm run content:types
 * writes Prismic's types from it). On data already in the site's shape it changes nothing.
 */
export function fromPrismicShape(schema: z.ZodType, value: unknown): unknown {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    const inner = schema.unwrap() as z.ZodType;
    // An object left empty is a group with no item, or (a group that does not repeat) one item whose
    // every field is empty: which of the two hosted Prismic answers is not documented, so both are absent.
    const emptyGroup =
      Array.isArray(value) && unwrapped(inner) instanceof z.ZodObject && value.every(isEmptyGroupItem);
    if (value === null || isEmptyObject(value) || emptyGroup) return undefined;
    return fromPrismicShape(inner, value);
  }
  if (schema instanceof z.ZodNullable) {
    return value === null ? null : fromPrismicShape(schema.unwrap() as z.ZodType, value);
  }
  if (schema instanceof z.ZodPipe) return fromPrismicShape(pipeSchema(schema), value);
  // A slice of a zone: the variation its type and variation name, each with fields of its own.
  if (schema instanceof z.ZodUnion && isRecord(value)) {
    const slice = sliceOption(schema, value);
    return slice ? fromPrismicShape(slice, value) : value;
  }
  if (schema instanceof z.ZodObject) {
    const object = Array.isArray(value) && value.length === 1 ? value[0] : value;
    if (!isRecord(object)) return object;
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      Object.entries(object).map(([key, field]) => {
        const fieldSchema = shape[key];
        return [key, fieldSchema ? fromPrismicShape(fieldSchema, field) : field];
      }),
    );
  }
  // Prismic answers an empty Select, Key Text or Date with null (@prismicio/client's SelectField and
  // KeyTextField "empty" states), never with "": where the model writes "no choice" as "" (a data insight
  // without a sign, a quote without a role), null is that same empty value. A value that may not be
  // empty (keyText) stays null, and the schema refuses it.
  if (value === null && isPlainValue(schema) && schema.safeParse("").success) return "";
  if (schema instanceof z.ZodArray) {
    if (!Array.isArray(value)) return value;
    const element = schema.element as z.ZodType;
    if (isPlainValue(element)) {
      return value.map((item) => (isRecord(item) && Object.hasOwn(item, "value") ? item.value : item));
    }
    return value.map((item) => fromPrismicShape(element, item));
  }
  return value;
}

/** The option of a union of slices whose `slice_type` and `variation` are the value's. */
function sliceOption(union: z.ZodUnion, value: Readonly<Record<string, unknown>>): z.ZodObject | undefined {
  return (union.options as readonly z.ZodType[]).find(
    (option): option is z.ZodObject =>
      option instanceof z.ZodObject &&
      "slice_type" in option.shape &&
      ["slice_type", "variation"].every((key) => {
        const literal = (option.shape as Record<string, z.ZodType>)[key];
        return literal instanceof z.ZodLiteral && literal.values.has(value[key] as never);
      }),
  );
}

/** A schema of one plain value (text, number, date, choice): in Prismic, a list of them is a group. */
export function isPlainValue(schema: z.ZodType): boolean {
  const inner = unwrapped(schema);
  return (
    inner instanceof z.ZodString ||
    inner instanceof z.ZodStringFormat ||
    inner instanceof z.ZodNumber ||
    inner instanceof z.ZodBoolean ||
    inner instanceof z.ZodEnum ||
    inner instanceof z.ZodLiteral
  );
}

/** The schema under optional, default, nullable and preprocessing wrappers. */
export function unwrapped(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) {
    return unwrapped(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return unwrapped(pipeSchema(schema));
  return schema;
}

/** The schema that describes a pipe's data: after a preprocessing step, before a transform. */
function pipeSchema(pipe: z.ZodPipe): z.ZodType {
  return (pipe.in instanceof z.ZodTransform ? pipe.out : pipe.in) as z.ZodType;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isEmptyObject(value: unknown): boolean {
  return isRecord(value) && Object.keys(value).length === 0;
}

/** A field as Prismic answers it empty: null, "", {}, [] or a link to nothing. */
function isEmptyField(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  return (
    isEmptyObject(value) || (isRecord(value) && value.link_type === "Any" && Object.keys(value).length === 1)
  );
}

function isEmptyGroupItem(item: unknown): boolean {
  return isRecord(item) && Object.values(item).every(isEmptyField);
}
