import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentHandler } from "./content-handler";
import { type ContentStore, loadContentStore } from "./content-store";
import { previewTokenFor } from "./refs";
import { TEST_PREVIEW_SECRET, writeTestContent } from "./test-content";

type Handler = (request: Request) => Promise<Response>;

let cleanup: () => Promise<void>;
let store: ContentStore;
/** The service as outside callers meet it at /api/v2 (no rate limit here; see the 429 test). */
let handler: Handler;
const ORIGIN = "http://localhost:3000";
const ACCESS_TOKEN = "secret";

const requestTo = (path: string, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, { headers });
const get = (path: string, headers: Record<string, string> = {}) => handler(requestTo(path, headers));
const search = (query: string, headers: Record<string, string> = {}) =>
  get(`/api/v2/documents/search?${query}`, headers);
const settingsQuery = (ref: string) =>
  `ref=${encodeURIComponent(ref)}&q=${encodeURIComponent('[[at(document.type, "settings")]]')}`;
const releaseRef = (id: string) => store.releases.find((release) => release.id === id)?.ref ?? "";
const labelsOf = async (response: Response) =>
  ((await response.json()).refs as { label: string }[]).map((ref) => ref.label);
const tokenOf = (releaseId: string, documentId = "settings--settings--en-us") =>
  previewTokenFor(ORIGIN, releaseId, documentId, TEST_PREVIEW_SECRET);
const cookieOf = (token: string) => `io.prismic.preview=${encodeURIComponent(token)}`;
const previewCookie = (releaseId: string) => cookieOf(tokenOf(releaseId));
/** Tokens for the release "spring" that nobody was given: unsigned, or signed with another secret. */
const forgedTokens = () => [
  `${ORIGIN}/api/v2/previews/spring:settings--settings--en-us`,
  previewTokenFor(ORIGIN, "spring", "settings--settings--en-us", "another-secret-0123456789abcdef0123"),
  // Launch's signature on spring's name: a signature is for one release and document only.
  tokenOf("launch").replace("/previews/launch:", "/previews/spring:"),
];

beforeAll(async () => {
  const content = await writeTestContent();
  cleanup = content.cleanup;
  store = await loadContentStore(content.root);
  handler = createContentHandler({
    getStore: async () => store,
    accessToken: ACCESS_TOKEN,
    previewSecret: TEST_PREVIEW_SECRET,
  });
});
afterAll(async () => cleanup());

