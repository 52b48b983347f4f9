import { describe, expect, it } from "vitest";
import type { ContentStore } from "./content-store";
import { storeChange } from "./store-change";
import type { StoredDocument } from "./types";

const documentOf = (id: string, type: string, title: string): StoredDocument => ({
  id,
  uid: id,
  type,
  lang: "en-us",
  tags: [],
  first_publication_date: null,
  last_publication_date: null,
  alternate_languages: [],
  data: { title },
});

const storeOf = (
  master: readonly StoredDocument[],
  bookmarks: Record<string, string> = {},
): ContentStore => ({
  masterRef: master.map((document) => `${document.id}:${String(document.data.title)}`).join(","),
  master,
  sources: new Map(),
  releases: [],
  scheduledTimes: [],
  experiments: { draft: [], running: [] },
  languages: ["en-us"],
  types: {},
  bookmarks,
});

describe("what a publish of the embedded service changes", () => {
  const menu = documentOf("menu", "menu", "Menu");
  const service = documentOf("svc", "service", "UX audits");
  const other = documentOf("svc2", "service", "Design sprints");

  it("names an edited document with the fields that differ, and an added or removed one with its type's listings", () => {
    const before = storeOf([menu, service, other]);
    expect(
      storeChange(before, storeOf([menu, { ...service, data: { title: "UX reviews" } }, other])),
    ).toEqual(["doc:service", "field:service.title", "svc"]);
    expect(storeChange(before, storeOf([menu, { ...service, uid: "ux-reviews" }, other]))).toEqual([
      "doc:service",
      "field:service.document.uid",
      "svc",
    ]);
    expect(storeChange(before, storeOf([menu, service, other, documentOf("case", "case", "Ank")]))).toEqual([
      "case",
      "doc:case",
      "type:case",
    ]);
    expect(storeChange(before, storeOf([menu, service]))).toEqual(["doc:service", "svc2", "type:service"]);
    expect(storeChange(before, storeOf([menu, service, other]))).toEqual([]);
  });

  it("is everything at the first take and when the bookmarks move", () => {
    expect(storeChange(undefined, storeOf([menu]))).toBe("all");
    expect(storeChange(storeOf([menu]), storeOf([menu], { main: "menu" }))).toBe("all");
  });
});
