import { describe, expect, it } from "vitest";
import { ALL_PAGES_TAG, madeOf, pageTags, publishedTags } from "./page-tags";

describe("what a kept page was made of, as cache tags", () => {
  it("lists the reads in a stable order, every page tag first, and stands for everything past its bound", () => {
    expect(pageTags(new Set(["b", "type:case", "a"]))).toEqual([ALL_PAGES_TAG, "a", "b", "type:case"]);
    expect(pageTags(new Set(Array.from({ length: 401 }, (_, index) => `d${index}`)))).toEqual([
      ALL_PAGES_TAG,
      "*",
    ]);
  });

  it("renders again a page made of a changed document or listing a changed type, and nothing else", () => {
    const page = pageTags(new Set(["menu-en", "settings-en", "svc-1", "type:industry"]));
    expect(madeOf(page, ["svc-1", "type:service"])).toBe(true);
    expect(madeOf(page, ["ind-9", "type:industry"])).toBe(true);
    expect(madeOf(page, ["svc-2", "type:service"])).toBe(false);
    expect(madeOf(page, "all")).toBe(true);
    expect(madeOf(pageTags(new Set(Array.from({ length: 401 }, (_, i) => `d${i}`))), ["x"])).toBe(true);
  });

  it("invalidates the changed documents' tags, or every page's when the publish names none", () => {
    expect(publishedTags(["svc-1", "type:service"])).toEqual(["svc-1", "type:service"]);
    expect(publishedTags("all")).toEqual([ALL_PAGES_TAG]);
  });
});
