import { describe, expect, it } from "vitest";
import { PageIndex } from "./page-index";

describe("the page index", () => {
  it("knows nothing until it is taken, then exactly the pages the content has", () => {
    const index = new PageIndex();
    expect(index.has("/cases/ank/")).toBeUndefined();
    index.take([{ id: "case-ank-en", path: "/cases/ank/" }]);
    expect(index.has("/cases/ank/")).toBe(true);
    expect(index.has("/cases/nope/")).toBe(false);
  });

  it("leads a renamed document's earlier paths to its page now, and forgets a removed one", () => {
    const index = new PageIndex();
    index.take([{ id: "c1", path: "/cases/ank/" }]);
    expect(index.take([{ id: "c1", path: "/cases/ank-wallet/" }])).toEqual([
      { path: "/cases/ank/", documentId: "c1" },
    ]);
    index.take([{ id: "c1", path: "/cases/ank-app/" }]);
    // Both earlier paths lead to where the page is now, not through each other.
    expect(index.movedTo("/cases/ank/")).toBe("/cases/ank-app/");
    expect(index.movedTo("/cases/ank-wallet/")).toBe("/cases/ank-app/");
    index.take([]);
    expect(index.movedTo("/cases/ank/")).toBeUndefined();
    expect(index.has("/cases/ank-app/")).toBe(false);
  });

  it("takes moves recorded before a restart", () => {
    const index = new PageIndex();
    index.remember([{ path: "/cases/old/", documentId: "c1" }]);
    index.take([{ id: "c1", path: "/cases/new/" }]);
    expect(index.movedTo("/cases/old/")).toBe("/cases/new/");
  });
});
