import "server-only";
import type { Env } from "@/platform/env";
import {
  addDays,
  isKnownTimeZone,
  isoWeekday,
  parseCalendarDate,
  parseClockTime,
  zonedDate,
  zonedTimeToUtc,
} from "./zoned-time";

/**
 * When the embedded scheduler offers 20-minute consultation slots: wall-clock hours in the schedule's zone,
 * plus buffer, minimum notice and horizon.
 */
export interface ScheduleConfig {
  /** IANA zone the weekdays and hours are read in. */
  readonly timeZone: string;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  readonly weekdays: readonly number[];
  /** First slot start, "HH:MM". */
  readonly dayStart: string;
  /** Every slot ends by this time, "HH:MM" (24:00 allowed). */
  readonly dayEnd: string;
  readonly slotMinutes: number;
  /** Gap after each slot: slots start every slotMinutes + bufferMinutes. */
  readonly bufferMinutes: number;
  /** The earliest bookable start is this long after now. */
  readonly noticeHours: number;
  /** The latest bookable start is this long after now. */
  readonly horizonDays: number;
}

type ScheduleEnv = Pick<
  Env,
  | "SCHEDULE_TIME_ZONE"
  | "SCHEDULE_WEEKDAYS"
  | "SCHEDULE_HOURS"
  | "SCHEDULE_SLOT_MINUTES"
  | "SCHEDULE_BUFFER_MINUTES"
  | "SCHEDULE_NOTICE_HOURS"
  | "SCHEDULE_HORIZON_DAYS"
>;

/** The schedule from the SCHEDULE_* variables; a zone or hours that cannot work fail at start. */
export function scheduleConfigFromEnv(source: ScheduleEnv): ScheduleConfig {
  const [dayStart = "", dayEnd = ""] = source.SCHEDULE_HOURS.split("-");
  return validateScheduleConfig({
    timeZone: source.SCHEDULE_TIME_ZONE,
    weekdays: [...new Set(source.SCHEDULE_WEEKDAYS.split(",").map(Number))].sort((a, b) => a - b),
    dayStart,
    dayEnd,
    slotMinutes: source.SCHEDULE_SLOT_MINUTES,
    bufferMinutes: source.SCHEDULE_BUFFER_MINUTES,
    noticeHours: source.SCHEDULE_NOTICE_HOURS,
    horizonDays: source.SCHEDULE_HORIZON_DAYS,
  });
}

export function validateScheduleConfig(config: ScheduleConfig): ScheduleConfig {
  if (!isKnownTimeZone(config.timeZone))
    throw new Error(`SCHEDULE_TIME_ZONE: unknown zone ${config.timeZone}`);
  const start = parseClockTime(config.dayStart);
  const end = parseClockTime(config.dayEnd);
  if (start === undefined || end === undefined || start >= 24 * 60 || start + config.slotMinutes > end) {
    throw new Error(
      `SCHEDULE_HOURS: ${config.dayStart}-${config.dayEnd} does not fit a ${config.slotMinutes}-minute slot`,
    );
  }
  if (config.weekdays.some((day) => !Number.isInteger(day) || day < 1 || day > 7)) {
    throw new Error("SCHEDULE_WEEKDAYS: ISO weekdays 1-7");
  }
  return config;
}

/** Days of the schedule's calendar: `from` ("YYYY-MM-DD", a date in the schedule's zone) and the next days - 1. */
export interface SlotRange {
  readonly from: string;
  readonly days: number;
}

const minuteMs = 60 * 1000;

/** The wall-clock starts ("HH:MM") of one working day's slots. */
export function dailySlotTimes(config: ScheduleConfig): string[] {
  const start = parseClockTime(config.dayStart) ?? 0;
  const end = parseClockTime(config.dayEnd) ?? 0;
  const step = config.slotMinutes + config.bufferMinutes;
  const times: string[] = [];
  for (let minute = start; minute + config.slotMinutes <= end && minute < 24 * 60; minute += step) {
    times.push(`${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`);
  }
  return times;
}

/**
 * The slot starts offered on the range's days (booked or not), as UTC instants in order: each working
 * day's wall-clock slots converted in the schedule's zone, at least the notice after `now` and at most
 * the horizon after it. On a DST change the slots keep their wall-clock times; a time the clocks skip
 * is not offered, a time they repeat is offered once.
 */
export function offeredSlots(config: ScheduleConfig, now: Date, range: SlotRange): Date[] {
  if (!parseCalendarDate(range.from)) throw new RangeError(`not a date: ${range.from}`);
  const earliest = now.getTime() + config.noticeHours * 60 * minuteMs;
  const latest = now.getTime() + config.horizonDays * 24 * 60 * minuteMs;
  if (earliest > latest) return [];
  const firstDate = zonedDate(new Date(earliest), config.timeZone);
  const lastDate = zonedDate(new Date(latest), config.timeZone);
  const times = dailySlotTimes(config);
  const slots: Date[] = [];
  for (let index = 0; index < range.days; index += 1) {
    const date = addDays(range.from, index);
    // Dates compare as strings; outside [notice, horizon] there is nothing to convert.
    if (date > lastDate) break;
    if (date < firstDate || !config.weekdays.includes(isoWeekday(date))) continue;
    for (const time of times) {
      const start = zonedTimeToUtc(date, time, config.timeZone);
      if (start && start.getTime() >= earliest && start.getTime() <= latest) slots.push(start);
    }
  }
  return slots.sort((a, b) => a.getTime() - b.getTime());
}

/** Whether `start` is one of the offered slot starts (to the millisecond). */
export function isOfferedSlot(config: ScheduleConfig, now: Date, start: Date): boolean {
  if (Number.isNaN(start.getTime())) return false;
  const date = zonedDate(start, config.timeZone);
  return offeredSlots(config, now, { from: date, days: 1 }).some(
    (slot) => slot.getTime() === start.getTime(),
  );
}

/** The slot's end: start + slot minutes of elapsed time. */
export function slotEnd(config: ScheduleConfig, start: Date): Date {
  return new Date(start.getTime() + config.slotMinutes * minuteMs);
}
