import { describe, expect, it } from "vitest";
import { type ListedElement, showListed } from "./listed-items";

const item = (key: string | undefined, hidden = false): ListedElement => ({
  dataset: key === undefined ? {} : { key },
  hidden,
});

describe("showListed", () => {
  it("hides the items not shown and shows the others again", () => {
    const items = [item("a"), item("b", true), item("c")];
    showListed(items, new Set(["b"]));
    expect(items.map((listed) => listed.hidden)).toEqual([true, false, true]);
    showListed(items, new Set(["a", "b", "c"]));
    expect(items.map((listed) => listed.hidden)).toEqual([false, false, false]);
  });

  it("leaves an item without a key alone", () => {
    const items = [item(undefined, true), item(undefined)];
    showListed(items, new Set());
    expect(items.map((listed) => listed.hidden)).toEqual([true, false]);
  });
});
