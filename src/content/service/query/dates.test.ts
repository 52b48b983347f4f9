import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  datePartOf,
  datePartValue,
  isAfter,
  isBefore,
  isBetween,
  isSameDate,
  parseDate,
  timeOf,
} from "./dates";

describe("parseDate", () => {
  it("reads bare dates as whole UTC days", () => {
    expect(parseDate("2017-01-13")).toEqual({ time: Date.UTC(2017, 0, 13), wholeDay: true });
  });

  it("reads ISO-8601 with every offset style", () => {
    const instant = Date.UTC(2017, 4, 18, 22, 0, 0);
    expect(parseDate("2017-05-18T17:00:00-0500")?.time).toBe(instant);
    expect(parseDate("2017-05-18T17:00:00-05:00")?.time).toBe(instant);
    expect(parseDate("2017-05-18T22:00:00+0000")?.time).toBe(instant);
    expect(parseDate("2017-05-18T22:00:00Z")?.time).toBe(instant);
    expect(parseDate("2017-05-18T22:00:00")?.time).toBe(instant);
    expect(parseDate("2017-05-18T23:30:00+0130")?.time).toBe(instant);
    expect(parseDate("2017-05-18T22:00:00.250Z")?.time).toBe(instant + 250);
    expect(parseDate("2017-05-18T22:00Z")).toEqual({ time: instant, wholeDay: false });
  });

  it("reads epoch milliseconds", () => {
    expect(parseDate("1487894400000")).toEqual({ time: 1487894400000, wholeDay: false });
  });

  it("rejects impossible or foreign dates", () => {
    for (const text of ["2017-02-30", "2017-13-01", "2017-01-01T25:00:00Z", "18/05/2017", "yesterday", ""]) {
      expect(parseDate(text)).toBeUndefined();
    }
  });

  it("reads stored values, ignoring digit strings", () => {
    expect(timeOf("2017-01-13T11:45:21+0000")).toBe(Date.UTC(2017, 0, 13, 11, 45, 21));
    expect(timeOf(5)).toBe(5);
    expect(timeOf("12")).toBeUndefined();
    expect(timeOf(null)).toBeUndefined();
  });
});

describe("date comparisons", () => {
  const day = { time: Date.UTC(2017, 0, 20), wholeDay: true };
  const instant = { time: Date.UTC(2017, 0, 20, 12), wholeDay: false };

  it("treats a whole-day argument as the entire day", () => {
    expect(isAfter(day.time + DAY_MS - 1, day)).toBe(false);
    expect(isAfter(day.time + DAY_MS, day)).toBe(true);
    expect(isBefore(day.time - 1, day)).toBe(true);
    expect(isBefore(day.time, day)).toBe(false);
    expect(isSameDate(day.time + 3600_000, day)).toBe(true);
    expect(isBetween(day.time + DAY_MS - 1, day, day)).toBe(true);
  });

  it("is strict for instants and inclusive for between", () => {
    expect(isAfter(instant.time, instant)).toBe(false);
    expect(isAfter(instant.time + 1, instant)).toBe(true);
    expect(isBefore(instant.time, instant)).toBe(false);
    expect(isBetween(instant.time, instant, instant)).toBe(true);
  });
});

describe("date parts", () => {
  it("computes calendar parts in UTC, Monday=1 … Sunday=7", () => {
    const time = Date.UTC(2018, 7, 5, 23, 30); // a Sunday
    expect(datePartOf(time, "day-of-week")).toBe(7);
    expect(datePartOf(time, "day-of-month")).toBe(5);
    expect(datePartOf(time, "month")).toBe(8);
    expect(datePartOf(time, "year")).toBe(2018);
    expect(datePartOf(time, "hour")).toBe(23);
    expect(datePartOf(Date.UTC(2024, 2, 4), "day-of-week")).toBe(1);
  });

  it("accepts day names full or three-letter in any case", () => {
    expect(
      ["monday", "Monday", "MONDAY", "mon", "Mon", "MON"].map((name) => datePartValue("day-of-week", name)),
    ).toEqual([1, 1, 1, 1, 1, 1]);
    expect(datePartValue("day-of-week", "sunday")).toBe(7);
    expect(datePartValue("day-of-week", "Thu")).toBe(4);
    expect(datePartValue("day-of-week", "5")).toBe(5);
    expect(datePartValue("day-of-week", 0)).toBeUndefined();
    expect(datePartValue("day-of-week", "mo")).toBeUndefined();
  });

  it("accepts month names and range-checks numbers", () => {
    expect(datePartValue("month", "August")).toBe(8);
    expect(datePartValue("month", "sep")).toBe(9);
    expect(datePartValue("month", 13)).toBeUndefined();
    expect(datePartValue("month", 1.5)).toBeUndefined();
    expect(datePartValue("hour", 0)).toBe(0);
    expect(datePartValue("day-of-month", 31)).toBe(31);
    expect(datePartValue("day-of-month", 32)).toBeUndefined();
    expect(datePartValue("year", 2016)).toBe(2016);
    expect(datePartValue("year", true)).toBeUndefined();
  });
});
