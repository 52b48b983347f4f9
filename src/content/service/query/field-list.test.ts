import { describe, expect, it } from "vitest";
import { parseFieldList, selectFields } from "./field-list";

describe("parseFieldList", () => {
  it("reads comma-separated type.field lists with or without brackets and spaces", () => {
    const expected = new Map([
      ["author", new Set(["name", "avatar"])],
      ["page", new Set(["title"])],
    ]);
    expect(parseFieldList("author.name,author.avatar,page.title")).toEqual(expected);
    expect(parseFieldList("[author.name, author.avatar , page.title]")).toEqual(expected);
  });

  it("ignores entries that are not type.field, and absent values", () => {
    expect(parseFieldList("author,my.page.title,,page.title")).toEqual(
      new Map([["page", new Set(["title"])]]),
    );
    expect(parseFieldList(undefined)).toBeUndefined();
  });
});

describe("selectFields", () => {
  const data = { title: "T", body: "B", price: 3 };

  it("keeps only the listed fields of a mentioned type", () => {
    expect(selectFields("article", data, parseFieldList("article.price,article.title,page.x"))).toEqual({
      title: "T",
      price: 3,
    });
  });

  it("leaves other types and absent selections alone", () => {
    expect(selectFields("page", data, parseFieldList("article.price"))).toBe(data);
    expect(selectFields("page", data, undefined)).toBe(data);
  });
});
