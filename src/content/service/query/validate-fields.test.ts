import { describe, expect, it } from "vitest";
import type { StoredDocument } from "@/content/service/types";
import { indexDocuments } from "./document-index";
import { parsePredicates } from "./parse-predicates";
import { QueryParseError } from "./query-parse-error";
import { allDocuments } from "./test-fixtures";
import { assertKnownFields } from "./validate-fields";

function check(
  query: string,
  documents: readonly StoredDocument[] = allDocuments,
): QueryParseError | undefined {
  try {
    assertKnownFields(parsePredicates(query), indexDocuments(documents));
    return undefined;
  } catch (error) {
    if (error instanceof QueryParseError) return error;
    throw error;
  }
}

describe("assertKnownFields", () => {
  it("reports an unknown field the way Prismic does (nuxt-modules/prismic#143)", () => {
    const query = '[[at(document.type, "article")][at(my.article.categorie, "YGzcjhIAACwAfXQ_")]]';
    const error = check(query);
    expect(error?.line).toBe(1);
    expect(error?.column).toBe(36);
    expect(error?.message).toBe(
      `[function at(..)] unexpected field 'my.article.categorie' on line:1 col:36 in query '${query}'\n${query}\n${" ".repeat(35)}^\n`,
    );
  });

  it("reports a type without documents, on any predicate", () => {
    expect(check('[[at(my.recipe.uid, "x")]]')?.message).toMatch(
      /^\[function at\(\.\.\)\] unexpected field 'my\.recipe\.uid' on line:1 col:6 /,
    );
    expect(check("[[has(my.recipe.title)]]")?.column).toBe(7);
    expect(check("[[number.gt(my.recipe.price, 1)]]")?.message).toMatch(/^\[function number\.gt\(\.\.\)\]/);
    expect(check("[[date.year(my.recipe.date, 2017)]]")?.column).toBe(13);
  });

  it("reports an unknown group sub-field, and a sub-field of a non-group", () => {
    expect(check('[[at(my.article.gallery.credit, "x")]]')?.column).toBe(6);
    expect(check('[[fulltext(my.article.title.text, "x")]]')?.column).toBe(12);
  });

  it("accepts known fields, uids, document paths, and sub-fields of groups that are always empty", () => {
    expect(
      check('[[at(my.article.category, "baking")][at(my.article.gallery.caption, "x")]]'),
    ).toBeUndefined();
    expect(check('[[at(my.page.uid, "home")][at(document.type, "x")][similar("a", 1)]]')).toBeUndefined();
    const emptyGroup: StoredDocument = {
      id: "e",
      uid: null,
      type: "faq",
      lang: "en-us",
      tags: [],
      first_publication_date: null,
      last_publication_date: null,
      alternate_languages: [],
      data: { items: [] },
    };
    expect(check('[[at(my.faq.items.question, "x")]]', [emptyGroup])).toBeUndefined();
    expect(check('[[at(my.faq.answers, "x")]]', [emptyGroup])?.column).toBe(6);
  });
});
