import "server-only";
import type { ScheduleConfig } from "./availability";

/**
 * The studio's schedule as the scheduler's tests know it: weekdays 09:00–18:00 in Buenos Aires, 20-minute
 * slots 10 minutes apart, 4 hours' notice, 30 days ahead. One definition, so the tests' dates and slots
 * (Tuesday 1 December 2026, 09:00 is 12:00 UTC) mean the same in every file.
 */
export const studioSchedule: ScheduleConfig = {
  timeZone: "America/Argentina/Buenos_Aires",
  weekdays: [1, 2, 3, 4, 5],
  dayStart: "09:00",
  dayEnd: "18:00",
  slotMinutes: 20,
  bufferMinutes: 10,
  noticeHours: 4,
  horizonDays: 30,
};
