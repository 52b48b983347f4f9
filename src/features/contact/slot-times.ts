/**
 * Slots arrive as UTC instants; visitors see them on their own calendar and clock, with the zone named.
 * Intl does the zone arithmetic, so days and times stay right across DST changes.
 */

import { zonedDay, zoneName } from "@/i18n/zoned-clock";

export interface DaySlots {
  /** The visitor's calendar day, YYYY-MM-DD. */
  readonly day: string;
  readonly slots: readonly string[];
}

/** The browser's IANA zone; UTC when it cannot tell. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** A zone as people read it: "Europe/Madrid (GMT+1)", "America/New York (EST)" on that date. */
export function zoneLabel(zone: string, at: Date, locale: string): string {
  const name = zoneName(at, zone, locale, "short");
  const readable = zone.replaceAll("_", " ");
  return name && name !== readable ? `${readable} (${name})` : readable;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayKey(instant: string | Date, zone: string): string {
  return zonedDay(new Date(instant), zone);
}

/** Slots grouped by the visitor's calendar day, days and times in order. */
export function groupByDay(slots: readonly string[], zone: string): DaySlots[] {
  const days = new Map<string, string[]>();
  for (const slot of [...slots].sort()) {
    const key = dayKey(slot, zone);
    const list = days.get(key) ?? [];
    list.push(slot);
    days.set(key, list);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** "Tue", "1", "Dec" of a day: the day picker's three lines. */
export function dayParts(day: string, locale: string) {
  // Noon UTC of the day names the same calendar day in every zone from UTC-11 to UTC+11.
  const noon = new Date(`${day}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { timeZone: "UTC", ...options }).format(noon);
  // Spanish abbreviations end in a dot ("mar.", "dic."): on a three-line chip they read cleaner without.
  const short = (options: Intl.DateTimeFormatOptions) => part(options).replace(/\.$/, "");
  return {
    weekday: short({ weekday: "short" }),
    date: part({ day: "numeric" }),
    month: short({ month: "short" }),
    full: part({ weekday: "long", day: "numeric", month: "long" }),
  };
}

/** Argentina reads the 24-hour clock; Intl's es-AR default is the 12-hour one. */
const clock = (locale: string): Intl.DateTimeFormatOptions =>
  locale.startsWith("es")
    ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
    : { hour: "numeric", minute: "2-digit" };

/** The clock time of an instant in a zone: "9:30 AM" in English, "09:30" in Spanish. */
export function slotTime(instant: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone: zone, ...clock(locale) }).format(new Date(instant));
}

/** The whole slot in words, for a confirmation: "Tuesday, December 1, 9:30 AM". */
export function slotDateTime(instant: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: "long",
    day: "numeric",
    month: "long",
    ...clock(locale),
  }).format(new Date(instant));
}

/**
 * The `from` day of a slots request: yesterday in UTC, so the visitor's today is covered in every zone
 * (the server drops what is past or too soon anyway).
 */
export function slotsFrom(now: Date): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
