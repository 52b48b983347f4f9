import { describe, expect, it } from "vitest";
import { encodeValue, predicate } from "./predicates";

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("expected a throw");
}

describe("predicate", () => {
  it("builds the wire strings of the protocol's examples", () => {
    expect(predicate.at("document.type", "product")).toBe('[at(document.type, "product")]');
    expect(predicate.at("document.tags", ["Macaron", "Cupcake"])).toBe(
      '[at(document.tags, ["Macaron", "Cupcake"])]',
    );
    expect(predicate.at("my.product.price", 50)).toBe("[at(my.product.price, 50)]");
    expect(predicate.at("my.product.out_of_stock", true)).toBe("[at(my.product.out_of_stock, true)]");
    expect(predicate.not("document.type", "product")).toBe('[not(document.type, "product")]');
    expect(predicate.any("document.type", ["product", "blog-post"])).toBe(
      '[any(document.type, ["product", "blog-post"])]',
    );
    expect(predicate.in("document.id", ["V9rIvCQAAB0ACq6y", "V9ZtvCcAALuRUzmO"])).toBe(
      '[in(document.id, ["V9rIvCQAAB0ACq6y", "V9ZtvCcAALuRUzmO"])]',
    );
    expect(predicate.fulltext("document", "banana apple")).toBe('[fulltext(document, "banana apple")]');
    expect(predicate.has("my.product.price")).toBe("[has(my.product.price)]");
    expect(predicate.missing("my.product.price")).toBe("[missing(my.product.price)]");
    expect(predicate.similar("VkRmhykAAFA6PoBj", 10)).toBe('[similar("VkRmhykAAFA6PoBj", 10)]');
    expect(predicate.geopointNear("my.restaurant.location", 9.656896299, -9.77508544, 10)).toBe(
      "[geopoint.near(my.restaurant.location, 9.656896299, -9.77508544, 10)]",
    );
  });

  it("names the number and date predicates as the API does", () => {
    const path = "document.first_publication_date";
    expect(predicate.numberLessThan("my.product.price", 49.99)).toBe("[number.lt(my.product.price, 49.99)]");
    expect(predicate.numberGreaterThan("my.product.price", 10)).toBe("[number.gt(my.product.price, 10)]");
    expect(predicate.numberInRange("my.product.price", 9.99, 49.99)).toBe(
      "[number.inRange(my.product.price, 9.99, 49.99)]",
    );
    expect(predicate.dateAfter(path, "2017-05-18T17:00:00-0500")).toBe(
      `[date.after(${path}, "2017-05-18T17:00:00-0500")]`,
    );
    expect(predicate.dateBefore("my.post.date", 1487894400000)).toBe(
      "[date.before(my.post.date, 1487894400000)]",
    );
    expect(predicate.dateBetween(path, "2017-01-16", "2017-01-20")).toBe(
      `[date.between(${path}, "2017-01-16", "2017-01-20")]`,
    );
    expect(predicate.dayOfMonth(path, 22)).toBe(`[date.day-of-month(${path}, 22)]`);
    expect(predicate.dayOfMonthAfter(path, 1)).toBe(`[date.day-of-month-after(${path}, 1)]`);
    expect(predicate.dayOfMonthBefore(path, 31)).toBe(`[date.day-of-month-before(${path}, 31)]`);
    expect(predicate.dayOfWeek(path, "monday")).toBe(`[date.day-of-week(${path}, "monday")]`);
    expect(predicate.dayOfWeekAfter(path, "sun")).toBe(`[date.day-of-week-after(${path}, "sun")]`);
    expect(predicate.dayOfWeekBefore(path, 5)).toBe(`[date.day-of-week-before(${path}, 5)]`);
    expect(predicate.month(path, "august")).toBe(`[date.month(${path}, "august")]`);
    expect(predicate.monthAfter(path, 3)).toBe(`[date.month-after(${path}, 3)]`);
    expect(predicate.monthBefore(path, "dec")).toBe(`[date.month-before(${path}, "dec")]`);
    expect(predicate.year(path, 2016)).toBe(`[date.year(${path}, 2016)]`);
    expect(predicate.hour(path, 12)).toBe(`[date.hour(${path}, 12)]`);
    expect(predicate.hourAfter(path, 8)).toBe(`[date.hour-after(${path}, 8)]`);
    expect(predicate.hourBefore(path, 17)).toBe(`[date.hour-before(${path}, 17)]`);
  });
});

describe("encodeValue", () => {
  it("quotes strings, escaping inner quotes and backslashes", () => {
    expect(encodeValue('say "hi"')).toBe('"say \\"hi\\""');
    expect(encodeValue("C:\\path")).toBe('"C:\\\\path"');
    expect(encodeValue("")).toBe('""');
  });

  it("prints numbers and booleans bare, Dates as epoch milliseconds, arrays bracketed", () => {
    expect(encodeValue(-1.5)).toBe("-1.5");
    expect(encodeValue(false)).toBe("false");
    expect(encodeValue(new Date(Date.UTC(2024, 0, 2)))).toBe("1704153600000");
    expect(encodeValue(["a", 1, true])).toBe('["a", 1, true]');
    expect(encodeValue([])).toBe("[]");
  });

  it("throws 'Unable to encode <value> of type <type>' for anything else", () => {
    expect(messageOf(() => encodeValue(null))).toBe("Unable to encode null of type object");
    expect(messageOf(() => encodeValue(undefined))).toBe("Unable to encode undefined of type undefined");
    expect(messageOf(() => encodeValue({ a: 1 }))).toBe("Unable to encode [object Object] of type object");
    expect(messageOf(() => encodeValue(10n))).toBe("Unable to encode 10 of type bigint");
    expect(messageOf(() => encodeValue(Object.create(null)))).toBe(
      "Unable to encode [object] of type object",
    );
  });

  it("refuses numbers and Dates the API could not parse, and bad array items", () => {
    expect(messageOf(() => encodeValue(Number.NaN))).toBe("Unable to encode NaN of type number");
    expect(messageOf(() => encodeValue(Number.POSITIVE_INFINITY))).toBe(
      "Unable to encode Infinity of type number",
    );
    expect(messageOf(() => encodeValue(new Date("nonsense")))).toBe(
      "Unable to encode Invalid Date of type object",
    );
    expect(messageOf(() => encodeValue(["ok", null]))).toBe("Unable to encode null of type object");
  });

  it("reaches the builders for untyped run-time values", () => {
    const fromRequest: unknown = { not: "encodable" };
    expect(() => predicate.at("document.id", fromRequest as string)).toThrow(
      "Unable to encode [object Object] of type object",
    );
  });
});
