import { describe, expect, it } from "vitest";
import { indexDocuments } from "./document-index";
import { filterDocuments } from "./evaluate";
import { sortDocuments } from "./orderings";
import { parsePredicates } from "./parse-predicates";
import { allDocuments } from "./test-fixtures";

const index = indexDocuments(allDocuments);

function filtered(queries: readonly string[]) {
  const predicates = queries.flatMap((query) => parsePredicates(query));
  return filterDocuments(allDocuments, predicates, index);
}

/** Ids of the matching documents, sorted alphabetically (order-independent assertions). */
function matching(...predicates: string[]): string[] {
  return filtered(predicates.map((predicate) => `[${predicate}]`))
    .documents.map((document) => document.id)
    .sort();
}

/** Ids in the order the predicates impose (in, similar, geopoint.near). */
function ranked(predicate: string): string[] {
  const result = filtered([`[${predicate}]`]);
  return sortDocuments(result.documents, [], result.rank).map((document) => document.id);
}

describe("at / not / any", () => {
  it("compares document metadata", () => {
    expect(matching('[at(document.type, "article")]')).toEqual(["article-1", "article-2", "article-3"]);
    expect(matching('[at(document.id, "page-home")]')).toEqual(["page-home"]);
    expect(matching('[not(document.type, "article")]')).toHaveLength(7);
    expect(matching('[any(document.type, ["author", "category"])]')).toEqual([
      "author-1",
      "category-1",
      "category-2",
    ]);
  });

  it("needs all listed tags for at, any of them for any", () => {
    expect(matching('[at(document.tags, ["Recipe", "Featured"])]')).toEqual(["article-1"]);
    expect(matching('[at(document.tags, "Featured")]')).toEqual(["article-1", "page-home"]);
    expect(matching('[any(document.tags, ["Company", "Home"])]')).toEqual(["page-about", "page-home"]);
    expect(matching('[not(document.tags, ["Recipe", "Featured"])]')).not.toContain("article-1");
    expect(matching('[not(document.tags, ["Recipe", "Featured"])]')).toHaveLength(9);
  });

  it("compares uid, key text, number and boolean fields, restricted to the type", () => {
    expect(matching('[at(my.page.uid, "home")]')).toEqual(["page-home"]);
    expect(matching('[at(my.article.uid, "home")]')).toEqual([]);
    expect(matching("[at(my.article.price, 49.99)]")).toEqual(["article-2"]);
    expect(matching("[at(my.article.featured, true)]")).toEqual(["article-1"]);
    expect(matching("[not(my.article.featured, true)]")).toEqual(["article-2", "article-3"]);
    expect(matching('[not(my.article.category, "baking")]')).toEqual(["article-3"]);
    expect(matching('[any(my.article.category, ["baking", "frying"])]')).toEqual(["article-1", "article-2"]);
  });

  it("compares a Content Relationship by the linked document's id", () => {
    expect(matching('[at(my.article.author, "author-1")]')).toEqual(["article-1", "article-3"]);
    expect(matching('[at(my.article.author, "jane")]')).toEqual([]);
    expect(matching('[any(my.article.topic, ["category-2", "category-9"])]')).toEqual(["article-2"]);
  });

  it("matches a group sub-field when any item matches", () => {
    expect(matching('[at(my.article.gallery.caption, "Sliced")]')).toEqual(["article-1"]);
    expect(matching("[at(my.article.gallery.featured, true)]")).toEqual(["article-1"]);
    expect(matching('[at(my.article.gallery.photographer, "author-1")]')).toEqual(["article-1"]);
    expect(matching('[not(my.article.gallery.caption, "Sliced")]')).toEqual(["article-2", "article-3"]);
  });

  it("compares dates as dates", () => {
    expect(matching('[at(my.article.published, "2017-01-13")]')).toEqual(["article-1"]);
    expect(matching(`[at(my.article.published, ${Date.UTC(2017, 0, 13)})]`)).toEqual(["article-1"]);
    expect(matching('[at(document.first_publication_date, "2017-01-13")]')).toEqual(["article-1"]);
    expect(matching('[at(document.first_publication_date, "2017-01-13T06:45:21-0500")]')).toEqual([
      "article-1",
    ]);
  });

  it("ANDs predicates across q values", () => {
    expect(matching('[at(document.type, "article")]', '[at(document.tags, "Featured")]')).toEqual([
      "article-1",
    ]);
  });
});

