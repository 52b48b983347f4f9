import { describe, expect, it } from "vitest";
import type { StoredDocument } from "@/content/service/types";
import { indexDocuments } from "./document-index";
import { parseFieldList } from "./field-list";
import { enrichLinks, type LinkContext } from "./link-enrichment";

function makeDocument(id: string, type: string, data: Record<string, unknown>): StoredDocument {
  return {
    id,
    uid: id,
    type,
    lang: "en-us",
    tags: ["t"],
    first_publication_date: null,
    last_publication_date: null,
    alternate_languages: [],
    data,
  };
}

const link = (id: string) => ({ link_type: "Document", id });
const a = makeDocument("a", "node", {
  name: "A",
  next: link("b"),
  intro: [{ type: "paragraph", text: "x", spans: [] }],
});
const b = makeDocument("b", "node", { name: "B", next: link("a"), intro: [] });
const index = indexDocuments([a, b]);

function context(overrides: Partial<LinkContext> = {}): LinkContext {
  return { index, fetchLinks: undefined, urlOf: undefined, brokenRoute: undefined, ...overrides };
}

describe("enrichLinks", () => {
  it("fills links in slices' primary and items and in image links, keeping extra link properties", () => {
    const data = {
      body: [
        {
          slice_type: "cards",
          variation: "default",
          primary: { cta: { ...link("a"), text: "Read" } },
          items: [{ target: link("b") }],
        },
      ],
      picture: [{ type: "image", url: "https://img.test/x.png", linkTo: link("b") }],
      website: { link_type: "Web", url: "https://example.com" },
    };
    const enriched = enrichLinks(data, context());
    expect(enriched.body).toEqual([
      {
        slice_type: "cards",
        variation: "default",
        primary: {
          cta: {
            id: "a",
            type: "node",
            tags: ["t"],
            lang: "en-us",
            slug: "a",
            uid: "a",
            link_type: "Document",
            isBroken: false,
            text: "Read",
          },
        },
        items: [{ target: expect.objectContaining({ id: "b", isBroken: false }) }],
      },
    ]);
    expect(enriched.picture).toEqual([
      expect.objectContaining({ linkTo: expect.objectContaining({ uid: "b" }) }),
    ]);
    expect(enriched.website).toBe(data.website);
  });

  it("shares untouched branches with the stored data", () => {
    const data = { title: [{ type: "heading1", text: "x", spans: [] }], other: link("a") };
    expect(enrichLinks(data, context()).title).toBe(data.title);
    const plain = { title: "x" };
    expect(enrichLinks(plain, context())).toBe(plain);
  });

  it("gives links inside fetched data their metadata but no data of their own", () => {
    const enriched = enrichLinks(
      { next: link("a") },
      context({ fetchLinks: parseFieldList("node.name,node.next") }),
    );
    expect(enriched.next).toMatchObject({
      id: "a",
      data: { name: "A", next: { id: "b", uid: "b", isBroken: false } },
    });
    expect(enriched.next).not.toHaveProperty("data.next.data");
  });

  it("sets url from the route resolver, and brokenRoute (or null) on broken links", () => {
    const urlOf = (document: StoredDocument) => `/${document.uid}`;
    const data = { ok: link("b"), gone: link("zz") };
    expect(enrichLinks(data, context({ urlOf }))).toMatchObject({
      ok: { url: "/b" },
      gone: { id: "zz", isBroken: true, url: null },
    });
    expect(enrichLinks(data, context({ urlOf, brokenRoute: "/404" })).gone).toMatchObject({ url: "/404" });
    expect(enrichLinks(data, context()).gone).toEqual({ link_type: "Document", id: "zz", isBroken: true });
  });
});
