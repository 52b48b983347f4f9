import { describe, expect, it } from "vitest";
import { settings } from "./case-screens";

const phone = { device: "phone" } as const;
const desktop = { device: "desktop" } as const;

describe("the case screens' rhythm", () => {
  it("opens on a large phone, then rows of three, and never leaves a row with empty slots", () => {
    expect(settings([phone, phone, phone, phone, phone, phone])).toEqual([
      "feature",
      "trio",
      "trio",
      "trio",
      "pair",
      "pair",
    ]);
    expect(settings([phone, phone, phone, phone, phone])).toEqual([
      "feature",
      "trio",
      "trio",
      "trio",
      "feature-end",
    ]);
    expect(settings([phone, phone, phone])).toEqual(["feature", "pair", "pair"]);
  });

  it("sets a desktop or tablet screen across the page, in its place in the story", () => {
    expect(settings([phone, phone, phone, phone, desktop])).toEqual([
      "feature",
      "trio",
      "trio",
      "trio",
      "bleed",
    ]);
  });
});
