import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentHandler } from "./content-handler";
import { type ContentStore, loadContentStore } from "./content-store";
import { previewTokenFor } from "./refs";
import { writeTestContent } from "./test-content";

let cleanup: () => Promise<void>;
let store: ContentStore;
let handler: (request: Request) => Promise<Response>;
const ORIGIN = "http://localhost:3000";

const get = (path: string, headers: Record<string, string> = {}) =>
  handler(new Request(`${ORIGIN}${path}`, { headers }));
const search = (query: string) => get(`/api/v2/documents/search?${query}`);

beforeAll(async () => {
  const content = await writeTestContent();
  cleanup = content.cleanup;
  store = await loadContentStore(content.root);
  handler = createContentHandler({ getStore: async () => store, rateLimit: { perSecond: 1, burst: 2 } });
});
afterAll(async () => cleanup());

describe("GET /api/v2", () => {
  it("answers refs, forms with every field, experiments and no-cache", async () => {
    const response = await get("/api/v2?access_token=secret");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const root = await response.json();
    expect(root.refs.map((ref: { label: string }) => ref.label)).toEqual(["Master", "Launch"]);
    expect(root.forms.everything.action).toBe(`${ORIGIN}/api/v2/documents/search`);
    expect(Object.keys(root.forms.everything.fields)).toEqual([
      "ref",
      "q",
      "lang",
      "page",
      "pageSize",
      "after",
      "fetch",
      "fetchLinks",
      "graphQuery",
      "orderings",
      "referer",
      "access_token",
    ]);
    expect(root.forms.everything.fields.access_token.default).toBe("secret");
    expect(root.forms.tags.action).toBe(`${ORIGIN}/api/v2/tags`);
    expect(root.experiments.running[0].variations.map((v: { ref: string }) => v.ref)).toEqual([
      store.masterRef,
      store.releases[0]?.ref,
    ]);
    expect(root.languages.map((language: { id: string }) => language.id)).toEqual(["en-us", "es-ar"]);
    expect(root).toMatchObject({
      license: "All Rights Reserved",
      bookmarks: { about: "settings--settings--en-us" },
    });
  });
});

describe("GET /api/v2/documents/search", () => {
  it("answers Prismic's shape with a long max-age, clamping pageSize and ignoring unknown parameters", async () => {
    const response = await search(`ref=${store.masterRef}&pageSize=500&x-c=js-7.22.0&whatever=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const body = await response.json();
    expect(Object.keys(body)).toEqual([
      "page",
      "results_per_page",
      "results_size",
      "total_results_size",
      "total_pages",
      "next_page",
      "prev_page",
      "results",
    ]);
    expect(body.results_per_page).toBe(100);
    expect(Object.keys(body.results[0])).toEqual(
      expect.arrayContaining([
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
      ]),
    );
  });

  it("fills url from routes", async () => {
    const routes = encodeURIComponent(JSON.stringify([{ type: "article", path: "/:lang/news/:uid" }]));
    const body = await (
      await search(
        `ref=${store.masterRef}&q=${encodeURIComponent('[[at(my.article.uid, "article-4")]]')}&routes=${routes}`,
      )
    ).json();
    expect(body.results[0].url).toBe("/en-us/news/article-4");
  });

  it("400s a malformed query with Prismic's parsing-error body", async () => {
    const response = await search(`ref=${store.masterRef}&q=${encodeURIComponent("[[at(document.type, ]]")}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ type: "parsing-error", line: 1, location: "query" });
  });

  it("404s an unknown ref and 410s an expired one, naming the master ref", async () => {
    const unknown = await search("ref=nope");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toMatch(new RegExp(`Master ref is: ${store.masterRef}$`));
    const [releasePart] = (store.releases[0]?.ref ?? "").split("~");
    const expired = await search(`ref=${releasePart}~OLDMASTERREF0000`);
    expect(expired.status).toBe(410);
    expect((await expired.json()).message).toMatch(new RegExp(`Master ref is: ${store.masterRef}$`));
  });

  it("reads a preview session's release through its token, never cached", async () => {
    const token = previewTokenFor(ORIGIN, "launch", "settings--settings--en-us");
    const response = await search(
      `ref=${encodeURIComponent(token)}&q=${encodeURIComponent('[[at(document.type, "settings")]]')}`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await response.json()).results[0].data.company_email).toBe("launch@lumbre.studio");
  });
});

describe("other endpoints", () => {
  it("serves the preview token URL as {mainDocument}", async () => {
    const token = previewTokenFor(ORIGIN, "launch", "settings--settings--en-us");
    const response = await handler(new Request(token));
    expect(await response.json()).toEqual({ mainDocument: "settings--settings--en-us" });
  });

  it("serves the tags", async () => {
    expect(await (await get("/api/v2/tags")).json()).toEqual(["even", "news", "odd"]);
  });

  it("answers 429 with Retry-After once a client is over its limit", async () => {
    const client = { "x-forwarded-for": "203.0.113.9" };
    expect((await get("/api/v2", client)).status).toBe(200);
    expect((await get("/api/v2", client)).status).toBe(200);
    const limited = await get("/api/v2", client);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
});
