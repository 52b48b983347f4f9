import { describe, expect, it } from "vitest";
import { addDays, isKnownTimeZone, isoWeekday, zonedDate, zonedTimeToUtc } from "./zoned-time";

const iso = (date: Date | undefined) => date?.toISOString();

/** Every wall time ("YYYY-MM-DD HH:MM") the zone shows around `date`, mapped to the first minute showing it. */
function wallClockIndex(date: string, zone: string): Map<string, number> {
  const format = new Intl.DateTimeFormat("sv-SE", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  });
  const index = new Map<string, number>();
  const start = Date.parse(`${date}T00:00:00Z`) - 36 * 60 * 60 * 1000;
  for (let instant = start; instant < start + 72 * 60 * 60 * 1000; instant += 60 * 1000) {
    const wall = format.format(instant);
    if (!index.has(wall)) index.set(wall, instant);
  }
  return index;
}

describe("zonedTimeToUtc", () => {
  it("converts a wall time in a zone without DST", () => {
    expect(iso(zonedTimeToUtc("2026-12-01", "09:00", "America/Argentina/Buenos_Aires"))).toBe(
      "2026-12-01T12:00:00.000Z",
    );
    expect(iso(zonedTimeToUtc("2026-12-01", "00:00", "UTC"))).toBe("2026-12-01T00:00:00.000Z");
    expect(iso(zonedTimeToUtc("2026-12-01", "09:00", "Asia/Kathmandu"))).toBe("2026-12-01T03:15:00.000Z");
  });

  it("skips the hour the clocks jump over and takes the first of a repeated hour (New York)", () => {
    const zone = "America/New_York";
    expect(iso(zonedTimeToUtc("2026-03-08", "01:30", zone))).toBe("2026-03-08T06:30:00.000Z");
    expect(zonedTimeToUtc("2026-03-08", "02:00", zone)).toBeUndefined();
    expect(zonedTimeToUtc("2026-03-08", "02:30", zone)).toBeUndefined();
    expect(iso(zonedTimeToUtc("2026-03-08", "03:00", zone))).toBe("2026-03-08T07:00:00.000Z");
    expect(iso(zonedTimeToUtc("2026-11-01", "00:30", zone))).toBe("2026-11-01T04:30:00.000Z");
    expect(iso(zonedTimeToUtc("2026-11-01", "01:30", zone))).toBe("2026-11-01T05:30:00.000Z");
    expect(iso(zonedTimeToUtc("2026-11-01", "02:00", zone))).toBe("2026-11-01T07:00:00.000Z");
  });

  it("handles Europe's changes (Madrid)", () => {
    const zone = "Europe/Madrid";
    expect(iso(zonedTimeToUtc("2026-03-29", "01:59", zone))).toBe("2026-03-29T00:59:00.000Z");
    expect(zonedTimeToUtc("2026-03-29", "02:30", zone)).toBeUndefined();
    expect(iso(zonedTimeToUtc("2026-03-29", "03:00", zone))).toBe("2026-03-29T01:00:00.000Z");
    expect(iso(zonedTimeToUtc("2026-10-25", "02:30", zone))).toBe("2026-10-25T00:30:00.000Z");
    expect(iso(zonedTimeToUtc("2026-10-25", "03:00", zone))).toBe("2026-10-25T02:00:00.000Z");
  });

  it.each([
    ["America/New_York", "2026-03-08"],
    ["America/New_York", "2026-11-01"],
    ["Europe/Madrid", "2026-03-29"],
    ["Europe/Madrid", "2026-10-25"],
    ["Australia/Lord_Howe", "2026-10-04"],
    ["Australia/Lord_Howe", "2026-04-05"],
    ["America/Santiago", "2026-09-06"],
    ["America/Santiago", "2026-04-05"],
    ["America/Argentina/Buenos_Aires", "2026-12-01"],
  ])("agrees with a minute-by-minute scan of %s on %s", (zone, date) => {
    const index = wallClockIndex(date, zone);
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
      const expected = index.get(`${date} ${time}`);
      expect(zonedTimeToUtc(date, time, zone)?.getTime(), `${date} ${time}`).toBe(expected);
    }
  });

  it("refuses what is not a date or a time", () => {
    expect(() => zonedTimeToUtc("2026-02-30", "09:00", "UTC")).toThrow(RangeError);
    expect(() => zonedTimeToUtc("2026-12-01", "9:00", "UTC")).toThrow(RangeError);
    expect(() => zonedTimeToUtc("2026-12-01", "24:00", "UTC")).toThrow(RangeError);
  });
});

describe("calendar helpers", () => {
  it("reads the date of an instant in a zone", () => {
    expect(zonedDate(new Date("2026-12-01T02:00:00Z"), "America/Argentina/Buenos_Aires")).toBe("2026-11-30");
    expect(zonedDate(new Date("2026-12-01T23:30:00Z"), "Europe/Madrid")).toBe("2026-12-02");
  });

  it("adds days across months and years and names ISO weekdays", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(isoWeekday("2026-12-01")).toBe(2);
    expect(isoWeekday("2026-12-06")).toBe(7);
  });

  it("knows real zones only", () => {
    expect(isKnownTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isKnownTimeZone("")).toBe(false);
  });
});
