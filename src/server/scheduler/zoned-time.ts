import "server-only";

import { zonedClock } from "@/i18n/zoned-clock";

/** Wall-clock dates and times in an IANA time zone ↔ UTC instants; Intl is asked in @/i18n/zoned-clock. */

// The scheduler's names for the shared readings: isKnownTimeZone, and zonedDate ("2026-12-01" in a zone).
export { isTimeZone as isKnownTimeZone, zonedDay as zonedDate } from "@/i18n/zoned-clock";

const offsetAt = (instant: number, zone: string): number => zonedClock(instant, zone).offsetMs;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{2}):(\d{2})$/;
const dayMs = 24 * 60 * 60 * 1000;

/** "2026-12-01" as [year, month, day], or undefined when it is not a real calendar date. */
export function parseCalendarDate(date: string): readonly [number, number, number] | undefined {
  const match = datePattern.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return undefined;
  }
  return [year, month, day];
}

/** "HH:MM" as minutes after midnight (00:00-24:00), or undefined. */
export function parseClockTime(time: string): number | undefined {
  const match = timePattern.exec(time);
  if (!match) return undefined;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  if (minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return undefined;
  return hour * 60 + minute;
}

/**
 * The UTC instant at which the wall clock in `zone` reads `time` on `date`. A wall time that does not
 * exist (the hour skipped when clocks go forward) gives undefined; one that happens twice (clocks go
 * back) gives the first of the two, so each wall time is offered once.
 */
export function zonedTimeToUtc(date: string, time: string, zone: string): Date | undefined {
  const day = parseCalendarDate(date);
  const minutes = parseClockTime(time);
  if (!day || minutes === undefined || minutes >= 24 * 60) {
    throw new RangeError(`not a date and time: ${date} ${time}`);
  }
  const [year, month, dayOfMonth] = day;
  const wallAsUtc = Date.UTC(year, month - 1, dayOfMonth, Math.floor(minutes / 60), minutes % 60);
  // The offset that applies is one of those in force a day either side (no zone changes its offset
  // twice within a day); each candidate is kept only when it really reads back as the wall time.
  const offsets = new Set([
    offsetAt(wallAsUtc - dayMs, zone),
    offsetAt(wallAsUtc, zone),
    offsetAt(wallAsUtc + dayMs, zone),
  ]);
  const matches = [...offsets]
    .map((offset) => wallAsUtc - offset)
    .filter((instant) => offsetAt(instant, zone) === wallAsUtc - instant)
    .sort((a, b) => a - b);
  const first = matches[0];
  return first === undefined ? undefined : new Date(first);
}

/** The calendar date `days` after `date` (both "YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  const day = parseCalendarDate(date);
  if (!day) throw new RangeError(`not a date: ${date}`);
  const next = new Date(Date.UTC(day[0], day[1] - 1, day[2] + days));
  return formatDate(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = parseCalendarDate(date);
  if (!day) throw new RangeError(`not a date: ${date}`);
  const weekday = new Date(Date.UTC(day[0], day[1] - 1, day[2])).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

function formatDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
