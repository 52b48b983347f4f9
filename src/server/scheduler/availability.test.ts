import { describe, expect, it } from "vitest";
import {
  dailySlotTimes,
  isOfferedSlot,
  offeredSlots,
  type ScheduleConfig,
  scheduleConfigFromEnv,
  validateScheduleConfig,
} from "./availability";

const lumbre: ScheduleConfig = scheduleConfigFromEnv({
  SCHEDULE_TIME_ZONE: "America/Argentina/Buenos_Aires",
  SCHEDULE_WEEKDAYS: "1,2,3,4,5",
  SCHEDULE_HOURS: "09:00-18:00",
  SCHEDULE_SLOT_MINUTES: 20,
  SCHEDULE_BUFFER_MINUTES: 10,
  SCHEDULE_NOTICE_HOURS: 4,
  SCHEDULE_HORIZON_DAYS: 30,
});

const isoList = (slots: readonly Date[]) => slots.map((slot) => slot.toISOString());

/** The wall-clock "YYYY-MM-DD HH:MM" of each slot in a zone. */
function wallTimes(slots: readonly Date[], zone: string): string[] {
  const format = new Intl.DateTimeFormat("sv-SE", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  return slots.map((slot) => format.format(slot));
}

// biome-ignore format: one working day's slot starts, as a table
const workingDay = [
  "09:00", "09:30", "10:00", "10:30", "11:00", "11:30", "12:00", "12:30", "13:00",
  "13:30", "14:00", "14:30", "15:00", "15:30", "16:00", "16:30", "17:00", "17:30",
];

describe("the Lumbre schedule (Buenos Aires, Monday to Friday 09:00-18:00)", () => {
  it("reads the environment", () => {
    expect(lumbre).toEqual({
      timeZone: "America/Argentina/Buenos_Aires",
      weekdays: [1, 2, 3, 4, 5],
      dayStart: "09:00",
      dayEnd: "18:00",
      slotMinutes: 20,
      bufferMinutes: 10,
      noticeHours: 4,
      horizonDays: 30,
    });
  });

  it("starts a slot every 30 minutes, the last one ending by 18:00", () => {
    expect(dailySlotTimes(lumbre)).toEqual(workingDay);
  });

  it("offers a working day's slots as UTC instants", () => {
    const slots = offeredSlots(lumbre, new Date("2026-11-30T00:00:00Z"), { from: "2026-12-01", days: 1 });
    expect(slots).toHaveLength(18);
    expect(slots[0]?.toISOString()).toBe("2026-12-01T12:00:00.000Z");
    expect(slots.at(-1)?.toISOString()).toBe("2026-12-01T20:30:00.000Z");
    expect(wallTimes(slots, lumbre.timeZone)).toEqual(workingDay.map((time) => `2026-12-01 ${time}`));
  });

  it("leaves out weekends", () => {
    const now = new Date("2026-11-30T00:00:00Z");
    expect(offeredSlots(lumbre, now, { from: "2026-12-05", days: 2 })).toEqual([]);
    const week = offeredSlots(lumbre, now, { from: "2026-11-30", days: 7 });
    expect(week).toHaveLength(5 * 18);
    expect(new Set(wallTimes(week, lumbre.timeZone).map((wall) => wall.slice(0, 10)))).toEqual(
      new Set(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]),
    );
  });

  it("honours the 4-hour notice, to the minute", () => {
    // 10:10 in Buenos Aires: the first bookable start is 14:10, so the 14:30 slot.
    const later = offeredSlots(lumbre, new Date("2026-12-01T13:10:00Z"), { from: "2026-12-01", days: 1 });
    expect(later[0]?.toISOString()).toBe("2026-12-01T17:30:00.000Z");
    // 05:00 in Buenos Aires: 09:00 is exactly 4 hours away and still bookable.
    const exact = offeredSlots(lumbre, new Date("2026-12-01T08:00:00Z"), { from: "2026-12-01", days: 1 });
    expect(exact[0]?.toISOString()).toBe("2026-12-01T12:00:00.000Z");
    const past = offeredSlots(lumbre, new Date("2026-12-03T00:00:00Z"), { from: "2026-12-01", days: 2 });
    expect(past).toEqual([]);
  });

  it("honours the 30-day horizon", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    const slots = offeredSlots(lumbre, now, { from: "2026-12-01", days: 45 });
    // 30 days after 09:00 on 1 December is 09:00 on 31 December, the last slot offered.
    expect(slots.at(-1)?.toISOString()).toBe("2026-12-31T12:00:00.000Z");
    expect(offeredSlots(lumbre, now, { from: "2027-01-01", days: 5 })).toEqual([]);
  });

  it("tells an offered slot from any other instant", () => {
    const now = new Date("2026-11-30T00:00:00Z");
    expect(isOfferedSlot(lumbre, now, new Date("2026-12-01T12:00:00Z"))).toBe(true);
    expect(isOfferedSlot(lumbre, now, new Date("2026-12-01T12:10:00Z"))).toBe(false);
    expect(isOfferedSlot(lumbre, now, new Date("2026-12-01T21:00:00Z"))).toBe(false);
    expect(isOfferedSlot(lumbre, now, new Date("2026-12-05T12:00:00Z"))).toBe(false);
    expect(isOfferedSlot(lumbre, new Date("2026-11-30T10:00:00Z"), new Date("2026-11-30T12:00:00Z"))).toBe(
      false,
    );
    expect(isOfferedSlot(lumbre, now, new Date("2027-01-05T12:00:00Z"))).toBe(false);
    expect(isOfferedSlot(lumbre, now, new Date("nonsense"))).toBe(false);
  });

  it("refuses a schedule that cannot work", () => {
    expect(() => validateScheduleConfig({ ...lumbre, timeZone: "Nowhere/Else" })).toThrow(
      /SCHEDULE_TIME_ZONE/,
    );
    expect(() => validateScheduleConfig({ ...lumbre, dayStart: "18:00", dayEnd: "09:00" })).toThrow(
      /SCHEDULE_HOURS/,
    );
  });
});