describe("GET /api/v2", () => {
  it("answers refs, forms with every field, experiments and no-cache", async () => {
    const response = await get(`/api/v2?access_token=${ACCESS_TOKEN}`);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const root = await response.json();
    expect(root.refs.map((ref: { label: string }) => ref.label)).toEqual(["Master", "Launch", "Spring"]);
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
    expect(root.forms.everything.fields.access_token.default).toBe(ACCESS_TOKEN);
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

describe("GET /api/v2: releases only for those allowed", () => {
  it("shows an anonymous caller the master ref only, and the running experiments", async () => {
    const root = await (await get("/api/v2")).json();
    expect(root.refs).toEqual([{ id: "master", ref: store.masterRef, label: "Master", isMasterRef: true }]);
    expect(JSON.stringify(root)).not.toContain(releaseRef("spring"));
    expect(root.forms.everything.fields.access_token).toBeUndefined();
    // An experiment's variation is live for part of the visitors: listed as hosted Prismic lists it.
    expect(root.experiments.running[0].variations[1].ref).toBe(releaseRef("launch"));
  });

  it("lists every release to the access token, in Authorization too, and ignores a wrong one", async () => {
    for (const authorization of [`Token ${ACCESS_TOKEN}`, `Bearer ${ACCESS_TOKEN}`]) {
      expect(await labelsOf(await get("/api/v2", { authorization }))).toEqual(["Master", "Launch", "Spring"]);
    }
    const wrong = await (await get("/api/v2?access_token=guess")).json();
    expect(wrong.refs.map((ref: { label: string }) => ref.label)).toEqual(["Master"]);
    expect(wrong.forms.everything.fields.access_token).toBeUndefined();
    expect(await labelsOf(await get("/api/v2", { authorization: "Bearer guess" }))).toEqual(["Master"]);
  });

  it("lists a preview session's own release, while that release exists", async () => {
    expect(await labelsOf(await get("/api/v2", { cookie: previewCookie("spring") }))).toEqual([
      "Master",
      "Spring",
    ]);
    expect(await labelsOf(await get("/api/v2", { cookie: previewCookie("deleted") }))).toEqual(["Master"]);
  });

  it("lists no release to a preview cookie whose token is unsigned or signed with another secret", async () => {
    for (const token of forgedTokens()) {
      expect(await labelsOf(await get("/api/v2", { cookie: cookieOf(token) })), token).toEqual(["Master"]);
    }
  });

  it("lists every release to the site's own in-process client, which is never rate-limited", async () => {
    const site = createContentHandler({
      getStore: async () => store,
      privileged: true,
      rateLimit: { perSecond: 1, burst: 1 },
      previewSecret: TEST_PREVIEW_SECRET,
    });
    for (let i = 0; i < 5; i += 1) {
      const response = await site(requestTo("/api/v2"));
      expect(response.status).toBe(200);
      expect(await labelsOf(response)).toEqual(["Master", "Launch", "Spring"]);
    }
  });
});

describe("GET /api/v2/documents/search at a release ref", () => {
  it("refuses an anonymous caller as hosted Prismic does, uncacheable, and never says if it expired", async () => {
    const [releasePart] = releaseRef("spring").split("~");
    for (const ref of [releaseRef("spring"), `${releasePart}~OLDMASTERREF0000`]) {
      const response = await search(settingsQuery(ref));
      expect(response.status).toBe(401);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.json()).toMatchObject({
        type: "api_security_error",
        message: "Access to this Ref requires an access token",
      });
    }
    expect(
      (await search(settingsQuery(releaseRef("spring")), { cookie: previewCookie("launch") })).status,
    ).toBe(401);
  });

  it("answers the token, the release's preview session and experiment variations, privately", async () => {
    const reads: [string, Record<string, string>][] = [
      [`${settingsQuery(releaseRef("spring"))}&access_token=${ACCESS_TOKEN}`, {}],
      [settingsQuery(releaseRef("spring")), { authorization: `Token ${ACCESS_TOKEN}` }],
      [settingsQuery(releaseRef("spring")), { cookie: previewCookie("spring") }],
      [settingsQuery(releaseRef("launch")), {}],
    ];
    for (const [query, headers] of reads) {
      const response = await search(query, headers);
      expect(response.status, query).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    }
    const master = await search(settingsQuery(store.masterRef));
    expect(master.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("malformed percent-encoding", () => {
  it("answers 400 wherever it is in the URL, never 500", async () => {
    for (const path of [
      "/api/v2/%ZZ",
      "/api/v2/previews/launch:%FF",
      "/api/v2/documents/search?ref=%E0%A4%A",
      `/api/v2/documents/search?ref=${store.masterRef}&q=%ZZ`,
      "/api/v2?routes=%",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).type).toBe("api_validation_error");
    }
  });

  it("treats a well-encoded ref holding a broken token as an unknown ref", async () => {
    const token = `${ORIGIN}/api/v2/previews/launch:%FF`;
    expect((await search(settingsQuery(token))).status).toBe(404);
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

  it("404s an unknown ref and 410s an expired one (to a caller who may read it), naming the master ref", async () => {
    const unknown = await search("ref=nope");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toMatch(new RegExp(`Master ref is: ${store.masterRef}$`));
    const [releasePart] = releaseRef("spring").split("~");
    const expired = await search(`ref=${releasePart}~OLDMASTERREF0000&access_token=${ACCESS_TOKEN}`);
    expect(expired.status).toBe(410);
    expect((await expired.json()).message).toMatch(new RegExp(`Master ref is: ${store.masterRef}$`));
  });

  it("reads a preview session's release through its token, by anyone holding it, never cached", async () => {
    const response = await search(settingsQuery(tokenOf("spring")));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect((await response.json()).results[0].data.company_email).toBe("spring@lumbre.studio");
  });

  it("reads nothing through a forged preview token: an unknown ref, and its cookie opens no release ref", async () => {
    for (const token of forgedTokens()) {
      for (const ref of [token, encodeURIComponent(token), JSON.stringify({ x: { preview: token } })]) {
        const response = await search(settingsQuery(ref));
        expect(response.status, ref).toBe(404);
        expect((await response.json()).type).toBe("api_notfound_error");
      }
      const withCookie = await search(settingsQuery(releaseRef("spring")), { cookie: cookieOf(token) });
      expect(withCookie.status, token).toBe(401);
    }
  });

  it("410s a signed preview token whose release was deleted", async () => {
    const response = await search(settingsQuery(tokenOf("deleted")));
    expect(response.status).toBe(410);
    expect((await response.json()).type).toBe("api_validation_error");
  });
});

describe("links in the answers", () => {
  const SITE = "https://lumbre.example";
  /** As the production server hands it a request: its Host, whatever the visitor's URL was. */
  const internal = (path: string, headers: Record<string, string> = {}) =>
    new Request(`http://127.0.0.1:3210${path}`, { headers });

  it("name the site's public origin, never the host the request reached", async () => {
    const service = createContentHandler({
      getStore: async () => store,
      previewSecret: TEST_PREVIEW_SECRET,
      publicOrigin: SITE,
    });
    const root = await (await service(internal("/api/v2"))).json();
    expect(root.forms.everything.action).toBe(`${SITE}/api/v2/documents/search`);
    expect(root.forms.tags.action).toBe(`${SITE}/api/v2/tags`);
    expect([root.oauth_initiate, root.oauth_token]).toEqual([`${SITE}/auth`, `${SITE}/auth/token`]);

    const page = await (
      await service(internal(`/api/v2/documents/search?ref=${store.masterRef}&pageSize=2&page=2`))
    ).json();
    expect(page.next_page).toBe(`${SITE}/api/v2/documents/search?ref=${store.masterRef}&pageSize=2&page=3`);
    expect(page.prev_page).toBe(`${SITE}/api/v2/documents/search?ref=${store.masterRef}&pageSize=2&page=1`);
    for (const result of page.results as { href: string }[]) {
      expect(result.href.startsWith(`${SITE}/api/v2/documents/search?ref=`), result.href).toBe(true);
    }

    const refused = await (
      await service(internal(`/api/v2/documents/search?${settingsQuery(releaseRef("spring"))}`))
    ).json();
    expect(refused.oauth_initiate).toBe(`${SITE}/auth`);
  });
});

describe("preview tokens that expire", () => {
  const start = Date.UTC(2026, 10, 26, 10);
  const hour = 60 * 60 * 1000;
  let clock = start;
  const service = () =>
    createContentHandler({
      getStore: async () => store,
      previewSecret: TEST_PREVIEW_SECRET,
      now: () => clock,
    });
  const expiring = () =>
    previewTokenFor(ORIGIN, "spring", "settings--settings--en-us", TEST_PREVIEW_SECRET, {
      expiresAt: start + hour,
    });

  it("read, list and answer their release until they expire, then nothing: 410, no release, 404", async () => {
    const token = expiring();
    const at = async (instant: number) => {
      clock = instant;
      const handle = service();
      return {
        search: await handle(requestTo(`/api/v2/documents/search?${settingsQuery(token)}`)),
        root: await handle(requestTo("/api/v2", { cookie: cookieOf(token) })),
        previews: await handle(new Request(token)),
      };
    };
    const before = await at(start + hour - 1);
    expect(before.search.status).toBe(200);
    expect(await labelsOf(before.root)).toEqual(["Master", "Spring"]);
    expect(before.previews.status).toBe(200);

    const after = await at(start + hour);
    expect(after.search.status).toBe(410);
    expect((await after.search.json()).type).toBe("api_validation_error");
    expect(await labelsOf(after.root)).toEqual(["Master"]);
    expect(after.previews.status).toBe(404);
  });
});

describe("other endpoints", () => {
  it("serves the preview token URL as {mainDocument}", async () => {
    const response = await handler(new Request(tokenOf("launch")));
    expect(await response.json()).toEqual({ mainDocument: "settings--settings--en-us" });
  });

  it("answers a forged or deleted release's preview token URL as it answers an unknown one", async () => {
    const unknown = await handler(new Request(tokenOf("no-such-release")));
    expect(unknown.status).toBe(404);
    const body = await unknown.json();
    for (const token of [...forgedTokens(), tokenOf("deleted")]) {
      const response = await handler(new Request(token));
      expect(response.status, token).toBe(404);
      expect(response.headers.get("cache-control"), token).toBe("private, no-store");
      expect(await response.json(), token).toEqual(body);
    }
  });

  it("serves the tags", async () => {
    expect(await (await get("/api/v2/tags")).json()).toEqual(["even", "news", "odd"]);
  });

  it("answers 429 with Retry-After once a client is over its limit, whatever X-Forwarded-For claims", async () => {
    const limited = createContentHandler({
      getStore: async () => store,
      rateLimit: { perSecond: 1, burst: 2 },
      previewSecret: TEST_PREVIEW_SECRET,
    });
    // Without the production server naming the client, every caller shares one bucket: a request with no
    // X-Forwarded-For is counted, and a forged one does not buy a fresh bucket.
    expect((await limited(requestTo("/api/v2"))).status).toBe(200);
    expect((await limited(requestTo("/api/v2", { "x-forwarded-for": "203.0.113.9" }))).status).toBe(200);
    const refused = await limited(requestTo("/api/v2", { "x-forwarded-for": "198.51.100.7" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });
});
