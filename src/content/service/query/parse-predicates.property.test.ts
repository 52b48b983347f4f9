import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createContentHandler } from "@/content/service/content-handler";
import { type ContentStore, loadContentStore } from "@/content/service/content-store";
import { hasMalformedPercentEncoding } from "@/content/service/percent-encoding";
import { previewTokenFor } from "@/content/service/refs";
import { TEST_PREVIEW_SECRET } from "@/content/service/test-content";
import { anyText } from "@/testing/arbitraries";
import { parseOrderings } from "./orderings";
import { parsePredicates, QueryParseError } from "./parse-predicates";

/**
 * Property tests of the predicate language behind GET /api/v2/documents/search, over the site's real
 * content/: for any `q` (and any other search parameter) the embedded content service answers 200 or a
 * 4xx in Prismic's error shapes, never a 5xx or a throw; and parsePredicates either returns predicates
 * over paths it knows or throws its own QueryParseError. Queries come from a small grammar of the
 * language (so the deep paths run: predicates evaluated, results ordered and shaped) with mistakes mixed
 * in, and from arbitrary text.
 */

const RUNS = 1000;
const ORIGIN = "http://localhost:3000";
const CONTENT_ROOT = fileURLToPath(new URL("../../../../content", import.meta.url));

let store: ContentStore;
let handler: (request: Request) => Promise<Response>;

beforeAll(async () => {
  store = await loadContentStore(CONTENT_ROOT);
  // As the site's own client sees it: every ref readable, so only the query decides the answer.
  handler = createContentHandler({
    getStore: async () => store,
    privileged: true,
    previewSecret: TEST_PREVIEW_SECRET,
  });
});

// ---------------------------------------------------------------------------------------------------
// The site's content, for generators that name real types, fields and documents

interface ContentFacts {
  readonly types: readonly string[];
  /** `type.field` for every field of every type. */
  readonly fields: readonly (readonly [string, string])[];
  /** `type.group.subfield` for group fields with items. */
  readonly subfields: readonly (readonly [string, string, string])[];
  readonly ids: readonly string[];
  readonly uids: readonly string[];
  readonly tags: readonly string[];
}

function factsOf(content: ContentStore): ContentFacts {
  const fields = new Map<string, readonly [string, string]>();
  const subfields = new Map<string, readonly [string, string, string]>();
  for (const document of content.master) {
    for (const [field, value] of Object.entries(document.data)) {
      fields.set(`${document.type}.${field}`, [document.type, field]);
      if (!Array.isArray(value)) continue;
      for (const item of value as unknown[]) {
        if (typeof item !== "object" || item === null || Array.isArray(item) || "type" in item) continue;
        for (const key of Object.keys(item))
          subfields.set(`${document.type}.${field}.${key}`, [document.type, field, key]);
      }
    }
  }
  return {
    types: [...new Set(content.master.map((document) => document.type))],
    fields: [...fields.values()],
    subfields: [...subfields.values()],
    ids: content.master.map((document) => document.id),
    uids: content.master.flatMap((document) => (document.uid ? [document.uid] : [])),
    tags: [...new Set(content.master.flatMap((document) => document.tags))],
  };
}

// ---------------------------------------------------------------------------------------------------
// Generators

/** Words the language reads as paths, that are no path of Prismic's: JavaScript's own property names among them. */
const strangeWords = [
  "constructor",
  "__proto__",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "prototype",
  "my",
  "my.x",
  "my..y",
  "my.a.b.c.d",
  "document.",
  "Document.type",
  "document.data",
  "my.__proto__.x",
  "my.insight.constructor",
  "my.insight.body.constructor",
  "true",
  "false",
];

