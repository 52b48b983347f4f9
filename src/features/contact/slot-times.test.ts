import { describe, expect, it } from "vitest";
import { dayKey, dayParts, groupByDay, slotsFrom, slotTime, zoneLabel } from "./slot-times";

describe("time-zone labels", () => {
  it("names the zone and its abbreviation on the date", () => {
    const winter = new Date("2026-12-01T12:00:00Z");
    const summer = new Date("2027-07-01T12:00:00Z");
    expect(zoneLabel("Europe/Madrid", winter, "en-US")).toBe("Europe/Madrid (GMT+1)");
    expect(zoneLabel("Europe/Madrid", summer, "en-US")).toBe("Europe/Madrid (GMT+2)");
    expect(zoneLabel("America/New_York", winter, "en-US")).toBe("America/New York (EST)");
    expect(zoneLabel("America/New_York", summer, "en-US")).toBe("America/New York (EDT)");
    expect(zoneLabel("America/Argentina/Buenos_Aires", winter, "es-AR")).toBe(
      "America/Argentina/Buenos Aires (ART)",
    );
  });

  it("does not repeat a zone whose abbreviation is its name", () => {
    expect(zoneLabel("UTC", new Date("2026-12-01T12:00:00Z"), "en-US")).toBe("UTC");
  });
});

describe("slots on the visitor's calendar", () => {
  // 09:00, 09:30 and 17:30 in Buenos Aires (UTC-3) on 1 December 2026.
  const slots = ["2026-12-01T20:30:00.000Z", "2026-12-01T12:00:00.000Z", "2026-12-01T12:30:00.000Z"];

  it("groups by day in the visitor's zone, in order", () => {
    expect(groupByDay(slots, "America/Argentina/Buenos_Aires")).toEqual([
      { day: "2026-12-01", slots: [slots[1], slots[2], slots[0]] },
    ]);
    // In Tokyo (UTC+9) the late slot is already the next morning.
    expect(groupByDay(slots, "Asia/Tokyo")).toEqual([
      { day: "2026-12-01", slots: [slots[1], slots[2]] },
      { day: "2026-12-02", slots: [slots[0]] },
    ]);
  });

  it("keeps days right across a DST change", () => {
    // Europe's clocks go back at 01:00 UTC on 25 October 2026.
    expect(dayKey("2026-10-24T22:30:00Z", "Europe/Madrid")).toBe("2026-10-25");
    expect(slotTime("2026-10-24T12:00:00Z", "Europe/Madrid", "en-GB")).toBe("14:00");
    expect(slotTime("2026-10-26T12:00:00Z", "Europe/Madrid", "en-GB")).toBe("13:00");
    // New York springs forward on 14 March 2027: 12:00 UTC reads 7:00 before, 8:00 after.
    expect(slotTime("2027-03-13T12:00:00Z", "America/New_York", "en-US")).toBe("7:00 AM");
    expect(slotTime("2027-03-15T12:00:00Z", "America/New_York", "en-US")).toBe("8:00 AM");
  });

  it("reads the 24-hour clock in Spanish", () => {
    expect(slotTime("2026-12-01T20:30:00.000Z", "America/Argentina/Buenos_Aires", "es-AR")).toBe("17:30");
    expect(slotTime("2026-12-01T12:00:00.000Z", "America/Argentina/Buenos_Aires", "es-AR")).toBe("09:00");
  });

  it("writes the day chip in the page's language", () => {
    expect(dayParts("2026-12-01", "en-US")).toMatchObject({ weekday: "Tue", date: "1", month: "Dec" });
    expect(dayParts("2026-12-01", "es-AR")).toMatchObject({ weekday: "mar", date: "1", month: "dic" });
    expect(dayParts("2026-12-01", "en-US").full).toBe("Tuesday, December 1");
  });

  it("asks for slots from yesterday in UTC", () => {
    expect(slotsFrom(new Date("2026-11-22T01:00:00Z"))).toBe("2026-11-21");
  });
});
