import { describe, expect, it } from "vitest";
import type { SearchParams, StoredDocument } from "@/content/service/types";
import { type SearchOutcome, type SearchSuccess, searchDocuments } from "./search";
import { allDocuments, bananaBread, home, hrefFor, searchParams } from "./test-fixtures";

function search(overrides: Partial<SearchParams> = {}, documents: readonly StoredDocument[] = allDocuments) {
  return searchDocuments(documents, searchParams(overrides), { hrefFor });
}

function success(outcome: SearchOutcome): SearchSuccess {
  if (!outcome.ok) throw new Error(outcome.error.message);
  return outcome;
}

const ids = (overrides: Partial<SearchParams> = {}) =>
  success(search(overrides)).results.map((result) => result.id);

function dataOf(overrides: Partial<SearchParams>, id: string): Readonly<Record<string, unknown>> {
  const result = success(search(overrides)).results.find((document) => document.id === id);
  if (!result) throw new Error(`${id} not in the results`);
  return result.data;
}

describe("searchDocuments: query", () => {
  it("returns every master-language document without q, newest first", () => {
    expect(ids()).toEqual([
      "page-home",
      "page-about",
      "settings",
      "category-1",
      "author-1",
      "article-3",
      "article-2",
      "article-1",
      "category-2",
    ]);
  });

  it("filters by lang: one language, or all with *", () => {
    expect(ids({ lang: "es-ar" })).toEqual(["page-inicio"]);
    expect(ids({ lang: "*" })).toHaveLength(10);
    expect(ids({ lang: "fr-fr" })).toEqual([]);
  });

  it("ANDs v7 filters sent as separate q values", () => {
    expect(ids({ q: ['[[at(document.type, "article")]]', '[[at(document.tags, ["Featured"])]]'] })).toEqual([
      "article-1",
    ]);
  });

  it("ANDs v3 predicates concatenated in one q", () => {
    expect(ids({ q: ['[[at(document.type,"page")][at(my.page.uid,"home")]]'] })).toEqual(["page-home"]);
  });

  it("reads the canonical href query with its binder", () => {
    expect(ids({ q: ['[[:d = at(document.id, "article-2") ]]'], lang: "*" })).toEqual(["article-2"]);
  });

  it("keeps the in(...) order unless orderings are given", () => {
    const q = ['[[in(document.id, ["article-2", "page-home", "article-1"])]]'];
    expect(ids({ q })).toEqual(["article-2", "page-home", "article-1"]);
    expect(ids({ q, orderings: "[document.first_publication_date]" })).toEqual([
      "article-1",
      "article-2",
      "page-home",
    ]);
  });

  it("applies orderings with desc and ties", () => {
    expect(ids({ q: ['[[at(document.type, "article")]]'], orderings: "[my.article.price desc]" })).toEqual([
      "article-2",
      "article-1",
      "article-3",
    ]);
    expect(
      ids({
        q: ['[[at(document.type, "article")]]'],
        orderings: "[my.article.category, my.article.uid desc]",
      }),
    ).toEqual(["article-1", "article-2", "article-3"]);
  });
});

describe("searchDocuments: after and pagination", () => {
  const articles = { q: ['[[at(document.type, "article")]]'], orderings: "[my.article.uid]" };

  it("keeps only documents after the given id, then paginates", () => {
    expect(ids({ ...articles, after: "article-2" })).toEqual(["article-1", "article-3"]);
    expect(ids({ ...articles, after: "article-3" })).toEqual([]);
    expect(ids({ ...articles, after: "article-1", pageSize: 1 })).toEqual(["article-3"]);
    const outcome = success(search({ ...articles, after: "article-2", pageSize: 1, page: 2 }));
    expect(outcome).toMatchObject({ page: 2, pageSize: 1, totalResults: 2, totalPages: 2 });
    expect(outcome.results.map((result) => result.id)).toEqual(["article-3"]);
  });

  it("returns nothing after an id that is not in the result list", () => {
    expect(success(search({ ...articles, after: "page-home" }))).toMatchObject({
      totalResults: 0,
      results: [],
    });
  });

  it("paginates and counts pages", () => {
    const outcome = success(search({ page: 2, pageSize: 4 }));
    expect(outcome).toMatchObject({ page: 2, pageSize: 4, totalResults: 9, totalPages: 3 });
    expect(outcome.results.map((result) => result.id)).toEqual([
      "author-1",
      "article-3",
      "article-2",
      "article-1",
    ]);
    expect(success(search({ page: 4, pageSize: 4 })).results).toEqual([]);
    expect(success(search({ q: ['[[at(document.id, "none")]]'] }))).toMatchObject({
      totalResults: 0,
      totalPages: 0,
      results: [],
    });
  });

  it("clamps page and pageSize defensively", () => {
    expect(success(search({ pageSize: 500 })).pageSize).toBe(100);
    expect(success(search({ pageSize: 0 })).pageSize).toBe(1);
    expect(success(search({ pageSize: Number.NaN })).pageSize).toBe(20);
    expect(success(search({ page: 0 })).page).toBe(1);
    expect(success(search({ page: 2.7, pageSize: 5 })).page).toBe(2);
  });
});