const predicateNames = [
  "at",
  "not",
  "any",
  "in",
  "fulltext",
  "has",
  "missing",
  "similar",
  "geopoint.near",
  "number.lt",
  "number.gt",
  "number.inRange",
  "date.after",
  "date.before",
  "date.between",
  "date.day-of-month",
  "date.day-of-month-after",
  "date.day-of-month-before",
  "date.day-of-week",
  "date.day-of-week-after",
  "date.day-of-week-before",
  "date.month",
  "date.month-after",
  "date.month-before",
  "date.year",
  "date.hour",
  "date.hour-after",
  "date.hour-before",
];

/** A quoted string literal, escaped as v7 writes it, with odd content now and then. */
const stringLiteral = (content: fc.Arbitrary<string>) =>
  content.map((text) => `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`);

function grammar(facts: ContentFacts) {
  const documentPath = fc.constantFrom(
    "document",
    "document.id",
    "document.type",
    "document.tags",
    "document.first_publication_date",
    "document.last_publication_date",
  );
  const path = fc.oneof(
    { weight: 4, arbitrary: documentPath },
    { weight: 4, arbitrary: fc.constantFrom(...facts.fields).map(([type, field]) => `my.${type}.${field}`) },
    { weight: 1, arbitrary: fc.constantFrom(...facts.types).map((type) => `my.${type}.uid`) },
    {
      weight: 1,
      arbitrary:
        facts.subfields.length > 0
          ? fc.constantFrom(...facts.subfields).map(([type, field, sub]) => `my.${type}.${field}.${sub}`)
          : fc.constant("my.insight.body.text"),
    },
    { weight: 1, arbitrary: fc.constantFrom(...strangeWords) },
    { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,20}$/) },
  );
  const dateText = fc.oneof(
    fc.constantFrom(
      "2020-01-01",
      "2026-05-19",
      "2026-11-01T12:00:00+0000",
      "2026-05-19T12:00:00Z",
      "2026-05-19 12:00",
      "2026-05-19T12:00:00.123456789-05:00",
      "2017-02-30",
      "0000-01-01",
      "9999-12-31T23:59:59Z",
      "1700000000000",
      "-1",
      "99999999999999999999999",
      "monday",
      "Dec",
      "",
    ),
    fc
      .date({
        noInvalidDate: true,
        min: new Date("1990-01-01T00:00:00Z"),
        max: new Date("2040-01-01T00:00:00Z"),
      })
      .map((date) => date.toISOString()),
  );
  const scalar = fc.oneof(
    {
      weight: 3,
      arbitrary: stringLiteral(fc.constantFrom(...facts.types, ...facts.uids.slice(0, 20), ...facts.tags)),
    },
    { weight: 2, arbitrary: stringLiteral(dateText) },
    {
      weight: 2,
      arbitrary: stringLiteral(
        fc.oneof(
          fc.string(),
          anyText(12),
          fc.constantFrom('say "hi"', "a\\b", "C:\\dir", "[x], (y)", "design systems"),
        ),
      ),
    },
    { weight: 1, arbitrary: stringLiteral(fc.constantFrom(...facts.ids)) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.integer({ min: -1000, max: 3000 }).map(String),
        fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
        fc.constantFrom("1e999", "-1e999", "-0", "0.5", "1e3", "1E-3", "007", "3.", ".5", "-", "1e"),
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom("true", "false", "null", "undefined", "NaN") },
  );
  const array = fc
    .array(scalar, { maxLength: 4 })
    .chain((items) => fc.constantFrom(", ", ",", " , ").map((separator) => `[${items.join(separator)}]`));
  const argument = fc.oneof(
    { weight: 3, arbitrary: path },
    { weight: 4, arbitrary: scalar },
    { weight: 1, arbitrary: array },
  );
  const space = fc.constantFrom("", "", " ", "  ", "\n", "\t");

  const field = fc.constantFrom(...facts.fields).map(([type, name]) => `my.${type}.${name}`);
  const datePath = fc.oneof(
    fc.constantFrom(
      "document.first_publication_date",
      "document.last_publication_date",
      "my.insight.published",
    ),
    field,
  );
  const quoted = (values: readonly string[]) => stringLiteral(fc.constantFrom(...values));
  const number = fc.oneof(
    fc.integer({ min: -10, max: 3000 }).map(String),
    fc.constantFrom("0.5", "1e3", "-1"),
  );
  const dateValue = stringLiteral(dateText);
  /** Predicates with arguments of the kinds their signatures ask for: these get evaluated, not refused. */
  /** Where a typed predicate looks: mostly real fields, now and then a word that only looks like a path. */
  const typedPath = fc.oneof(
    { weight: 6, arbitrary: field },
    { weight: 1, arbitrary: fc.constantFrom("document.id", "document.type") },
    { weight: 2, arbitrary: fc.constantFrom(...strangeWords) },
  );
  const typed = fc.oneof(
    fc
      .tuple(fc.constantFrom("at", "not"), typedPath, scalar)
      .map(([name, path, value]) => `${name}(${path}, ${value})`),
    fc
      .tuple(
        fc.constantFrom("at", "not"),
        fc.array(quoted(facts.tags.length > 0 ? facts.tags : ["news"]), { maxLength: 2 }),
      )
      .map(([name, tags]) => `${name}(document.tags, [${tags.join(", ")}])`),
    fc
      .array(quoted(facts.types), { maxLength: 3 })
      .map((types) => `any(document.type, [${types.join(", ")}])`),
    fc.array(quoted(facts.ids), { maxLength: 3 }).map((ids) => `in(document.id, [${ids.join(", ")}])`),
    fc
      .tuple(fc.constantFrom(...facts.types), fc.array(quoted(facts.uids), { maxLength: 3 }))
      .map(([type, uids]) => `in(my.${type}.uid, [${uids.join(", ")}])`),
    fc
      .tuple(
        fc.oneof(fc.constant("document"), field),
        quoted(["design", "accessibility", "lumbre", "fintech ux", "the", "zzz", ""]),
      )
      .map(([path, words]) => `fulltext(${path}, ${words})`),
    fc
      .tuple(
        fc.constantFrom("has", "missing"),
        fc.oneof(typedPath, fc.constantFrom("document.tags", "document.id")),
      )
      .map(([name, path]) => `${name}(${path})`),
    fc
      .tuple(fc.constantFrom("number.lt", "number.gt"), field, number)
      .map(([name, path, value]) => `${name}(${path}, ${value})`),
    fc.tuple(field, number, number).map(([path, low, high]) => `number.inRange(${path}, ${low}, ${high})`),
    fc
      .tuple(fc.constantFrom("date.after", "date.before"), datePath, dateValue)
      .map(([name, path, date]) => `${name}(${path}, ${date})`),
    fc
      .tuple(datePath, dateValue, dateValue)
      .map(([path, start, end]) => `date.between(${path}, ${start}, ${end})`),
    fc
      .tuple(
        fc.constantFrom(
          "date.month",
          "date.month-after",
          "date.day-of-week",
          "date.day-of-week-before",
          "date.year",
          "date.hour-after",
          "date.day-of-month",
        ),
        datePath,
        fc.oneof(
          fc.integer({ min: 0, max: 2030 }).map(String),
          quoted(["may", "Monday", "dec", "5", " 7 ", "x"]),
        ),
      )
      .map(([name, path, value]) => `${name}(${path}, ${value})`),
    fc.tuple(quoted(facts.ids), fc.integer({ min: 0, max: 50 })).map(([id, max]) => `similar(${id}, ${max})`),
    field.map((path) => `geopoint.near(${path}, 48.85, 2.35, 10)`),
  );

  /** One predicate; `type` is set when it restricts results to one document type (at(document.type, "x")). */
  const predicate: fc.Arbitrary<{ text: string; type: string | undefined }> = fc.oneof(
    { weight: 6, arbitrary: typed.map((text) => ({ text: `[${text}]`, type: undefined })) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(...facts.types, "nope").map((type) => ({
        text: `[at(document.type, "${type}")]`,
        type,
      })),
    },
    {
      weight: 6,
      arbitrary: fc
        .record({
          binder: fc.constantFrom("", "", "", ":d = ", ":d=", ": = "),
          name: fc.oneof(
            { weight: 8, arbitrary: fc.constantFrom(...predicateNames) },
            {
              weight: 1,
              arbitrary: fc.constantFrom("date.year-after", "foo", "AT", "at ", "number", "date."),
            },
          ),
          args: fc.array(argument, { maxLength: 4 }),
          before: space,
          after: space,
        })
        .map(({ binder, name, args, before, after }) => ({
          text: `[${before}${binder}${name}(${args.join(", ")})${after}]`,
          type: undefined,
        })),
    },
  );

  /** A `q` value: predicates in brackets, then perhaps broken on purpose. */
  const query = fc
    .record({
      predicates: fc.array(predicate, { maxLength: 3 }),
      space,
      damage: fc.oneof(
        { weight: 8, arbitrary: fc.constant(undefined) },
        {
          weight: 2,
          arbitrary: fc.record({
            kind: fc.constantFrom("delete" as const, "insert" as const, "truncate" as const),
            at: fc.nat(),
            text: fc.oneof(
              fc.constantFrom("[", "]", "(", ")", '"', ",", "\\", "\n", "é", "\u0000", "🔥"),
              anyText(3),
            ),
          }),
        },
      ),
    })
    .map(({ predicates, space: gap, damage }) => {
      const text = `[${gap}${predicates.map((entry) => entry.text).join(gap)}${gap}]`;
      const types = predicates.flatMap((entry) => (entry.type === undefined ? [] : [entry.type]));
      if (!damage) return { text, types };
      const at = damage.at % (text.length + 1);
      const broken =
        damage.kind === "delete"
          ? text.slice(0, at) + text.slice(at + 1)
          : damage.kind === "insert"
            ? text.slice(0, at) + damage.text + text.slice(at)
            : text.slice(0, at);
      // A damaged query may still parse, but then no longer promises its types.
      return { text: broken, types: [] };
    });

  const orderingField = fc.oneof(
    fc.constantFrom("document.first_publication_date", "document.last_publication_date"),
    fc.constantFrom(...facts.fields).map(([type, field]) => `my.${type}.${field}`),
    fc.constantFrom(...facts.types).map((type) => `my.${type}.uid`),
    fc.constantFrom(...strangeWords),
  );
  const orderings = fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .record({
          fields: fc.array(
            fc
              .tuple(orderingField, fc.constantFrom("", " desc", " asc", " DESC", "desc"))
              .map(([field, direction]) => `${field}${direction}`),
            { maxLength: 3 },
          ),
          bracketed: fc.boolean(),
        })
        .map(({ fields, bracketed }) => (bracketed ? `[${fields.join(",")}]` : fields.join(", "))),
    },
    { weight: 1, arbitrary: anyText(20) },
  );

  return { query, orderings };
}

