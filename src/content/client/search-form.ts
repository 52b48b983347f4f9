import "server-only";
import { unknownFieldError } from "./errors";
import type { ApiForm } from "./schemas";

/** Appends `name=value` pairs, encoded as v3 does (encodeURIComponent, so spaces become %20). */
export function appendQuery(url: string, params: readonly (readonly [string, string])[]): string {
  let result = url;
  let separator = url.includes("?") ? "&" : "?";
  for (const [name, value] of params) {
    result += `${separator}${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
    separator = "&";
  }
  return result;
}

/**
 * The URL a form submits, with the v3 client's SearchForm semantics: every declared
 * default first (that is how `access_token` reaches search), then each value in order, replacing
 * the default of a single field and adding to a multiple one. An undeclared field is an error.
 */
export function buildFormUrl(form: ApiForm, values: readonly (readonly [string, string])[]): string {
  const data = new Map<string, string[]>();
  for (const [name, field] of Object.entries(form.fields)) {
    if (field.default !== undefined) data.set(name, [field.default]);
  }
  for (const [name, value] of values) {
    const field = Object.hasOwn(form.fields, name) ? form.fields[name] : undefined;
    if (field === undefined) throw unknownFieldError(name);
    // v3 treats an empty value as "not set", keeping the default.
    if (value === "") continue;
    data.set(name, field.multiple ? [...(data.get(name) ?? []), value] : [value]);
  }
  const params = [...data].flatMap(([name, list]) => list.map((value) => [name, value] as const));
  return appendQuery(form.action, params);
}
