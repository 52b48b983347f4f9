import { describe, expect, it } from "vitest";
import { formSchema } from "./schemas";
import { appendQuery, buildFormUrl } from "./search-form";

const blogForm = formSchema.parse({
  action: "https://lumbre.cdn.prismic.io/api/v2/documents/search?x=1",
  fields: {
    ref: { type: "String" },
    q: { type: "String", multiple: true, default: '[[:d = any(document.type, ["blog"])]]' },
    page: { type: "Integer", default: "1" },
    lang: { type: "String" },
  },
});

describe("buildFormUrl (v3 SearchForm semantics)", () => {
  it("keeps defaults in place, replaces single fields, adds to multiple ones, skips empty values", () => {
    const url = new URL(
      buildFormUrl(blogForm, [
        ["page", "2"],
        ["q", "[[has(my.blog.title)]]"],
        ["ref", "r"],
        ["lang", ""],
      ]),
    );
    expect([...url.searchParams]).toEqual([
      ["x", "1"],
      ["q", '[[:d = any(document.type, ["blog"])]]'],
      ["q", "[[has(my.blog.title)]]"],
      ["page", "2"],
      ["ref", "r"],
    ]);
  });

  it("refuses a field the form does not declare, even with an empty value", () => {
    expect(() => buildFormUrl(blogForm, [["pageSize", ""]])).toThrow("Unknown field pageSize");
    expect(() => buildFormUrl(blogForm, [["toString", "x"]])).toThrow("Unknown field toString");
  });
});

describe("appendQuery", () => {
  it("encodes with encodeURIComponent and picks the separator", () => {
    expect(appendQuery("http://h/api/v2", [])).toBe("http://h/api/v2");
    expect(
      appendQuery("http://h/api/v2", [
        ["routes", '[{"type":"page"}]'],
        ["a b", "c d"],
      ]),
    ).toBe("http://h/api/v2?routes=%5B%7B%22type%22%3A%22page%22%7D%5D&a%20b=c%20d");
    expect(appendQuery("http://h/s?x=1", [["y", "2"]])).toBe("http://h/s?x=1&y=2");
  });
});
