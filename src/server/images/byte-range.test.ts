import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { byteRange, contentRange, rangeStillApplies, requestedRange } from "./byte-range";

const SIZE = 100;
const part = (start: number, end: number) => ({ kind: "part", start, end });
const whole = { kind: "whole" };
const unsatisfiable = { kind: "unsatisfiable" };

describe("byteRange", () => {
  it("selects one range, its end clamped to the representation", () => {
    expect(byteRange("bytes=0-9", SIZE)).toEqual(part(0, 9));
    expect(byteRange("bytes=90-", SIZE)).toEqual(part(90, 99));
    expect(byteRange("bytes=-10", SIZE)).toEqual(part(90, 99));
    expect(byteRange("bytes=-1000", SIZE)).toEqual(part(0, 99));
    expect(byteRange("bytes=50-5000", SIZE)).toEqual(part(50, 99));
    expect(byteRange("BYTES=0-0", SIZE)).toEqual(part(0, 0));
    expect(byteRange(" bytes=0-1, ", SIZE)).toEqual(part(0, 1));
  });

  it("answers 416 to ranges that select nothing: past the end, an empty suffix, a last byte before the first", () => {
    for (const header of ["bytes=5-1", "bytes=100-", "bytes=100-200", "bytes=-0", "bytes=5-1,200-300"]) {
      expect(byteRange(header, SIZE), header).toEqual(unsatisfiable);
    }
    expect(byteRange("bytes=0-", 0)).toEqual(unsatisfiable);
  });

  it("takes numbers of any length without overflowing into something else", () => {
    const huge = "9".repeat(400);
    expect(byteRange(`bytes=0-${huge}`, SIZE)).toEqual(part(0, 99));
    expect(byteRange(`bytes=${huge}-`, SIZE)).toEqual(unsatisfiable);
    expect(byteRange(`bytes=-${huge}`, SIZE)).toEqual(part(0, 99));
    expect(byteRange("bytes=00000000000000000000000000007-0008", SIZE)).toEqual(part(7, 8));
  });

  it("ignores what is not a byte range, and sends several ranges as the whole", () => {
    for (const header of [
      "",
      "bytes",
      "bytes=",
      "bytes=,",
      "bytes=abc",
      "bytes=1-2-3",
      "bytes=-",
      "bytes=1.5-2",
      "bytes=-1-2",
      "bytes=0x10-",
      "bytes = 0-1",
      "items=0-1",
      "0-1",
      "bytes=0-1;x",
    ]) {
      expect(byteRange(header, SIZE), JSON.stringify(header)).toEqual(whole);
    }
    expect(byteRange("bytes=0-1,5-9", SIZE)).toEqual(whole);
    expect(byteRange("bytes=0-1,0-1,0-1", SIZE)).toEqual(whole);
    expect(byteRange("bytes=5-1,0-1", SIZE)).toEqual(whole);
    expect(byteRange("bytes=-5", 0)).toEqual(whole);
    expect(byteRange(undefined, SIZE)).toEqual(whole);
    expect(byteRange(null, SIZE)).toEqual(whole);
  });

  it("never throws, and a part it selects lies within the representation", () => {
    const header = fc.oneof(
      fc.string(),
      fc
        .array(
          fc.oneof(
            fc.tuple(fc.nat(), fc.option(fc.nat(), { nil: undefined })).map(([a, b]) => `${a}-${b ?? ""}`),
            fc.nat().map((n) => `-${n}`),
            fc.string({ maxLength: 5 }),
          ),
          { maxLength: 4 },
        )
        .map((specs) => `bytes=${specs.join(",")}`),
    );
    fc.assert(
      fc.property(header, fc.nat({ max: 10_000 }), (text, size) => {
        const range = byteRange(text, size);
        if (range.kind !== "part") return;
        expect(Number.isSafeInteger(range.start) && Number.isSafeInteger(range.end)).toBe(true);
        expect(0 <= range.start && range.start <= range.end && range.end < size).toBe(true);
      }),
    );
  });
});

describe("rangeStillApplies", () => {
  const validators = { etag: '"abc"', lastModified: "Thu, 26 Nov 2026 10:00:00 GMT" };
  it("honours a Range only while If-Range names the current version strongly", () => {
    expect(rangeStillApplies(undefined, validators)).toBe(true);
    expect(rangeStillApplies('"abc"', validators)).toBe(true);
    expect(rangeStillApplies('W/"abc"', validators)).toBe(false);
    expect(rangeStillApplies('"old"', validators)).toBe(false);
    expect(rangeStillApplies("Thu, 26 Nov 2026 10:00:00 GMT", validators)).toBe(true);
    expect(rangeStillApplies("Wed, 25 Nov 2026 10:00:00 GMT", validators)).toBe(false);
    expect(rangeStillApplies("not a date", validators)).toBe(false);
    expect(rangeStillApplies("Thu, 26 Nov 2026 10:00:00 GMT", { etag: '"abc"' })).toBe(false);
  });
});

describe("requestedRange", () => {
  it("applies to GET only, and not past a stale If-Range", () => {
    const validators = { etag: '"abc"' };
    expect(requestedRange("GET", { range: "bytes=0-1", ifRange: null }, SIZE, validators)).toEqual(
      part(0, 1),
    );
    expect(requestedRange("HEAD", { range: "bytes=0-1", ifRange: null }, SIZE, validators)).toEqual(whole);
    expect(requestedRange("GET", { range: "bytes=5-1", ifRange: '"old"' }, SIZE, validators)).toEqual(whole);
  });
});

describe("contentRange", () => {
  it("names a part, or the length alone for a 416", () => {
    expect(contentRange({ kind: "part", start: 0, end: 9 }, SIZE)).toBe("bytes 0-9/100");
    expect(contentRange({ kind: "unsatisfiable" }, SIZE)).toBe("bytes */100");
  });
});