// ---------------------------------------------------------------------------------------------------

interface SearchCase {
  readonly method: string;
  readonly path: string;
  readonly ref: string | undefined;
  readonly q: readonly { readonly text: string; readonly types: readonly string[] }[];
  /** Other parameters: name → value (undefined: left out). */
  readonly params: Readonly<Record<string, string | undefined>>;
  /** Appended to the query string as it is, unencoded: what a hand-typed URL carries. */
  readonly raw: string;
}

function searchCase(facts: ContentFacts): fc.Arbitrary<SearchCase> {
  const { query, orderings } = grammar(facts);
  const masterRef = store.masterRef;
  const releaseRefs = store.releases.map((release) => release.ref);
  const releaseIds = store.releases.map((release) => release.id);
  const numberish = fc.oneof(
    fc.integer({ min: -5, max: 120 }).map(String),
    fc.constantFrom(
      "",
      "1e3",
      "NaN",
      "Infinity",
      "-Infinity",
      "0x10",
      " 7",
      "3.9",
      "99999999999999999999",
      "1".repeat(400),
    ),
    anyText(5),
  );
  const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined, freq: 3 });
  const route = fc.record(
    {
      type: fc.oneof(fc.constantFrom(...facts.types), fc.string()),
      path: fc.constantFrom(
        "/:uid",
        "/:lang/:uid",
        "/insights/:uid",
        "/:parent?/:uid",
        "/",
        "/:nope",
        "/:uid/:uid?/x",
        ":",
      ),
      lang: fc.constantFrom("en-us", "es-ar", "*"),
      uid: fc.constantFrom(...facts.uids.slice(0, 5)),
      resolvers: fc.oneof(
        fc.constant({ parent: "industry" }),
        fc.dictionary(
          fc.constantFrom("parent", "uid", "constructor", "__proto__"),
          fc.constantFrom("industry", "a.b", "", "constructor"),
        ),
        fc.jsonValue({ maxDepth: 1 }),
      ),
    },
    { requiredKeys: ["type", "path"] },
  );

  return fc.record({
    method: fc.oneof(
      { weight: 30, arbitrary: fc.constant("GET") },
      { weight: 1, arbitrary: fc.constantFrom("HEAD", "POST", "DELETE") },
    ),
    path: fc.oneof(
      { weight: 30, arbitrary: fc.constant("/api/v2/documents/search") },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "/api/v2/documents/search/",
          "/api/v2/documents/search//",
          "/api/v2",
          "/api/v2/tags",
          "/api/v2/previews/x:y",
          "/api/v2/nope",
        ),
      },
    ),
    ref: fc.oneof(
      { weight: 12, arbitrary: fc.constant(masterRef) },
      { weight: 2, arbitrary: fc.constantFrom(...releaseRefs) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          undefined,
          "",
          "nope",
          `${releaseIds[0] ?? "x"}~old-master`,
          "x~y",
          previewTokenFor(ORIGIN, releaseIds[0] ?? "x", facts.ids[0] ?? "x", TEST_PREVIEW_SECRET),
          encodeURIComponent(previewTokenFor(ORIGIN, "missing-release", "doc", TEST_PREVIEW_SECRET)),
          // Unsigned, and signed with another secret: junk, whatever release they name.
          `${ORIGIN}/api/v2/previews/${releaseIds[0] ?? "x"}:doc`,
          previewTokenFor(ORIGIN, releaseIds[0] ?? "x", "doc", "another-secret-0123456789abcdef0123"),
          JSON.stringify({
            "x.prismic.io": {
              preview: previewTokenFor(ORIGIN, releaseIds[1] ?? "x", "doc", TEST_PREVIEW_SECRET),
            },
          }),
          "{not json",
          "%E0%A4%A",
        ),
      },
      { weight: 1, arbitrary: anyText(30) },
    ),
    q: fc.array(
      fc.oneof(
        { weight: 8, arbitrary: query },
        { weight: 2, arbitrary: anyText(40).map((text) => ({ text, types: [] })) },
      ),
      { maxLength: 2 },
    ),
    params: fc.record({
      orderings: optional(orderings),
      pageSize: optional(numberish),
      page: optional(numberish),
      lang: optional(fc.oneof(fc.constantFrom("en-us", "es-ar", "*", "fr-fr", "EN-US", ""), anyText(6))),
      fetch: optional(
        fc.oneof(
          fc.constantFrom(...facts.fields).map(([type, field]) => `${type}.${field}`),
          fc.constantFrom(
            "[insight.title,insight.cover]",
            "insight.",
            ".x",
            "a.b.c",
            "insight.constructor",
            "insight.__proto__",
          ),
          anyText(15),
        ),
      ),
      fetchLinks: optional(
        fc.oneof(
          fc
            .array(
              fc.constantFrom(...facts.fields).map(([type, field]) => `${type}.${field}`),
              { maxLength: 4 },
            )
            .map((list) => list.join(",")),
          fc.constantFrom("project.constructor", "project.__proto__,project.toString", "industry.title"),
          anyText(15),
        ),
      ),
      after: optional(fc.oneof(fc.constantFrom(...facts.ids), anyText(10))),
      routes: optional(
        fc.oneof(
          fc.array(route, { maxLength: 4 }).map((routes) => JSON.stringify(routes)),
          fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
          anyText(20),
        ),
      ),
      brokenRoute: optional(fc.constantFrom("/404", "", "x")),
    }),
    raw: fc.oneof(
      { weight: 20, arbitrary: fc.constant("") },
      { weight: 1, arbitrary: anyText(20).map((text) => `&q=${text}`) },
    ),
  });
}

