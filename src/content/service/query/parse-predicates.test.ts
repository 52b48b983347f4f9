import { describe, expect, it } from "vitest";
import { parsePredicates } from "./parse-predicates";
import { QueryParseError } from "./query-parse-error";

function parseError(query: string): QueryParseError {
  try {
    parsePredicates(query);
  } catch (error) {
    if (error instanceof QueryParseError) return error;
    throw error;
  }
  throw new Error(`expected a parse error for ${query}`);
}

function only(query: string) {
  const predicates = parsePredicates(query);
  expect(predicates).toHaveLength(1);
  const [predicate] = predicates;
  if (!predicate) throw new Error("no predicate");
  return predicate;
}

describe("parsePredicates: encodings", () => {
  it("reads the v7 form, one filter per q", () => {
    expect(only('[[at(document.type, "page")]]')).toMatchObject({
      kind: "at",
      path: { kind: "document.type" },
      value: "page",
    });
  });

  it("reads the v3 form with several predicates and no spaces", () => {
    const predicates = parsePredicates('[[at(document.type,"page")][at(my.page.uid,"home")]]');
    expect(predicates).toMatchObject([
      { kind: "at", path: { kind: "document.type" }, value: "page" },
      { kind: "at", path: { kind: "uid", type: "page" }, value: "home" },
    ]);
  });

  it("reads the canonical binder form", () => {
    expect(only('[[:d = at(document.id, "X") ]]')).toMatchObject({ kind: "at", value: "X" });
    expect(only('[[:d=at(document.id,"X")]]')).toMatchObject({ kind: "at", value: "X" });
  });

  it("accepts any whitespace, including newlines and tabs", () => {
    const predicates = parsePredicates(
      ' [\n  [ :d = any ( document.type ,\t[ "page" ,\n"article" ] ) ]\n  [has(my.article.price)]\n] ',
    );
    expect(predicates).toMatchObject([
      { kind: "any", values: ["page", "article"] },
      { kind: "has", path: { kind: "field", type: "article", field: "price" } },
    ]);
  });

  it("reads v7 arrays joined with ', ' and v3 arrays joined with ','", () => {
    expect(only('[[at(document.tags, ["Macaron", "Cupcake"])]]')).toMatchObject({
      value: ["Macaron", "Cupcake"],
    });
    expect(only('[[at(document.tags,["Macaron","Cupcake"])]]')).toMatchObject({
      value: ["Macaron", "Cupcake"],
    });
    expect(only("[[any(document.type, [])]]")).toMatchObject({ values: [] });
  });

  it("unescapes v7 quotes and backslashes, keeping other backslashes literally", () => {
    expect(only('[[at(my.article.category, "say \\"hi\\"")]]')).toMatchObject({ value: 'say "hi"' });
    expect(only('[[at(my.article.category, "a\\\\b")]]')).toMatchObject({ value: "a\\b" });
    expect(only('[[at(my.article.category, "C:\\dir")]]')).toMatchObject({ value: "C:\\dir" });
    expect(only('[[at(my.article.category, "[x], (y)")]]')).toMatchObject({ value: "[x], (y)" });
  });

  it("reads numbers, negatives, decimals and booleans", () => {
    expect(only("[[at(my.article.price, 50)]]")).toMatchObject({ value: 50 });
    expect(only("[[number.lt(my.article.price, 49.99)]]")).toMatchObject({ kind: "number.lt", value: 49.99 });
    expect(only("[[number.inRange(my.article.price, -10.5, 1e3)]]")).toMatchObject({
      low: -10.5,
      high: 1000,
    });
    expect(only("[[at(my.article.featured, true)]]")).toMatchObject({ value: true });
    expect(only("[[not(my.article.featured, false)]]")).toMatchObject({ kind: "not", value: false });
    expect(only("[[any(my.article.price, [1, -2.5, true])]]")).toMatchObject({ values: [1, -2.5, true] });
  });

  it("treats a blank q and an empty list as no predicates", () => {
    expect(parsePredicates("")).toEqual([]);
    expect(parsePredicates("[]")).toEqual([]);
    expect(parsePredicates(" [ ] ")).toEqual([]);
  });
});