describe("in", () => {
  it("returns documents in the array's order", () => {
    expect(ranked('[in(document.id, ["article-2", "page-home", "nope", "article-1"])]')).toEqual([
      "article-2",
      "page-home",
      "article-1",
    ]);
    expect(ranked('[in(my.article.uid, ["cherry-tart", "banana-bread", "home"])]')).toEqual([
      "article-3",
      "article-1",
    ]);
  });
});

describe("fulltext", () => {
  it("searches all text of the document, case-insensitively, every term required", () => {
    expect(matching('[fulltext(document, "banana apple")]')).toEqual(["article-1"]);
    expect(matching('[fulltext(document, "APPLE")]')).toEqual(["article-1", "article-2", "author-1"]);
    expect(matching('[fulltext(document, "inicio")]')).toEqual(["page-inicio"]);
    expect(matching('[fulltext(document, "hello@example")]')).toEqual(["settings"]);
    expect(matching('[fulltext(document, "oven")]')).toEqual(["article-1"]);
    expect(matching('[fulltext(document, "Document")]')).toEqual([]);
  });

  it("searches only the named field of the named type", () => {
    expect(matching('[fulltext(my.article.title, "pie")]')).toEqual(["article-2"]);
    expect(matching('[fulltext(my.article.body, "apple")]')).toEqual(["article-1", "article-2"]);
    expect(matching('[fulltext(my.article.gallery.caption, "OVEN")]')).toEqual(["article-1"]);
    expect(matching('[fulltext(my.article.uid, "cherry")]')).toEqual(["article-3"]);
    expect(matching('[fulltext(my.page.uid, "cherry")]')).toEqual([]);
  });
});

describe("has / missing", () => {
  it("tells filled from empty values, restricted to the type", () => {
    expect(matching("[has(my.article.price)]")).toEqual(["article-1", "article-2"]);
    expect(matching("[missing(my.article.price)]")).toEqual(["article-3"]);
    expect(matching("[has(my.article.body)]")).toEqual(["article-1", "article-2"]);
    expect(matching("[missing(my.article.category)]")).toEqual(["article-3"]);
    expect(matching("[has(my.article.topic)]")).toEqual(["article-1", "article-2"]);
    expect(matching("[missing(my.article.location)]")).toEqual(["article-3"]);
    expect(matching("[has(my.article.gallery.caption)]")).toEqual(["article-1"]);
    expect(matching("[missing(my.article.gallery.caption)]")).toEqual(["article-2", "article-3"]);
    expect(matching("[has(my.author.avatar)]")).toEqual(["author-1"]);
    expect(matching("[has(my.page.uid)]")).toEqual(["page-about", "page-home", "page-inicio"]);
  });

  it("works on document paths", () => {
    expect(matching("[has(document.tags)]")).toEqual(["article-1", "article-2", "page-about", "page-home"]);
    expect(matching("[missing(document.first_publication_date)]")).toEqual(["category-2"]);
  });
});

describe("number", () => {
  it("compares strictly for lt/gt and inclusively for inRange", () => {
    expect(matching("[number.lt(my.article.price, 49.99)]")).toEqual(["article-1"]);
    expect(matching("[number.gt(my.article.price, 12.5)]")).toEqual(["article-2"]);
    expect(matching("[number.inRange(my.article.price, 12.5, 49.99)]")).toEqual(["article-1", "article-2"]);
    expect(matching("[number.inRange(my.article.price, 13, 49)]")).toEqual([]);
    expect(matching("[number.gt(my.article.price, -1)]")).toEqual(["article-1", "article-2"]);
  });
});