describe("searchDocuments: parsing errors", () => {
  it("answers a malformed q with the exact parsing-error body", () => {
    const query = '[[at(document.type "x")]]';
    const outcome = search({ q: ['[[at(document.type, "page")]]', query] });
    expect(outcome).toEqual({
      ok: false,
      error: {
        type: "parsing-error",
        message: `unexpected '"' on line:1 col:20 in query '${query}'\n${query}\n${" ".repeat(19)}^\n`,
        line: 1,
        column: 20,
        id: 0,
        location: "query",
      },
    });
  });

  it("answers an unknown field with the column of the path", () => {
    const query = '[[at(document.type, "article")][at(my.article.categorie, "x")]]';
    const outcome = search({ q: [query] });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.message).toMatch(
      /^\[function at\(\.\.\)\] unexpected field 'my\.article\.categorie' on line:1 col:36 in query '/,
    );
    expect(outcome.error).toMatchObject({
      line: 1,
      column: 36,
      id: 0,
      location: "query",
      type: "parsing-error",
    });
  });

  it("answers malformed orderings and unknown predicates", () => {
    expect(search({ orderings: "[my.article.price desc" })).toMatchObject({
      ok: false,
      error: { type: "parsing-error", line: 1, column: 23, location: "query" },
    });
    expect(search({ q: ['[[nearby(document.type, "x")]]'] })).toMatchObject({
      ok: false,
      error: { column: 3, message: expect.stringMatching(/^unknown function 'nearby' on line:1 col:3/) },
    });
  });
});

