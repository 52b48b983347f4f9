import "server-only";
import { encodeError } from "./errors";

/** A value the predicate language can carry (string, number, boolean, date, or an array of these). */
export type PredicateValue = string | number | boolean | Date | readonly PredicateValue[];

/** A date argument: `YYYY-MM-DD`, ISO-8601 with offset, epoch milliseconds, or a Date. */
export type DateValue = string | number | Date;

/**
 * Encodes one argument for the wire. Takes `unknown` because values often come from content or
 * request data at run time, where the type system no longer vouches for them.
 */
export function encodeValue(value: unknown): string {
  if (typeof value === "string") {
    return `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;
  }
  if (typeof value === "number") {
    // NaN and Infinity print as bare words the API cannot parse.
    if (!Number.isFinite(value)) throw encodeError(value);
    return String(value);
  }
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) {
    const time = value.getTime();
    if (Number.isNaN(time)) throw encodeError(value);
    return String(time);
  }
  if (Array.isArray(value)) {
    return `[${value.map((item: unknown) => encodeValue(item)).join(", ")}]`;
  }
  throw encodeError(value);
}

function build(name: string, path: string, ...values: readonly unknown[]): string {
  return `[${name}(${[path, ...values.map(encodeValue)].join(", ")})]`;
}

/**
 * The predicate builder. `in` is a reserved word, so the builder is one object rather than loose
 * functions; every method returns a bracketed predicate ready for `query()`.
 */
export const predicate = {
  at: (path: string, value: PredicateValue) => build("at", path, value),
  not: (path: string, value: PredicateValue) => build("not", path, value),
  any: (path: string, values: readonly PredicateValue[]) => build("any", path, values),
  in: (path: string, values: readonly string[]) => build("in", path, values),
  fulltext: (path: string, text: string) => build("fulltext", path, text),
  has: (path: string) => build("has", path),
  missing: (path: string) => build("missing", path),
  // The only predicate without a path: its first argument is a document id.
  similar: (documentId: string, maxResults: number) =>
    `[similar(${encodeValue(documentId)}, ${encodeValue(maxResults)})]`,
  geopointNear: (path: string, latitude: number, longitude: number, radiusKm: number) =>
    build("geopoint.near", path, latitude, longitude, radiusKm),
  numberLessThan: (path: string, value: number) => build("number.lt", path, value),
  numberGreaterThan: (path: string, value: number) => build("number.gt", path, value),
  numberInRange: (path: string, lower: number, upper: number) => build("number.inRange", path, lower, upper),
  dateAfter: (path: string, date: DateValue) => build("date.after", path, date),
  dateBefore: (path: string, date: DateValue) => build("date.before", path, date),
  dateBetween: (path: string, start: DateValue, end: DateValue) => build("date.between", path, start, end),
  dayOfMonth: (path: string, day: number) => build("date.day-of-month", path, day),
  dayOfMonthAfter: (path: string, day: number) => build("date.day-of-month-after", path, day),
  dayOfMonthBefore: (path: string, day: number) => build("date.day-of-month-before", path, day),
  dayOfWeek: (path: string, day: number | string) => build("date.day-of-week", path, day),
  dayOfWeekAfter: (path: string, day: number | string) => build("date.day-of-week-after", path, day),
  dayOfWeekBefore: (path: string, day: number | string) => build("date.day-of-week-before", path, day),
  month: (path: string, month: number | string) => build("date.month", path, month),
  monthAfter: (path: string, month: number | string) => build("date.month-after", path, month),
  monthBefore: (path: string, month: number | string) => build("date.month-before", path, month),
  year: (path: string, year: number) => build("date.year", path, year),
  hour: (path: string, hour: number) => build("date.hour", path, hour),
  hourAfter: (path: string, hour: number) => build("date.hour-after", path, hour),
  hourBefore: (path: string, hour: number) => build("date.hour-before", path, hour),
} as const;