describe("across DST changes", () => {
  const newYork: ScheduleConfig = { ...lumbre, timeZone: "America/New_York" };
  const madrid: ScheduleConfig = { ...lumbre, timeZone: "Europe/Madrid" };
  /** Every day, around the hour the clocks change. */
  const nightly = (config: ScheduleConfig, dayStart: string, dayEnd: string): ScheduleConfig => ({
    ...config,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    dayStart,
    dayEnd,
  });

  it.each([
    ["America/New_York", "2026-03-04", "2026-03-05", "2026-03-12", "14:00", "13:00"],
    ["America/New_York", "2026-10-28", "2026-10-29", "2026-11-05", "13:00", "14:00"],
    ["Europe/Madrid", "2026-03-25", "2026-03-26", "2026-04-02", "08:00", "07:00"],
    ["Europe/Madrid", "2026-10-21", "2026-10-22", "2026-10-29", "07:00", "08:00"],
  ])(
    "keeps the working day's wall-clock slots in %s through the week from %s",
    (timeZone, nowDate, from, to, before, after) => {
      const config: ScheduleConfig = { ...lumbre, timeZone };
      const now = new Date(`${nowDate}T00:00:00Z`);
      const slots = offeredSlots(config, now, { from, days: 8 });
      const walls = wallTimes(slots, config.timeZone);
      expect(new Set(walls).size).toBe(walls.length);
      const days = [...new Set(walls.map((wall) => wall.slice(0, 10)))];
      expect(days).toHaveLength(6);
      for (const day of days) {
        expect(walls.filter((wall) => wall.startsWith(day))).toEqual(
          workingDay.map((time) => `${day} ${time}`),
        );
      }
      // The same 09:00 is another UTC hour on either side of the change.
      expect(slots[0]?.toISOString()).toBe(`${from}T${before}:00.000Z`);
      expect(slots.filter((slot) => slot.toISOString().startsWith(to))[0]?.toISOString()).toBe(
        `${to}T${after}:00.000Z`,
      );
    },
  );

  it("drops only the slots in the spring-forward gap (New York, 8 March 2026)", () => {
    const slots = offeredSlots(nightly(newYork, "00:00", "04:00"), new Date("2026-03-01T00:00:00Z"), {
      from: "2026-03-08",
      days: 1,
    });
    expect(wallTimes(slots, "America/New_York")).toEqual(
      ["00:00", "00:30", "01:00", "01:30", "03:00", "03:30"].map((time) => `2026-03-08 ${time}`),
    );
    expect(isoList(slots)).toEqual([
      "2026-03-08T05:00:00.000Z",
      "2026-03-08T05:30:00.000Z",
      "2026-03-08T06:00:00.000Z",
      "2026-03-08T06:30:00.000Z",
      "2026-03-08T07:00:00.000Z",
      "2026-03-08T07:30:00.000Z",
    ]);
  });

  it("offers a repeated wall time once (New York, 1 November 2026)", () => {
    const slots = offeredSlots(nightly(newYork, "00:00", "04:00"), new Date("2026-10-25T00:00:00Z"), {
      from: "2026-11-01",
      days: 1,
    });
    expect(isoList(slots)).toEqual([
      "2026-11-01T04:00:00.000Z",
      "2026-11-01T04:30:00.000Z",
      "2026-11-01T05:00:00.000Z",
      "2026-11-01T05:30:00.000Z",
      "2026-11-01T07:00:00.000Z",
      "2026-11-01T07:30:00.000Z",
      "2026-11-01T08:00:00.000Z",
      "2026-11-01T08:30:00.000Z",
    ]);
    expect(wallTimes(slots, "America/New_York")).toEqual(
      ["00:00", "00:30", "01:00", "01:30", "02:00", "02:30", "03:00", "03:30"].map(
        (time) => `2026-11-01 ${time}`,
      ),
    );
  });

  it("drops the gap and keeps one of each repeated time in Madrid (29 March, 25 October 2026)", () => {
    const config = nightly(madrid, "01:00", "04:00");
    const spring = offeredSlots(config, new Date("2026-03-20T00:00:00Z"), { from: "2026-03-29", days: 1 });
    expect(isoList(spring)).toEqual([
      "2026-03-29T00:00:00.000Z",
      "2026-03-29T00:30:00.000Z",
      "2026-03-29T01:00:00.000Z",
      "2026-03-29T01:30:00.000Z",
    ]);
    expect(wallTimes(spring, "Europe/Madrid")).toEqual(
      ["01:00", "01:30", "03:00", "03:30"].map((time) => `2026-03-29 ${time}`),
    );
    const autumn = offeredSlots(config, new Date("2026-10-20T00:00:00Z"), { from: "2026-10-25", days: 1 });
    expect(isoList(autumn)).toEqual([
      "2026-10-24T23:00:00.000Z",
      "2026-10-24T23:30:00.000Z",
      "2026-10-25T00:00:00.000Z",
      "2026-10-25T00:30:00.000Z",
      "2026-10-25T02:00:00.000Z",
      "2026-10-25T02:30:00.000Z",
    ]);
  });

  it("honours notice and horizon as elapsed time across a change", () => {
    // 05:30 EDT on Monday 9 March, two days after the change: 09:00 is 3.5 hours away, 09:30 is 4.
    const now = new Date("2026-03-09T09:30:00Z");
    const slots = offeredSlots(newYork, now, { from: "2026-03-09", days: 31 });
    expect(slots[0]?.toISOString()).toBe("2026-03-09T13:30:00.000Z");
    expect(slots.at(-1)?.getTime()).toBeLessThanOrEqual(now.getTime() + 30 * 24 * 60 * 60 * 1000);
    // 30 × 24 hours after 05:30 EDT on 9 March is 05:30 EDT on 8 April: 7 April is the last day offered.
    expect(wallTimes(slots, "America/New_York").at(-1)).toBe("2026-04-07 17:30");
  });
});
