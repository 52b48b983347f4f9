import { describe, expect, it } from "vitest";
import { filterEntries, filterOptions, nextTab } from "./awards-filter";

const entries = [
  { kind: "award", year: 2024, organisation: "Awwwards" },
  { kind: "award", year: 2022, organisation: "Red Dot" },
  { kind: "award", year: 2022, organisation: "Awwwards" },
  { kind: "conference", year: 2023, organisation: "Config" },
];

describe("awards filter", () => {
  it("keeps the tab's entries matching year and organisation", () => {
    expect(filterEntries(entries, "award", {})).toHaveLength(3);
    expect(filterEntries(entries, "award", { year: 2022 })).toHaveLength(2);
    expect(filterEntries(entries, "award", { year: 2022, organisation: "Awwwards" })).toEqual([entries[2]]);
    expect(filterEntries(entries, "conference", { organisation: "Awwwards" })).toEqual([]);
  });

  it("offers the years and organisations of the tab only", () => {
    expect(filterOptions(entries, "award")).toEqual({
      years: [2024, 2022],
      organisations: ["Awwwards", "Red Dot"],
    });
  });

  it("moves between tabs with arrows (wrapping), Home and End", () => {
    expect(nextTab("ArrowRight", 2, 3)).toBe(0);
    expect(nextTab("ArrowLeft", 0, 3)).toBe(2);
    expect(nextTab("End", 0, 3)).toBe(2);
    expect(nextTab("Home", 2, 3)).toBe(0);
    expect(nextTab("Enter", 1, 3)).toBeUndefined();
  });
});
