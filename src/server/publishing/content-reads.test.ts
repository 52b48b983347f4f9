import { describe, expect, it } from "vitest";
import { contentReadsHeader, dependsOn } from "./content-reads";

describe("what a kept answer was made of", () => {
  it("lists the reads in a stable order, and stands for everything past its bound", () => {
    expect(contentReadsHeader(new Set(["b", "type:case", "a"]))).toBe("a b type:case");
    expect(contentReadsHeader(new Set(Array.from({ length: 401 }, (_, index) => `d${index}`)))).toBe("*");
  });

  it("renders again a page made of a changed document or listing a changed type, and nothing else", () => {
    const page = "menu-en settings-en svc-1 type:industry";
    expect(dependsOn(page, ["svc-1", "type:service"])).toBe(true);
    expect(dependsOn(page, ["ind-9", "type:industry"])).toBe(true);
    expect(dependsOn(page, ["svc-2", "type:service"])).toBe(false);
    expect(dependsOn(page, "all")).toBe(true);
    expect(dependsOn("*", ["anything"])).toBe(true);
  });

  it("never renders again what no content made (scripts, image variants)", () => {
    expect(dependsOn(undefined, "all")).toBe(false);
    expect(dependsOn(undefined, ["svc-1"])).toBe(false);
  });
});
