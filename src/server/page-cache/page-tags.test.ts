import { describe, expect, it } from "vitest";
import { ALL_PAGES_TAG, madeOf, pageTags, publishedTags } from "./page-tags";

describe("what a kept page was made of, as cache tags", () => {
  it("lists the reads in a stable order, every page tag first, and names types in place of documents past its bound", () => {
    expect(pageTags(new Set(["b", "type:case", "doc:case", "field:case.year", "a"]))).toEqual([
      ALL_PAGES_TAG,
      "a",
      "b",
      "field:case.year",
      "type:case",
    ]);
    const listing = new Set([
      ...Array.from({ length: 401 }, (_, index) => `d${index}`),
      "doc:insight",
      "type:insight",
    ]);
    expect(pageTags(listing)).toEqual([ALL_PAGES_TAG, "doc:insight", "type:insight"]);
  });

  it("renders again a page made of a changed document or listing a changed type, and nothing else", () => {
    const page = pageTags(new Set(["menu-en", "settings-en", "svc-1", "type:industry"]));
    expect(madeOf(page, ["svc-1", "type:service"])).toBe(true);
    expect(madeOf(page, ["ind-9", "type:industry"])).toBe(true);
    expect(madeOf(page, ["svc-2", "type:service"])).toBe(false);
    expect(madeOf(page, "all")).toBe(true);
    const sitemap = pageTags(new Set([...Array.from({ length: 401 }, (_, i) => `d${i}`), "doc:service"]));
    expect(madeOf(sitemap, ["svc-9", "doc:service", "field:service.title"])).toBe(true);
    expect(madeOf(sitemap, ["ins-9", "doc:insight", "field:insight.title"])).toBe(false);
  });

  it("invalidates the changed documents' tags, or every page's when the publish names none", () => {
    expect(publishedTags(["svc-1", "type:service"])).toEqual(["svc-1", "type:service"]);
    expect(publishedTags("all")).toEqual([ALL_PAGES_TAG]);
  });
});