describe("parsePredicates: every predicate", () => {
  it("builds typed predicates", () => {
    expect(only('[[in(document.id, ["b", "a"])]]')).toMatchObject({ kind: "in", values: ["b", "a"] });
    expect(only('[[in(my.page.uid, ["home"])]]')).toMatchObject({
      kind: "in",
      path: { kind: "uid", type: "page" },
    });
    expect(only('[[fulltext(document, "Banana  APPLE")]]')).toMatchObject({
      kind: "fulltext",
      path: { kind: "document" },
      terms: ["banana", "apple"],
    });
    expect(only("[[missing(my.article.gallery.caption)]]")).toMatchObject({
      kind: "missing",
      path: { kind: "field", type: "article", field: "gallery", subfield: "caption" },
    });
    expect(only('[[similar("article-1", 10)]]')).toMatchObject({
      kind: "similar",
      documentId: "article-1",
      maxDocuments: 10,
    });
    expect(only("[[geopoint.near(my.article.location, 9.656896299, -9.77508544, 10)]]")).toMatchObject({
      kind: "geopoint.near",
      latitude: 9.656896299,
      longitude: -9.77508544,
      radiusKm: 10,
    });
    expect(only("[[number.gt(my.article.price, 1)]]")).toMatchObject({ kind: "number.gt" });
  });

  it("reads date arguments as instants or whole days", () => {
    expect(only('[[date.after(document.first_publication_date, "2017-05-18T17:00:00-0500")]]')).toMatchObject(
      {
        kind: "date.after",
        date: { time: Date.UTC(2017, 4, 18, 22), wholeDay: false },
      },
    );
    expect(only("[[date.before(my.article.published, 1487894400000)]]")).toMatchObject({
      kind: "date.before",
      date: { time: 1487894400000, wholeDay: false },
    });
    expect(
      only('[[date.between(document.last_publication_date, "2017-01-16", "2017-01-20")]]'),
    ).toMatchObject({
      kind: "date.between",
      start: { time: Date.UTC(2017, 0, 16), wholeDay: true },
      end: { time: Date.UTC(2017, 0, 20), wholeDay: true },
    });
  });

  it("reads every date-part predicate, with day and month names in any case", () => {
    const cases: [string, object][] = [
      [
        "date.day-of-month(document.first_publication_date, 22)",
        { part: "day-of-month", comparison: "equal", value: 22 },
      ],
      [
        "date.day-of-month-after(document.first_publication_date, 2)",
        { part: "day-of-month", comparison: "after" },
      ],
      [
        "date.day-of-month-before(document.first_publication_date, 2)",
        { part: "day-of-month", comparison: "before" },
      ],
      ['date.day-of-week(document.first_publication_date, "monday")', { part: "day-of-week", value: 1 }],
      ['date.day-of-week(document.first_publication_date, "Sun")', { value: 7 }],
      [
        'date.day-of-week-after(document.first_publication_date, "FRIDAY")',
        { comparison: "after", value: 5 },
      ],
      ["date.day-of-week-before(document.first_publication_date, 5)", { comparison: "before", value: 5 }],
      ['date.month(document.first_publication_date, "august")', { part: "month", value: 8 }],
      ['date.month-after(document.first_publication_date, "Jan")', { comparison: "after", value: 1 }],
      ['date.month-before(document.first_publication_date, "DEC")', { comparison: "before", value: 12 }],
      ["date.year(document.first_publication_date, 2016)", { part: "year", value: 2016 }],
      ["date.hour(document.first_publication_date, 12)", { part: "hour", comparison: "equal", value: 12 }],
      ["date.hour-after(my.article.published, 0)", { part: "hour", comparison: "after", value: 0 }],
      [
        "date.hour-before(document.last_publication_date, 23)",
        { part: "hour", comparison: "before", value: 23 },
      ],
    ];
    for (const [predicate, expected] of cases) {
      expect(only(`[[${predicate}]]`)).toMatchObject({ kind: "date.part", ...expected });
    }
  });
});