function requestOf(c: SearchCase): Request {
  const query = new URLSearchParams();
  if (c.ref !== undefined) query.append("ref", c.ref);
  for (const q of c.q) query.append("q", q.text);
  for (const [name, value] of Object.entries(c.params)) if (value !== undefined) query.append(name, value);
  return new Request(`${ORIGIN}${c.path}?${query.toString()}${c.raw}`, { method: c.method });
}

const errorTypes = [
  "parsing-error",
  "api_validation_error",
  "api_notfound_error",
  "api_security_error",
  "api_method_error",
];

interface SearchPage {
  readonly page: number;
  readonly results_per_page: number;
  readonly results_size: number;
  readonly total_results_size: number;
  readonly total_pages: number;
  readonly next_page: string | null;
  readonly prev_page: string | null;
  readonly results: readonly { readonly type: string; readonly lang: string; readonly id: string }[];
}

function expectSearchPage(c: SearchCase, request: Request, page: SearchPage): void {
  expect(Object.keys(page)).toEqual([
    "page",
    "results_per_page",
    "results_size",
    "total_results_size",
    "total_pages",
    "next_page",
    "prev_page",
    "results",
  ]);
  expect(page.results_per_page).toBeGreaterThanOrEqual(1);
  expect(page.results_per_page).toBeLessThanOrEqual(100);
  expect(page.page).toBeGreaterThanOrEqual(1);
  expect(page.results_size).toBe(page.results.length);
  expect(page.results.length).toBeLessThanOrEqual(page.results_per_page);
  expect(page.total_pages).toBe(Math.ceil(page.total_results_size / page.results_per_page));
  expect(page.next_page === null).toBe(page.page >= page.total_pages);
  // The language asked for (English by default) is the only one answered, unless it was '*'.
  const lang = new URL(request.url).searchParams.get("lang") || "en-us";
  if (lang !== "*") for (const result of page.results) expect(result.lang).toBe(lang);
  // Predicates are ANDed: at(document.type, "x") leaves only documents of type x.
  for (const q of c.q)
    for (const type of q.types) for (const result of page.results) expect(result.type).toBe(type);
}