describe("date", () => {
  it("after/before are strict; bare dates stand for the whole day", () => {
    expect(matching('[date.after(document.first_publication_date, "2020-06-01T12:00:00+0000")]')).toEqual([
      "page-about",
      "page-home",
      "page-inicio",
      "settings",
    ]);
    expect(matching('[date.after(document.first_publication_date, "2017-05-18T17:00:00-0500")]')).toContain(
      "article-2",
    );
    expect(matching('[date.after(my.article.published, "2017-01-13")]')).toEqual(["article-2"]);
    expect(matching('[date.before(my.article.published, "2017-05-18")]')).toEqual(["article-1"]);
    expect(matching(`[date.before(my.article.published, ${Date.UTC(2017, 4, 18)})]`)).toEqual(["article-1"]);
    expect(matching('[date.before(document.first_publication_date, "2017-05-18")]')).toEqual(["article-1"]);
  });

  it("between is inclusive", () => {
    expect(matching('[date.between(document.first_publication_date, "2017-01-13", "2017-05-18")]')).toEqual([
      "article-1",
      "article-2",
    ]);
    expect(
      matching('[date.between(my.article.published, "2017-01-13T00:00:00Z", "2017-05-18T00:00:00Z")]'),
    ).toEqual(["article-1", "article-2"]);
  });

  it("day-of-month", () => {
    expect(matching("[date.day-of-month(document.first_publication_date, 13)]")).toEqual(["article-1"]);
    expect(matching("[date.day-of-month-after(document.first_publication_date, 20)]")).toEqual([
      "page-about",
    ]);
    expect(matching("[date.day-of-month-before(document.first_publication_date, 2)]")).toEqual([
      "category-1",
      "settings",
    ]);
  });

  it("day-of-week with numbers and names", () => {
    expect(matching('[date.day-of-week(document.first_publication_date, "monday")]')).toEqual([
      "category-1",
      "page-home",
    ]);
    expect(matching('[date.day-of-week(document.first_publication_date, "Fri")]')).toEqual([
      "article-1",
      "settings",
    ]);
    expect(matching('[date.day-of-week(document.first_publication_date, "SUN")]')).toEqual([
      "article-3",
      "author-1",
    ]);
    expect(matching("[date.day-of-week(document.first_publication_date, 7)]")).toEqual([
      "article-3",
      "author-1",
    ]);
    expect(matching('[date.day-of-week-after(document.first_publication_date, "Friday")]')).toEqual([
      "article-3",
      "author-1",
      "page-about",
    ]);
    expect(matching('[date.day-of-week-before(document.first_publication_date, "TUE")]')).toEqual([
      "category-1",
      "page-home",
    ]);
  });

  it("month, year and hour", () => {
    expect(matching('[date.month(document.first_publication_date, "january")]')).toEqual([
      "article-1",
      "settings",
    ]);
    expect(matching('[date.month-after(document.first_publication_date, "aug")]')).toEqual(["page-about"]);
    expect(matching("[date.month-before(document.first_publication_date, 2)]")).toEqual([
      "article-1",
      "settings",
    ]);
    expect(matching("[date.year(document.first_publication_date, 2017)]")).toEqual([
      "article-1",
      "article-2",
    ]);
    expect(matching("[date.year(my.article.published, 2017)]")).toEqual(["article-1", "article-2"]);
    expect(matching("[date.hour(document.first_publication_date, 22)]")).toEqual(["article-2"]);
    expect(matching("[date.hour-after(document.first_publication_date, 15)]")).toEqual([
      "article-2",
      "author-1",
    ]);
    expect(matching("[date.hour-before(document.first_publication_date, 1)]")).toEqual([
      "article-3",
      "settings",
    ]);
    expect(matching("[date.hour(my.article.published, 0)]")).toEqual(["article-1", "article-2"]);
  });

  it("uses document.last_publication_date too", () => {
    expect(matching('[date.after(document.last_publication_date, "2017-02-21")]')).not.toContain("article-1");
    expect(matching('[date.after(document.last_publication_date, "2017-02-20")]')).toContain("article-1");
  });
});

describe("geopoint.near", () => {
  it("keeps points within the radius, nearest first", () => {
    expect(ranked("[geopoint.near(my.article.location, 48.8566, 2.3522, 5)]")).toEqual(["article-1"]);
    expect(ranked("[geopoint.near(my.article.location, 48.8566, 2.3522, 30)]")).toEqual([
      "article-1",
      "article-2",
    ]);
    expect(ranked("[geopoint.near(my.article.location, 48.80, 2.12, 30)]")).toEqual([
      "article-2",
      "article-1",
    ]);
  });
});

describe("similar", () => {
  it("returns other documents of the type sharing words, most shared first", () => {
    expect(ranked('[similar("article-1", 10)]')).toEqual(["article-2"]);
    expect(ranked('[similar("article-2", 10)]')).toEqual(["article-1"]);
    expect(ranked('[similar("nope", 10)]')).toEqual([]);
    expect(ranked('[similar("article-1", 0)]')).toEqual([]);
  });
});