describe("parsePredicates: errors", () => {
  it("reports the offending character with Prismic's message shape", () => {
    const query = '[[at(document.type "x")]]';
    const error = parseError(query);
    expect(error.line).toBe(1);
    expect(error.column).toBe(20);
    expect(error.message).toBe(
      `unexpected '"' on line:1 col:20 in query '${query}'\n${query}\n${" ".repeat(19)}^\n`,
    );
  });

  it("rejects bare words inside arrays (prismic-client#8)", () => {
    const error = parseError("[[:d = in(document.id, [XXXX,YYYY])]]");
    expect(error.message).toMatch(/^unexpected 'X' on line:1 col:25 /);
    expect(error.column).toBe(25);
  });

  it("counts lines and columns across newlines", () => {
    const error = parseError('[\n  [at(document.type, "page")]\n  [at(document.type "x")]\n]');
    expect([error.line, error.column]).toEqual([3, 21]);
    expect(error.message).toContain("on line:3 col:21 in query");
    expect(error.message).toMatch(/\n {2}\[at\(document\.type "x"\)\]\n {20}\^\n$/);
  });

  it.each([
    ['[at(document.type, "page")]', 2, "unexpected 'a'"],
    ['[[at(document.type, "page")]', 29, "unexpected end of input"],
    ['[[at(document.type, "page")]] x', 31, "unexpected 'x'"],
    ['[[at(document.type, "page"]]', 27, "unexpected ']'"],
    ['[[at(document.type, "page)]]', 21, "unterminated string"],
    ['[[at document.type, "page")]]', 6, "unexpected 'd'"],
    ["[[at(document.type, 12abc)]]", 23, "unexpected 'a'"],
    ["[[at(document.type, -)]]", 21, "unexpected '-'"],
    ['[[at(document.type, "a",)]]', 25, "unexpected ')'"],
    ["[[any(document.type, [[1]])]]", 23, "unexpected '['"],
    ['[[:d at(document.type, "page")]]', 6, "unexpected 'a'"],
    ['[[at(document.type, "page")],[at(document.id, "x")]]', 29, "unexpected ','"],
  ])("rejects %s at column %i", (query, column, problem) => {
    const error = parseError(query);
    expect(error.column).toBe(column);
    expect(error.line).toBe(1);
    expect(error.message.startsWith(`${problem} on line:1 col:${column} in query '${query}'`)).toBe(true);
  });

  it.each([
    ['[[foo(document.type, "page")]]', 3, "unknown function 'foo'"],
    ["[[date.year-after(document.first_publication_date, 2016)]]", 3, "unknown function 'date.year-after'"],
    ['[[at(document.foo, "page")]]', 6, "[function at(..)] unexpected field 'document.foo'"],
    ['[[at(my.page, "page")]]', 6, "[function at(..)] unexpected field 'my.page'"],
    ['[[at(document, "page")]]', 6, "[function at(..)] unexpected field 'document'"],
    ['[[in(document.type, ["page"])]]', 6, "[function in(..)] unexpected field 'document.type'"],
    ['[[fulltext(document.type, "x")]]', 12, "[function fulltext(..)] unexpected field 'document.type'"],
    ["[[number.lt(document.id, 1)]]", 13, "[function number.lt(..)] unexpected field 'document.id'"],
    ['[[at("document.type", "page")]]', 6, "[function at(..)] expected a field"],
    ["[[at(document.type, page)]]", 21, "[function at(..)] unexpected 'page'"],
    ['[[at(document.type, ["page"])]]', 21, "[function at(..)] expected a single value, not an array"],
    ["[[at(document.type)]]", 19, "[function at(..)] missing argument"],
    ['[[at(document.type, "a", "b")]]', 26, "[function at(..)] unexpected argument"],
    ['[[any(document.type, "page")]]', 22, "[function any(..)] expected an array"],
    ['[[in(document.id, ["a", 2])]]', 25, "[function in(..)] expected a string"],
    ['[[number.lt(my.article.price, "5")]]', 31, "[function number.lt(..)] expected a number"],
    ["[[fulltext(document, 5)]]", 22, "[function fulltext(..)] expected a string"],
    [
      '[[date.after(my.article.published, "2017-13-01")]]',
      36,
      '[function date.after(..)] invalid date "2017-13-01"',
    ],
    ["[[date.before(my.article.published, true)]]", 37, "[function date.before(..)] invalid date true"],
    [
      '[[date.day-of-week(my.article.published, "funday")]]',
      42,
      '[function date.day-of-week(..)] invalid day-of-week "funday"',
    ],
    [
      "[[date.day-of-week(my.article.published, 8)]]",
      42,
      "[function date.day-of-week(..)] invalid day-of-week 8",
    ],
    [
      '[[date.month(my.article.published, "smarch")]]',
      36,
      '[function date.month(..)] invalid month "smarch"',
    ],
    ["[[date.hour(my.article.published, 24)]]", 35, "[function date.hour(..)] invalid hour 24"],
    ["[[similar(article, 10)]]", 11, "[function similar(..)] unexpected 'article'"],
  ])("rejects %s at column %i", (query, column, problem) => {
    const error = parseError(query);
    expect(error.column).toBe(column);
    expect(error.message.startsWith(`${problem} on line:1 col:${column} in query '${query}'`)).toBe(true);
  });
});
