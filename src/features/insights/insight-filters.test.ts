import { describe, expect, it } from "vitest";
import { insightCategory } from "@/content/queries";
import {
  insightCategoryQuery,
  insightFilterQuery,
  parseInsightCategory,
  shownInsights,
} from "./insight-filters";

const offered = ["blockchain", "branding"];
const items = [
  { uid: "a", category: "blockchain" },
  { uid: "b", category: "branding" },
];

describe("the insights category filter", () => {
  it("reads a category the page offers, and ignores any other value", () => {
    expect(parseInsightCategory(new URLSearchParams("category=blockchain"), offered)).toBe("blockchain");
    expect(parseInsightCategory(new URLSearchParams("category=data"), offered)).toBeNull();
    expect(parseInsightCategory(new URLSearchParams("category=%3Cscript%3E"), offered)).toBeNull();
    expect(parseInsightCategory(new URLSearchParams("category="), offered)).toBeNull();
  });

  it("keeps only the understood filter for the page's links, and other parameters when the island writes it", () => {
    expect(insightFilterQuery(new URLSearchParams("category=branding&utm_source=x"), offered)).toBe(
      "category=branding",
    );
    expect(insightFilterQuery(new URLSearchParams("category=nope"), offered)).toBe("");
    expect(insightCategoryQuery("blockchain", new URLSearchParams("utm_source=x")).toString()).toBe(
      "utm_source=x&category=blockchain",
    );
    expect(insightCategoryQuery(null, new URLSearchParams("category=blockchain")).toString()).toBe("");
  });

  it("shows on the server what the island shows", () => {
    expect([...shownInsights(items, offered, "category=branding")]).toEqual(["b"]);
    expect([...shownInsights(items, offered, "category=nope")]).toEqual(["a", "b"]);
  });

  it("means the same in both languages: categories are the content model's ids, not translated names", () => {
    expect(insightCategory.options).toContain("blockchain");
    expect(insightCategory.options.every((id) => /^[a-z]+(?:-[a-z]+)*$/.test(id))).toBe(true);
  });
});