describe("searchDocuments: result documents", () => {
  it("adds href, slugs, linked_documents and a null url without routes", () => {
    const [result] = success(search({ q: ['[[at(document.id, "page-home")]]'] })).results;
    expect(result).toMatchObject({
      id: "page-home",
      uid: "home",
      url: null,
      type: "page",
      href: "https://cdn.test/search?id=page-home",
      tags: ["Featured", "Home"],
      first_publication_date: "2024-03-04T10:30:00+0000",
      last_publication_date: "2024-03-06T10:30:00+0000",
      slugs: ["home"],
      linked_documents: [],
      lang: "en-us",
      alternate_languages: [{ id: "page-inicio", uid: "inicio", type: "page", lang: "es-ar" }],
    });
    expect(Object.keys(result ?? {})).toEqual([
      "id",
      "uid",
      "url",
      "type",
      "href",
      "tags",
      "first_publication_date",
      "last_publication_date",
      "slugs",
      "linked_documents",
      "lang",
      "alternate_languages",
      "data",
    ]);
    const [settings] = success(search({ q: ['[[at(document.type, "settings")]]'] })).results;
    expect(settings?.slugs).toEqual([]);
  });

  it("fetch keeps only the listed fields of mentioned types", () => {
    const params = {
      fetch: "article.title,article.price",
      q: ['[[any(document.type, ["article", "page"])]]'],
    };
    expect(Object.keys(dataOf(params, "article-1"))).toEqual(["title", "price"]);
    expect(Object.keys(dataOf(params, "page-home"))).toEqual(["title", "body", "parent"]);
    expect(Object.keys(dataOf({ fetch: "[ article.price , page.title ]" }, "article-2"))).toEqual(["price"]);
    expect(Object.keys(dataOf({ fetch: "[ article.price , page.title ]" }, "page-about"))).toEqual(["title"]);
  });

  it("fills Document links with the linked document's metadata, even without fetchLinks", () => {
    const data = dataOf({}, "article-1");
    expect(data.author).toEqual({
      id: "author-1",
      type: "author",
      tags: [],
      lang: "en-us",
      slug: "jane",
      uid: "jane",
      link_type: "Document",
      isBroken: false,
    });
    expect(dataOf({}, "article-2").author).toEqual({
      link_type: "Document",
      id: "author-gone",
      isBroken: true,
    });
    expect(data.gallery).toEqual([
      expect.objectContaining({ photographer: expect.objectContaining({ uid: "jane", isBroken: false }) }),
      expect.objectContaining({ photographer: { link_type: "Any" } }),
    ]);
  });

  it("fetchLinks copies the listed fields into link.data everywhere, rich text as its first block", () => {
    const data = dataOf({ fetchLinks: "[author.name,author.bio,category.name]" }, "article-1");
    expect(data.author).toMatchObject({
      id: "author-1",
      data: { name: "Jane Doe", bio: [{ type: "paragraph", text: "Pastry chef.", spans: [] }] },
    });
    expect(data.topic).toMatchObject({ id: "category-1", uid: "desserts", data: { name: "Desserts" } });
    expect(data.gallery).toEqual([
      expect.objectContaining({
        photographer: expect.objectContaining({ data: expect.objectContaining({ name: "Jane Doe" }) }),
      }),
      expect.anything(),
    ]);
    expect(dataOf({ fetchLinks: "author.name" }, "article-2").author).toEqual({
      link_type: "Document",
      id: "author-gone",
      isBroken: true,
    });
    expect(dataOf({ fetchLinks: "author.nickname" }, "article-1").author).not.toHaveProperty("data");
  });

  it("fills hyperlinks inside rich text", () => {
    const body = dataOf({ fetchLinks: "article.price" }, "page-home").body;
    expect(body).toEqual([
      expect.objectContaining({
        spans: [
          {
            start: 9,
            end: 21,
            type: "hyperlink",
            data: expect.objectContaining({
              id: "article-1",
              uid: "banana-bread",
              type: "article",
              data: { price: 12.5 },
            }),
          },
          { start: 0, end: 4, type: "strong" },
        ],
      }),
    ]);
  });

  it("fills url on results and Document links from routes, and brokenRoute on broken links", () => {
    const routes = [
      { type: "page", uid: "home", path: "/" },
      { type: "page", path: "/:uid" },
      { type: "article", path: "/:category?/:uid", resolvers: { category: "topic" } },
      { type: "author", path: "/team/:uid" },
    ];
    const outcome = success(search({ routes, brokenRoute: "/404", lang: "*" }));
    const byId = new Map(outcome.results.map((result) => [result.id, result]));
    expect(byId.get("page-home")?.url).toBe("/");
    expect(byId.get("page-inicio")?.url).toBe("/inicio");
    expect(byId.get("article-1")?.url).toBe("/desserts/banana-bread");
    expect(byId.get("article-2")?.url).toBe("/food/apple-pie");
    expect(byId.get("article-3")?.url).toBe("/cherry-tart");
    expect(byId.get("settings")?.url).toBeNull();
    expect(byId.get("article-1")?.data.author).toMatchObject({ url: "/team/jane" });
    expect(byId.get("article-1")?.data.topic).toMatchObject({ url: null });
    expect(byId.get("article-2")?.data.author).toMatchObject({ isBroken: true, url: "/404" });
    expect(byId.get("page-about")?.data.parent).toMatchObject({ id: "page-home", url: "/" });
    expect(byId.get("page-home")?.data.body).toEqual([
      expect.objectContaining({
        spans: [
          expect.objectContaining({ data: expect.objectContaining({ url: "/desserts/banana-bread" }) }),
          expect.anything(),
        ],
      }),
    ]);
    const withoutBrokenRoute = success(search({ routes, q: ['[[at(document.id, "article-2")]]'] }));
    expect(withoutBrokenRoute.results[0]?.data.author).toMatchObject({ isBroken: true, url: null });
  });

  it("never mutates the stored documents", () => {
    const before = JSON.stringify(allDocuments);
    search({
      fetchLinks: "author.name",
      fetch: "article.author",
      routes: [{ type: "author", path: "/:uid" }],
    });
    expect(JSON.stringify(allDocuments)).toBe(before);
    expect(bananaBread.data.author).toEqual({ link_type: "Document", id: "author-1" });
    expect(home.data.parent).toEqual({ link_type: "Any" });
  });
});
