import "server-only";
import type { DateArgument, DatePart, Scalar } from "./ast";

export const DAY_MS = 86_400_000;

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const DAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const MONTH_NAMES = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

function offsetMinutes(zone: string | undefined): number {
  if (zone === undefined || zone === "Z") return 0;
  const sign = zone.startsWith("-") ? -1 : 1;
  const digits = zone.slice(1).replace(":", "");
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  return sign * (hours * 60 + minutes);
}

/**
 * Reads `YYYY-MM-DD`, ISO-8601 with or without an offset (`+0000`, `-05:00`, `Z`; none means UTC), or
 * epoch milliseconds written as digits. Parsed by hand because `Date.parse` is not specified for `+0000`.
 */
export function parseDate(text: string): DateArgument | undefined {
  if (/^-?\d+$/.test(text)) return { time: Number(text), wholeDay: false };
  return parseIsoDate(text);
}

/** `YYYY-MM-DD` or ISO-8601 only: stored strings of digits are numbers in text, not epochs. */
export function parseIsoDate(text: string): DateArgument | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const fields = [year, month, day, hour ?? "0", minute ?? "0", second ?? "0"].map(Number);
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = fields;
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return undefined;
  const base = Date.UTC(y, mo - 1, d, h, mi, s);
  // Date.UTC rolls 2017-02-30 over into March; reject it instead.
  if (new Date(base).getUTCDate() !== d) return undefined;
  const millis = fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);
  return {
    time: base + millis - offsetMinutes(zone) * 60_000,
    wholeDay: hour === undefined,
  };
}

export function dateArgument(value: Scalar): DateArgument | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? { time: value, wholeDay: false } : undefined;
  return typeof value === "string" ? parseDate(value) : undefined;
}

const storedTimes = new Map<string, number | undefined>();
const STORED_TIMES_LIMIT = 50_000;

/**
 * Epoch milliseconds of a stored date value (Date/Timestamp field string, or a number). Stored dates
 * repeat on every search, so their parses are memoised; the cap only guards against unbounded growth.
 */
export function timeOf(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  if (storedTimes.has(value)) return storedTimes.get(value);
  if (storedTimes.size >= STORED_TIMES_LIMIT) storedTimes.clear();
  const time = parseIsoDate(value)?.time;
  storedTimes.set(value, time);
  return time;
}

export function isAfter(time: number, date: DateArgument): boolean {
  return date.wholeDay ? time >= date.time + DAY_MS : time > date.time;
}

export function isBefore(time: number, date: DateArgument): boolean {
  return time < date.time;
}

export function isBetween(time: number, start: DateArgument, end: DateArgument): boolean {
  const endsBefore = end.wholeDay ? time < end.time + DAY_MS : time <= end.time;
  return time >= start.time && endsBefore;
}

export function isSameDate(time: number, date: DateArgument): boolean {
  return date.wholeDay ? time >= date.time && time < date.time + DAY_MS : time === date.time;
}

/** Calendar part in UTC; day of week runs Monday=1 … Sunday=7. */
export function datePartOf(time: number, part: DatePart): number {
  const date = new Date(time);
  switch (part) {
    case "day-of-month":
      return date.getUTCDate();
    case "day-of-week":
      return ((date.getUTCDay() + 6) % 7) + 1;
    case "month":
      return date.getUTCMonth() + 1;
    case "year":
      return date.getUTCFullYear();
    case "hour":
      return date.getUTCHours();
  }
}

function nameIndex(names: readonly string[], text: string): number | undefined {
  const lower = text.toLowerCase();
  const index = names.findIndex((name) => name === lower || name.slice(0, 3) === lower);
  return index === -1 ? undefined : index + 1;
}

const PART_RANGES: Readonly<Record<DatePart, readonly [number, number]>> = {
  "day-of-month": [1, 31],
  "day-of-week": [1, 7],
  month: [1, 12],
  year: [-271_821, 275_760],
  hour: [0, 23],
};

/** The number a date-part argument stands for: an integer in range, a numeric string, or a day/month name. */
export function datePartValue(part: DatePart, value: Scalar): number | undefined {
  let number: number | undefined;
  if (typeof value === "number") number = value;
  else if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) number = Number(value);
  else if (typeof value === "string" && part === "day-of-week") number = nameIndex(DAY_NAMES, value);
  else if (typeof value === "string" && part === "month") number = nameIndex(MONTH_NAMES, value);
  if (number === undefined || !Number.isInteger(number)) return undefined;
  const [low, high] = PART_RANGES[part];
  return number >= low && number <= high ? number : undefined;
}