function expectErrorBody(status: number, body: unknown): void {
  expect(body, `body of ${status}`).toBeTypeOf("object");
  const { type, message } = body as { type?: unknown; message?: unknown };
  expect(typeof type === "string" && errorTypes.includes(type), `type ${String(type)}`).toBe(true);
  expect(typeof message).toBe("string");
  if (type !== "parsing-error") return;
  // Prismic's parsing error: where, and the offending line with a caret.
  expect(status).toBe(400);
  const { line, column } = body as { line?: unknown; column?: unknown };
  expect(Number.isInteger(line) && Number(line) >= 1).toBe(true);
  expect(Number.isInteger(column) && Number(column) >= 1).toBe(true);
  expect(message).toMatch(/ on line:\d+ col:\d+ in query '/);
  expect(message).toMatch(/\^\n$/);
}

// ---------------------------------------------------------------------------------------------------

const knownPathKinds = [
  "document",
  "document.id",
  "document.type",
  "document.tags",
  "document.first_publication_date",
  "document.last_publication_date",
  "uid",
  "field",
];

/** Either predicates over paths the engine knows, or a QueryParseError pointing inside the query. */
function expectParsedOrParseError(query: string): "parsed" | "error" {
  let predicates: ReturnType<typeof parsePredicates>;
  try {
    predicates = parsePredicates(query);
  } catch (error) {
    expect(error, `not a QueryParseError: ${String(error)}`).toBeInstanceOf(QueryParseError);
    if (!(error instanceof QueryParseError)) return "error";
    expect(error.line).toBeGreaterThanOrEqual(1);
    expect(error.column).toBeGreaterThanOrEqual(1);
    expect(error.message).toContain(` in query '${query}'`);
    return "error";
  }
  for (const predicate of predicates) {
    expect(predicate.source.query).toBe(query);
    if ("path" in predicate)
      expect(knownPathKinds, `path of ${predicate.source.name}`).toContain(predicate.path.kind);
  }
  return "parsed";
}

describe("the search query language under generated input", () => {
  it("answers the search endpoint with 200, 400, 404 or 410 for any query, never 5xx", async () => {
    const facts = factsOf(store);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(searchCase(facts), async (c) => {
        const request = requestOf(c);
        const response = await handler(request);
        const { status } = response;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);

        expect(status >= 500, `5xx: ${status}`).toBe(false);
        expect(c.method === "GET" || c.method === "HEAD" ? [200, 400, 404, 410] : [405]).toContain(status);
        expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
        const body: unknown = await response.json();
        const url = new URL(request.url);
        const searching = url.pathname.replace(/\/+$/, "") === "/api/v2/documents/search" && status !== 405;
        if (status >= 400) {
          expectErrorBody(status, body);
          const ref = url.searchParams.get("ref");
          // The master's and the releases' refs are always found: only the query can be at fault (or a
          // raw `%` that is no escape, refused before the query is read).
          if (
            searching &&
            !hasMalformedPercentEncoding(url) &&
            (ref === store.masterRef || store.releases.some((release) => release.ref === ref))
          ) {
            expect(status).toBe(400);
            expect((body as { type: string }).type).toBe("parsing-error");
          }
          return;
        }
        if (searching) expectSearchPage(c, request, body as SearchPage);
      }),
      {
        numRuns: RUNS,
        examples: [
          // Found by this property: a path named like a property of Object.prototype throws in evaluate.ts.
          [
            {
              method: "GET",
              path: "/api/v2/documents/search",
              ref: store.masterRef,
              q: [{ text: '[[at(constructor, "x")]]', types: [] }],
              params: {},
              raw: "",
            },
          ],
        ],
      },
    );
    const seen = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    console.info(`[search] statuses over ${RUNS} runs: ${JSON.stringify(seen)}`);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(RUNS / 5);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(RUNS / 10);
    expect(statuses.get(404) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(410) ?? 0).toBeGreaterThan(0);
  }, 60_000);

  it("parsePredicates returns predicates over known paths or throws QueryParseError, for any text", () => {
    const { query, orderings } = grammar(factsOf(store));
    const outcomes = { parsed: 0, error: 0 };
    fc.assert(
      fc.property(
        fc.oneof({ weight: 3, arbitrary: query.map((q) => q.text) }, { weight: 1, arbitrary: anyText(60) }),
        orderings,
        (q, order) => {
          outcomes[expectParsedOrParseError(q)] += 1;
          try {
            parseOrderings(order);
          } catch (error) {
            expect(error, `not a QueryParseError: ${String(error)}`).toBeInstanceOf(QueryParseError);
          }
        },
      ),
      {
        numRuns: RUNS,
        examples: [
          ['[[at(constructor, "x")]]', ""],
          ["[[has(__proto__)]]", "[]"],
        ],
      },
    );
    console.info(`[parsePredicates] over ${RUNS} runs: ${JSON.stringify(outcomes)}`);
    expect(outcomes.parsed).toBeGreaterThan(RUNS / 10);
    expect(outcomes.error).toBeGreaterThan(RUNS / 10);
  });
});
