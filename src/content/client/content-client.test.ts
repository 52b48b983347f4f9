import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ContentClientOptions, createContentClient } from "./content-client";
import { predicate } from "./predicates";
import {
  documentFixture,
  EXPERIMENT_GOOGLE_ID,
  MASTER_REF,
  RELEASE_REF,
  type RepositoryOptions,
  repositoryHandler,
  rootFixture,
  searchFixture,
  sendJson,
  startTestServer,
  type TestServer,
  VARIATION_REFS,
} from "./test-server";

const SEARCH = "/api/v2/documents/search";
const TOKEN = "https://lumbre.prismic.io/previews/session-1:doc-1?websitePreviewId=site-1";

let server: TestServer;
let time: number;
let sleeps: number[];

beforeEach(async () => {
  server = await startTestServer();
  server.handler = repositoryHandler(server.origin);
  time = 1_700_000_000_000;
  sleeps = [];
});

afterEach(() => server.close());

function serve(options: RepositoryOptions) {
  server.handler = repositoryHandler(server.origin, options);
}

function makeClient(overrides: Partial<ContentClientOptions> = {}) {
  return createContentClient({
    endpoint: server.endpoint,
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
}

/** The root without some of its parts, to exercise the client's defaults and errors. */
function rootWith(change: (root: Record<string, unknown>) => void) {
  return (origin: string) => {
    const root = rootFixture(origin);
    change(root);
    return root;
  };
}

const lastSearch = () => {
  const request = server.requestsTo(SEARCH).at(-1);
  if (request === undefined) throw new Error("no search request was made");
  return request.url;
};

async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("expected a rejection");
}

const previewCookie = (value: string) => `theme=dark; io.prismic.preview=${value}`;
const experimentCookie = (value: string) => `io.prismic.experiment=${value}`;

describe("getApi", () => {
  it("does no I/O on construction, then GETs the root with access_token and routes", async () => {
    const routes = [{ type: "page", path: "/:uid/" }];
    const client = makeClient({ accessToken: "secret", routes });
    expect(server.requests).toHaveLength(0);
    const root = await client.getApi();
    const request = server.requestsTo("/api/v2")[0];
    expect(request?.url.searchParams.get("access_token")).toBe("secret");
    expect(request?.url.searchParams.get("routes")).toBe(JSON.stringify(routes));
    expect(request?.headers.accept).toBe("application/json");
    expect(root.refs.map((ref) => ref.ref)).toEqual([MASTER_REF, RELEASE_REF]);
    expect(root.bookmarks).toEqual({ about: "doc-about" });
    expect(root.forms.everything?.fields.access_token?.default).toBe("secret");
    expect(root.experiments.running[0]?.variations).toHaveLength(2);
  });

  it("sends no query string when neither token nor routes are configured", async () => {
    await makeClient().getApi();
    expect(server.requestsTo("/api/v2")[0]?.url.search).toBe("");
  });

  it("treats a root without experiments as running none", async () => {
    serve({ root: rootWith((root) => delete root.experiments) });
    const client = makeClient();
    expect((await client.getApi()).experiments).toEqual({ draft: [], running: [] });
    await expect(
      client.resolveRef({ cookie: experimentCookie(`${EXPERIMENT_GOOGLE_ID}%201`) }),
    ).resolves.toBe(MASTER_REF);
  });

  it("keeps the root 5 s on the injected clock", async () => {
    const client = makeClient();
    await client.getApi();
    time += 4999;
    await client.getApi();
    await client.query([]);
    expect(server.requestsTo("/api/v2")).toHaveLength(1);
    time += 1;
    await client.getApi();
    expect(server.requestsTo("/api/v2")).toHaveLength(2);
  });

  it("keeps the root for its max-age instead when the response says so", async () => {
    serve({ rootHeaders: { "cache-control": "max-age=60" } });
    const client = makeClient();
    await client.getApi();
    time += 59_999;
    await client.getApi();
    expect(server.requestsTo("/api/v2")).toHaveLength(1);
    time += 1;
    await client.getApi();
    expect(server.requestsTo("/api/v2")).toHaveLength(2);
  });

  it("shares one root request between concurrent callers", async () => {
    const client = makeClient();
    await Promise.all([client.getApi(), client.getApi(), client.query([]), client.resolveRef()]);
    expect(server.requestsTo("/api/v2")).toHaveLength(1);
  });

  it("rejects a root that does not have the protocol's shape", async () => {
    serve({ root: () => ({ refs: "none" }) });
    expect(await messageOf(makeClient().getApi())).toMatch(`Invalid response from ${server.endpoint}: refs:`);
  });

  it("uses an injected in-process fetch instead of the network", async () => {
    const seen: string[] = [];
    const client = createContentClient({
      endpoint: "http://content.internal/api/v2",
      fetch: async (input) => {
        seen.push(input);
        return Response.json(rootFixture("http://content.internal"));
      },
    });
    await expect(client.resolveRef()).resolves.toBe(MASTER_REF);
    expect(seen).toEqual(["http://content.internal/api/v2"]);
  });
});

describe("resolveRef: explicit ref > preview cookie > experiment cookie > master", () => {
  const everything = `${previewCookie(encodeURIComponent(TOKEN))}; ${experimentCookie(`${EXPERIMENT_GOOGLE_ID}%201`)}`;

  it("prefers an explicit ref, without reading the root", async () => {
    const client = makeClient();
    await expect(client.resolveRef({ ref: RELEASE_REF, cookie: everything })).resolves.toBe(RELEASE_REF);
    expect(server.requests).toHaveLength(0);
  });

  it("then the preview cookie's raw token, encoded once or twice", async () => {
    const client = makeClient();
    await expect(client.resolveRef({ cookie: everything })).resolves.toBe(TOKEN);
    const twice = previewCookie(encodeURIComponent(encodeURIComponent(TOKEN)));
    await expect(client.resolveRef({ cookie: twice })).resolves.toBe(TOKEN);
    expect(server.requests).toHaveLength(0);
  });

  it("then the toolbar's jar entry for this repository's host", async () => {
    const host = new URL(server.endpoint).hostname;
    const jar = {
      _tracker: "abcd1234",
      "other.prismic.io": { preview: "other-token" },
      [host]: { preview: TOKEN },
    };
    const client = makeClient();
    await expect(
      client.resolveRef({ cookie: previewCookie(encodeURIComponent(JSON.stringify(jar))) }),
    ).resolves.toBe(TOKEN);
  });

  it("ignores a jar whose several previews belong to other repositories", async () => {
    const jar = { "a.prismic.io": { preview: "a" }, "b.prismic.io": { preview: "b" } };
    const cookie = `${previewCookie(encodeURIComponent(JSON.stringify(jar)))}; ${experimentCookie(`${EXPERIMENT_GOOGLE_ID}%200`)}`;
    await expect(makeClient().resolveRef({ cookie })).resolves.toBe(VARIATION_REFS[0]);
  });

  it("then the experiment cookie's variation", async () => {
    const client = makeClient();
    await expect(
      client.resolveRef({ cookie: experimentCookie(`${EXPERIMENT_GOOGLE_ID}%201`) }),
    ).resolves.toBe(VARIATION_REFS[1]);
  });

  it("falls back to master for a bad experiment cookie or none", async () => {
    const client = makeClient();
    for (const value of [
      "garbage",
      `${EXPERIMENT_GOOGLE_ID}%209`,
      `${EXPERIMENT_GOOGLE_ID}%20x`,
      "other%200",
    ]) {
      await expect(client.resolveRef({ cookie: experimentCookie(value) }), value).resolves.toBe(MASTER_REF);
    }
    await expect(client.resolveRef()).resolves.toBe(MASTER_REF);
    await expect(client.resolveRef({ ref: "", cookie: "" })).resolves.toBe(MASTER_REF);
  });

  it("fails plainly when the root has no master ref", async () => {
    serve({ root: rootWith((root) => Object.assign(root, { refs: [{ id: "x", ref: "r", label: "R" }] })) });
    expect(await messageOf(makeClient().resolveRef())).toBe("Master ref could not be found.");
  });

  it("sends the resolved ref on searches", async () => {
    const client = makeClient();
    await client.query([], { cookie: everything });
    expect(lastSearch().searchParams.get("ref")).toBe(TOKEN);
    await client.query([], { cookie: experimentCookie(`${EXPERIMENT_GOOGLE_ID}%201`) });
    expect(lastSearch().searchParams.get("ref")).toBe(VARIATION_REFS[1]);
    await client.query([], { ref: RELEASE_REF, cookie: everything });
    expect(lastSearch().searchParams.get("ref")).toBe(RELEASE_REF);
    await client.query([]);
    expect(lastSearch().searchParams.get("ref")).toBe(MASTER_REF);
  });
});

describe("a ref the visitor's cookie chose, which the service no longer answers", () => {
  /** Answers `status` to any search at a ref other than the master, the master's one document otherwise. */
  function serveOnlyMaster(status: number) {
    serve({
      search: (request, response) => {
        if (request.url.searchParams.get("ref") === MASTER_REF) {
          sendJson(response, searchFixture([documentFixture("published")]));
        } else {
          sendJson(response, { type: "api_notfound_error", message: `Master ref is: ${MASTER_REF}` }, status);
        }
      },
    });
  }

  it("reads the master instead for a dead preview token or experiment variation (401, 403, 404, 410)", async () => {
    for (const status of [401, 403, 404, 410]) {
      serveOnlyMaster(status);
      const client = makeClient();
      for (const cookie of [
        previewCookie(encodeURIComponent(TOKEN)),
        previewCookie("x"),
        experimentCookie(`${EXPERIMENT_GOOGLE_ID}%201`),
      ]) {
        const document = await client.getSingle("page", { cookie });
        expect(document?.id, `${status} ${cookie}`).toBe("published");
      }
    }
    const refs = server.requestsTo(SEARCH).map((request) => request.url.searchParams.get("ref"));
    expect(refs.slice(0, 2)).toEqual([TOKEN, MASTER_REF]);
  });

  it("walks every page of getAllByType at the master once the first page fell back", async () => {
    serveOnlyMaster(410);
    const documents = await makeClient().getAllByType("page", { cookie: previewCookie("x") });
    expect(documents.map((document) => document.id)).toEqual(["published"]);
  });

  it("still fails for an explicit ref, and for a service that is failing rather than refusing", async () => {
    serveOnlyMaster(404);
    await expect(makeClient().query([], { ref: "gone" })).rejects.toMatchObject({ status: 404 });
    serveOnlyMaster(503);
    await expect(makeClient().query([], { cookie: previewCookie("x") })).rejects.toMatchObject({
      status: 503,
    });
  });

  it("refStatus tells a live ref from a gone one and from no answer at all", async () => {
    serveOnlyMaster(410);
    const client = makeClient();
    await expect(client.refStatus(MASTER_REF)).resolves.toBe("live");
    await expect(client.refStatus(TOKEN)).resolves.toBe("gone");
    serveOnlyMaster(500);
    await expect(client.refStatus(TOKEN)).resolves.toBe("unavailable");
    const search = server.requestsTo(SEARCH).at(-1)?.url.searchParams;
    expect([search?.get("ref"), search?.get("pageSize")]).toEqual([TOKEN, "1"]);
    // A root refused (a private repository read without its token) is no verdict on the ref.
    server.handler = (_, response) => sendJson(response, { message: "no token" }, 401);
    await expect(makeClient().refStatus(TOKEN)).resolves.toBe("unavailable");
  });

  it("previewRef reads the token out of a Cookie header without asking the service", () => {
    const client = makeClient();
    expect(client.previewRef(previewCookie(encodeURIComponent(TOKEN)))).toBe(TOKEN);
    expect(client.previewRef(experimentCookie("x%200"))).toBeUndefined();
    expect(server.requests).toHaveLength(0);
  });
});

describe("query", () => {
  it("builds the search URL from the form: defaults first, then ref, q and the options", async () => {
    const client = makeClient({ accessToken: "secret" });
    const response = await client.query(
      [predicate.at("document.type", "page"), predicate.fulltext("document", "cafe con leche")],
      {
        lang: "es-ar",
        pageSize: 5,
        after: "doc-0",
        orderings: [{ field: "my.page.date", direction: "desc" }, { field: "document.id" }],
        fetch: ["page.title", "page.date"],
        fetchLinks: "author.name",
        graphQuery: "{ page { title } }",
        referer: "unit-test",
      },
    );
    expect(response.results[0]?.id).toBe("doc-1");
    expect(lastSearch().pathname).toBe(SEARCH);
    expect([...lastSearch().searchParams]).toEqual([
      ["page", "1"],
      ["pageSize", "5"],
      ["access_token", "secret"],
      ["ref", MASTER_REF],
      ["q", '[[at(document.type, "page")][fulltext(document, "cafe con leche")]]'],
      ["lang", "es-ar"],
      ["after", "doc-0"],
      ["orderings", "[my.page.date desc,document.id]"],
      ["fetch", "page.title,page.date"],
      ["fetchLinks", "author.name"],
      ["graphQuery", "{ page { title } }"],
      ["referer", "unit-test"],
    ]);
    // v3 encodes with encodeURIComponent: spaces as %20.
    expect(lastSearch().search).toContain("q=%5B%5Bat(document.type%2C%20%22page%22)%5D");
  });

  it("accepts a single predicate string, passes string orderings through, and omits q for an empty list", async () => {
    const client = makeClient();
    await client.query(predicate.has("my.page.title"), { orderings: "[my.page.title]" });
    expect(lastSearch().searchParams.getAll("q")).toEqual(["[[has(my.page.title)]]"]);
    expect(lastSearch().searchParams.get("orderings")).toBe("[my.page.title]");
    await client.query([]);
    expect(lastSearch().searchParams.has("q")).toBe(false);
  });

  it("returns the typed search response, defaulting what the API may leave out", async () => {
    serve({
      search: (_, response) =>
        sendJson(
          response,
          searchFixture([{ id: "x", type: "page", lang: "en-us" }], { page: 1, totalPages: 2 }),
        ),
    });
    const response = await makeClient().query([]);
    expect(response).toMatchObject({
      page: 1,
      results_per_page: 20,
      results_size: 1,
      total_results_size: 1,
      total_pages: 2,
      prev_page: null,
    });
    expect(response.next_page).toMatch(/page=2/);
    expect(response.results[0]).toMatchObject({ id: "x", uid: null, url: null, tags: [], data: {} });
  });

  it("caches searches by URL for their max-age, in an LRU of cacheSize entries", async () => {
    serve({
      search: (request, response) =>
        sendJson(
          response,
          searchFixture([documentFixture(request.url.searchParams.get("lang") ?? "none")]),
          200,
          {
            "cache-control": "public, max-age=30",
          },
        ),
    });
    const client = makeClient({ cacheSize: 3 });
    await client.query([], { lang: "a" });
    await client.query([], { lang: "a" });
    expect(server.requestsTo(SEARCH)).toHaveLength(1);
    time += 30_000;
    await client.query([], { lang: "a" });
    expect(server.requestsTo(SEARCH)).toHaveLength(2);
    // The root, "a", "b" fill the cache; "c" evicts "a", the least recently used.
    await client.query([], { lang: "b" });
    await client.query([], { lang: "c" });
    await client.query([], { lang: "b" });
    expect(server.requestsTo(SEARCH)).toHaveLength(4);
    await client.query([], { lang: "a" });
    expect(server.requestsTo(SEARCH)).toHaveLength(5);
  });

  it("does not cache a search without max-age, but shares it while in flight", async () => {
    const client = makeClient();
    await client.getApi();
    await Promise.all([client.query([]), client.query([])]);
    expect(server.requestsTo(SEARCH)).toHaveLength(1);
    await client.query([]);
    expect(server.requestsTo(SEARCH)).toHaveLength(2);
  });

  it("retries a 429 on search after Retry-After seconds, or 1000 ms without it", async () => {
    let answered = 0;
    serve({
      search: (_, response) => {
        answered += 1;
        if (answered === 1) sendJson(response, {}, 429, { "retry-after": "2" });
        else if (answered === 2) sendJson(response, {}, 429);
        else if (answered === 3) sendJson(response, {}, 429, { "retry-after": "later" });
        else sendJson(response, searchFixture([]));
      },
    });
    await expect(makeClient().query([])).resolves.toMatchObject({ results: [] });
    expect(sleeps).toEqual([2000, 1000, 1000]);
  });
});

describe("document helpers", () => {
  it("queryFirst asks for one result on page 1 and returns it, or undefined", async () => {
    const client = makeClient();
    await expect(client.queryFirst([], { page: 3, pageSize: 50 })).resolves.toMatchObject({ id: "doc-1" });
    expect(lastSearch().searchParams.get("page")).toBe("1");
    expect(lastSearch().searchParams.get("pageSize")).toBe("1");
    serve({ search: (_, response) => sendJson(response, searchFixture([])) });
    await expect(client.queryFirst([])).resolves.toBeUndefined();
  });

  it("getByID filters by id in every language unless told otherwise", async () => {
    const client = makeClient();
    await client.getByID("doc-1");
    expect(lastSearch().searchParams.get("q")).toBe('[[at(document.id, "doc-1")]]');
    expect(lastSearch().searchParams.get("lang")).toBe("*");
    await client.getByID("doc-1", { lang: "es-ar" });
    expect(lastSearch().searchParams.get("lang")).toBe("es-ar");
  });

  it("getByIDs uses in(document.id) in every language", async () => {
    await makeClient().getByIDs(["b", "a"]);
    expect(lastSearch().searchParams.get("q")).toBe('[[in(document.id, ["b", "a"])]]');
    expect(lastSearch().searchParams.get("lang")).toBe("*");
  });

  it("getByUID filters by type and uid", async () => {
    await makeClient().getByUID("page", "home", { lang: "en-us" });
    expect(lastSearch().searchParams.get("q")).toBe('[[at(document.type, "page")][at(my.page.uid, "home")]]');
    expect(lastSearch().searchParams.get("lang")).toBe("en-us");
  });

  it("getSingle filters by type", async () => {
    await makeClient().getSingle("settings");
    expect(lastSearch().searchParams.get("q")).toBe('[[at(document.type, "settings")]]');
  });

  it("getAllByType walks every page at pageSize 100 with one ref", async () => {
    const all = Array.from({ length: 250 }, (_, index) => documentFixture(`doc-${index}`));
    serve({
      search: (request, response) => {
        const page = Number(request.url.searchParams.get("page"));
        const slice = all.slice((page - 1) * 100, page * 100);
        sendJson(response, searchFixture(slice, { page, pageSize: 100, totalPages: 3, totalResults: 250 }));
      },
    });
    const documents = await makeClient().getAllByType("page", { page: 7, cookie: experimentCookie("x%200") });
    expect(documents.map((document) => document.id)).toEqual(all.map((document) => document.id));
    const searches = server.requestsTo(SEARCH).map((request) => request.url.searchParams);
    expect(searches.map((params) => params.get("page"))).toEqual(["1", "2", "3"]);
    expect(new Set(searches.map((params) => params.get("pageSize")))).toEqual(new Set(["100"]));
    expect(new Set(searches.map((params) => params.get("ref")))).toEqual(new Set([MASTER_REF]));
    expect(searches[0]?.get("q")).toBe('[[at(document.type, "page")]]');
  });

  it("getAllByType stops at an empty page even if a next page is announced", async () => {
    serve({
      search: (_, response) => sendJson(response, { ...searchFixture([]), next_page: "http://x/?page=2" }),
    });
    await expect(makeClient().getAllByType("page")).resolves.toEqual([]);
    expect(server.requestsTo(SEARCH)).toHaveLength(1);
  });

  it("getBookmark fetches the bookmarked document by id", async () => {
    await expect(makeClient().getBookmark("about")).resolves.toMatchObject({ id: "doc-1" });
    expect(lastSearch().searchParams.get("q")).toBe('[[at(document.id, "doc-about")]]');
  });

  it("getTags reads the tags form with the access token", async () => {
    serve({ tags: ["alpha", "beta"] });
    await expect(makeClient({ accessToken: "secret" }).getTags()).resolves.toEqual(["alpha", "beta"]);
    const request = server.requestsTo("/api/v2/tags")[0];
    expect(request?.url.searchParams.getAll("access_token")).toEqual(["secret"]);
  });

  it("getTags adds the token itself when the tags form does not echo it", async () => {
    serve({ root: rootWith(() => undefined) });
    await makeClient({ accessToken: "secret" }).getTags();
    expect(server.requestsTo("/api/v2/tags")[0]?.url.searchParams.get("access_token")).toBe("secret");
  });
});

describe("error messages, verbatim", () => {
  it("Unexpected status code [status] on URL <url>, with .status", async () => {
    serve({ search: (_, response) => sendJson(response, { type: "api_notfound_error", message: "x" }, 404) });
    const client = makeClient();
    const failure = client.query([], { ref: "unknown-ref" });
    await expect(failure).rejects.toMatchObject({ status: 404 });
    const url = `${server.origin}${SEARCH}?page=1&pageSize=20&ref=unknown-ref`;
    expect(await messageOf(failure)).toBe(`Unexpected status code [404] on URL ${url}`);
  });

  it("<url> response timeout, when a timeout is configured", async () => {
    serve({ search: () => undefined });
    const client = makeClient({ timeoutMs: 30 });
    expect(await messageOf(client.query([], { ref: "r" }))).toBe(
      `${server.origin}${SEARCH}?page=1&pageSize=20&ref=r response timeout`,
    );
  });

  it("FORBIDDEN for a uid lookup in every language", async () => {
    expect(await messageOf(makeClient().getByUID("page", "home", { lang: "*" }))).toBe(
      "FORBIDDEN. You can't use getByUID with *, use the predicates instead.",
    );
    expect(server.requests).toHaveLength(0);
  });

  it("Unknown field <name> for an option the everything form does not declare", async () => {
    const client = makeClient();
    expect(await messageOf(client.query([], { foo: "bar" }))).toBe("Unknown field foo");
    serve({
      root: rootWith((root) => {
        const forms = root.forms as { everything: { fields: Record<string, unknown> } };
        delete forms.everything.fields.graphQuery;
      }),
    });
    expect(await messageOf(makeClient().query([], { graphQuery: "{ page }" }))).toBe(
      "Unknown field graphQuery",
    );
    expect(server.requestsTo(SEARCH)).toHaveLength(0);
  });

  it("Invalid query : <q> for a predicate that is not bracketed, or an empty one where one is needed", async () => {
    const client = makeClient();
    expect(await messageOf(client.query('at(document.type, "page")'))).toBe(
      'Invalid query : at(document.type, "page")',
    );
    expect(await messageOf(client.query(["[has(my.page.title)]", "has(my.page.uid)"]))).toBe(
      "Invalid query : has(my.page.uid)",
    );
    expect(await messageOf(client.query(""))).toBe("Invalid query : ");
    expect(await messageOf(client.getByID(""))).toBe('Invalid query : [at(document.id, "")]');
    expect(await messageOf(client.getByIDs([]))).toBe("Invalid query : [in(document.id, [])]");
    expect(await messageOf(client.getSingle(" "))).toBe('Invalid query : [at(document.type, " ")]');
    expect(await messageOf(client.getByUID("page", ""))).toBe('Invalid query : [at(my.page.uid, "")]');
    expect(server.requests).toHaveLength(0);
  });

  it("Missing everything form / Missing tags form", async () => {
    serve({ root: rootWith((root) => Object.assign(root, { forms: {} })) });
    const client = makeClient();
    expect(await messageOf(client.query([]))).toBe("Missing everything form");
    expect(await messageOf(client.getByID("doc-1"))).toBe("Missing everything form");
    expect(await messageOf(client.getTags())).toBe("Missing tags form");
  });

  it("Unable to encode <value> of type <type> for a predicate value", () => {
    const fromUntypedData: unknown = null;
    expect(() => predicate.at("document.id", fromUntypedData as string)).toThrow(
      "Unable to encode null of type object",
    );
  });

  it("Error retrieving bookmarked id for an unknown bookmark", async () => {
    const client = makeClient();
    expect(await messageOf(client.getBookmark("nope"))).toBe("Error retrieving bookmarked id");
    expect(await messageOf(client.getBookmark("constructor"))).toBe("Error retrieving bookmarked id");
    expect(server.requestsTo(SEARCH)).toHaveLength(0);
  });
});
