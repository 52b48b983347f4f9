import "server-only";
import { invalidQueryError } from "./errors";

/** Where a query reads from: an explicit ref, or the visitor's Cookie header (preview, experiment). */
export interface RefOptions {
  readonly ref?: string | undefined;
  /** The request's raw Cookie header. */
  readonly cookie?: string | undefined;
}

export interface Ordering {
  readonly field: string;
  readonly direction?: "asc" | "desc" | undefined;
}

export type OptionValue = string | number | readonly string[] | readonly Ordering[] | undefined;

export interface QueryOptions extends RefOptions {
  readonly lang?: string | undefined;
  readonly page?: number | undefined;
  readonly pageSize?: number | undefined;
  readonly after?: string | undefined;
  /** A raw `[field desc,…]` string, or fields in priority order. */
  readonly orderings?: string | readonly Ordering[] | undefined;
  readonly fetch?: string | readonly string[] | undefined;
  readonly fetchLinks?: string | readonly string[] | undefined;
  readonly graphQuery?: string | undefined;
  /** Any other field the everything form declares (e.g. `referer`); an undeclared one is an error. */
  readonly [field: string]: OptionValue;
}

/** Keys that steer the client rather than naming a form field. */
const CLIENT_KEYS: ReadonlySet<string> = new Set(["ref", "cookie"]);

function orderingToString(ordering: string | Ordering): string {
  if (typeof ordering === "string") return ordering;
  return ordering.direction === "desc" ? `${ordering.field} desc` : ordering.field;
}

function formatOption(key: string, value: string | number | readonly (string | Ordering)[]): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  const joined = value.map(orderingToString).join(",");
  return key === "orderings" ? `[${joined}]` : joined;
}

/** The options as form values, in the caller's order; undefined ones are left out. */
export function optionsToFormValues(options: QueryOptions): [string, string][] {
  const values: [string, string][] = [];
  for (const [key, value] of Object.entries(options)) {
    if (CLIENT_KEYS.has(key) || value === undefined) continue;
    values.push([key, formatOption(key, value)]);
  }
  return values;
}

const BRACKETED = /^\s*\[[\s\S]*\]\s*$/;

/**
 * The `q` value: every predicate inside one pair of brackets, as v3 sends it. An empty list
 * means "every document", so no `q` is sent.
 */
export function toQueryValue(predicates: string | readonly string[]): string | undefined {
  // Typed callers cannot get here with anything else, but untyped data can.
  const input: unknown = predicates;
  if (typeof input !== "string" && !Array.isArray(input)) throw invalidQueryError(String(input));
  const list: readonly unknown[] = typeof input === "string" ? [input] : input;
  const checked = list.map((predicate) => {
    if (typeof predicate !== "string" || !BRACKETED.test(predicate)) {
      throw invalidQueryError(String(predicate));
    }
    return predicate;
  });
  return checked.length === 0 ? undefined : `[${checked.join("")}]`;
}
