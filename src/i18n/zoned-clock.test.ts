import { describe, expect, it } from "vitest";
import { isTimeZone, zonedClock, zonedDay, zoneName } from "./zoned-clock";

describe("zonedClock", () => {
  it("reads the wall clock and the offset of an instant in a zone", () => {
    const at = new Date("2026-12-01T12:00:00.000Z");
    expect(zonedClock(at, "America/Argentina/Buenos_Aires")).toEqual({
      year: "2026",
      month: "12",
      day: "01",
      hour: "09",
      minute: "00",
      second: "00",
      offsetMs: -3 * 60 * 60 * 1000,
    });
    expect(zonedClock(at.getTime(), "Asia/Kathmandu").offsetMs).toBe((5 * 60 + 45) * 60 * 1000);
  });

  it("writes midnight as 00 and follows DST", () => {
    expect(zonedClock(new Date("2026-12-01T03:00:00Z"), "America/Argentina/Buenos_Aires").hour).toBe("00");
    expect(zonedClock(new Date("2026-07-01T12:00:00Z"), "Europe/Madrid").offsetMs).toBe(2 * 60 * 60 * 1000);
    expect(zonedClock(new Date("2026-12-01T12:00:00Z"), "Europe/Madrid").offsetMs).toBe(60 * 60 * 1000);
  });

  it("throws for a zone the runtime does not know", () => {
    expect(() => zonedClock(0, "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});

describe("zonedDay", () => {
  it("is the calendar day in the zone, not in UTC", () => {
    expect(zonedDay(new Date("2026-10-24T22:30:00Z"), "Europe/Madrid")).toBe("2026-10-25");
    expect(zonedDay(new Date("2026-12-01T02:00:00Z"), "America/Argentina/Buenos_Aires")).toBe("2026-11-30");
  });
});

describe("zoneName", () => {
  it("names the zone in the style and locale asked", () => {
    const winter = new Date("2026-12-01T12:00:00Z");
    expect(zoneName(winter, "America/New_York", "en-US", "short")).toBe("EST");
    expect(zoneName(winter, "America/Argentina/Buenos_Aires", "en-GB", "shortOffset")).toBe("GMT-3");
  });
});

describe("isTimeZone", () => {
  it("knows IANA zones and refuses the rest", () => {
    expect(isTimeZone("Europe/Madrid")).toBe(true);
    expect(isTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
