import { describe, expect, it } from "vitest";
import type { StoredDocument } from "@/content/service/types";
import { parseOrderings, sortDocuments } from "./orderings";
import { QueryParseError } from "./query-parse-error";
import { allDocuments } from "./test-fixtures";

function orderingError(text: string): QueryParseError {
  try {
    parseOrderings(text);
  } catch (error) {
    if (error instanceof QueryParseError) return error;
    throw error;
  }
  throw new Error(`expected an orderings error for ${text}`);
}

function item(id: string, data: Record<string, unknown>, first: string | null = null): StoredDocument {
  return {
    id,
    uid: typeof data.uid === "string" ? data.uid : null,
    type: "product",
    lang: "en-us",
    tags: [],
    first_publication_date: first,
    last_publication_date: first,
    alternate_languages: [],
    data,
  };
}

const products = [
  item("p1", { price: 20, title: [{ type: "heading1", text: "Banana", spans: [] }], stock: 3 }),
  item("p2", { price: 10, title: [{ type: "heading1", text: "apple", spans: [] }], stock: 3 }),
  item("p3", { price: null, title: [{ type: "heading1", text: "Cherry", spans: [] }], stock: 1 }),
  item("p4", { price: 20, title: [{ type: "heading1", text: "Date", spans: [] }], stock: 2 }),
  item("p5", { title: [], stock: 2 }),
];

const sorted = (orderings: string, documents: readonly StoredDocument[] = products) =>
  sortDocuments(documents, parseOrderings(orderings), undefined).map((document) => document.id);

describe("parseOrderings", () => {
  it("reads the v7 form, the docs' spaced form, explicit asc and no brackets", () => {
    expect(parseOrderings("[my.product.price,my.product.title desc]")).toEqual([
      { path: { kind: "field", type: "product", field: "price" }, descending: false },
      { path: { kind: "field", type: "product", field: "title" }, descending: true },
    ]);
    expect(parseOrderings(" [ my.product.price desc , my.product.title ] ")).toEqual([
      { path: { kind: "field", type: "product", field: "price" }, descending: true },
      { path: { kind: "field", type: "product", field: "title" }, descending: false },
    ]);
    expect(parseOrderings("[document.first_publication_date ASC]")).toEqual([
      { path: { kind: "document.first_publication_date" }, descending: false },
    ]);
    expect(parseOrderings("my.page.uid desc")).toEqual([
      { path: { kind: "uid", type: "page" }, descending: true },
    ]);
    expect(parseOrderings("[document.last_publication_date]")).toHaveLength(1);
    expect(parseOrderings("[]")).toEqual([]);
    expect(parseOrderings("")).toEqual([]);
  });

  it.each([
    ["[my.product.price desc", 23, "unexpected end of input"],
    ["[my.product.price sideways]", 19, "unexpected 's'"],
    ["[my.product.price,]", 19, "unexpected ']'"],
    ["[my.product.price] x", 20, "unexpected 'x'"],
    ["[document.id]", 2, "unexpected field 'document.id'"],
    ["[my.product]", 2, "unexpected field 'my.product'"],
    ["[my.product.price descending]", 19, "unexpected 'd'"],
    ["my.product.price]", 17, "unexpected ']'"],
  ])("rejects %s at column %i", (text, column, problem) => {
    const error = orderingError(text);
    expect(error.line).toBe(1);
    expect(error.column).toBe(column);
    expect(error.message.startsWith(`${problem} on line:1 col:${column} in query '${text}'`)).toBe(true);
  });
});

describe("sortDocuments", () => {
  it("sorts ascending by default and descending on request, missing values last", () => {
    expect(sorted("[my.product.price]")).toEqual(["p2", "p1", "p4", "p3", "p5"]);
    expect(sorted("[my.product.price desc]")).toEqual(["p1", "p4", "p2", "p3", "p5"]);
  });

  it("breaks ties with later fields", () => {
    expect(sorted("[my.product.price desc, my.product.title desc]")).toEqual(["p4", "p1", "p2", "p3", "p5"]);
    expect(sorted("[my.product.stock, my.product.price desc]")).toEqual(["p3", "p4", "p5", "p1", "p2"]);
  });

  it("sorts rich text by its text, case-insensitively", () => {
    expect(sorted("[my.product.title]")).toEqual(["p2", "p1", "p3", "p4", "p5"]);
  });

  it("sorts by uid and publication dates, leaving other types and null dates last", () => {
    expect(sorted("[my.page.uid]", allDocuments).slice(0, 3)).toEqual([
      "page-about",
      "page-home",
      "page-inicio",
    ]);
    const byDate = sorted("[document.first_publication_date]", allDocuments);
    expect(byDate.slice(0, 2)).toEqual(["article-1", "article-2"]);
    expect(byDate.at(-1)).toBe("category-2");
    expect(sorted("[document.first_publication_date desc]", allDocuments).slice(0, 2)).toEqual([
      "page-inicio",
      "page-home",
    ]);
  });

  it("defaults to newest first, then id, and puts unpublished documents last", () => {
    expect(sorted("", allDocuments)).toEqual([
      "page-inicio",
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
    expect(sorted("", products)).toEqual(["p1", "p2", "p3", "p4", "p5"]);
  });

  it("uses the predicates' rank before the default order", () => {
    const rank = (document: StoredDocument) => ["p4", "p2"].indexOf(document.id);
    const ids = sortDocuments(products.slice(1, 4).reverse(), [], rank).map((document) => document.id);
    expect(ids).toEqual(["p3", "p4", "p2"]);
  });
});
