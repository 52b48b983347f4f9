import * as prismic from "@prismicio/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentHandler } from "./content-handler";
import { type ContentStore, loadContentStore } from "./content-store";
import { TEST_PREVIEW_SECRET, writeTestContent } from "./test-content";

// The official @prismicio/client v7 against the embedded service: proof that the service speaks the protocol.
let cleanup: () => Promise<void>;
let store: ContentStore;
/** A client holding the access token, as a site reading a private repository's releases would. */
let client: prismic.Client;
let anonymous: prismic.Client;
const ENDPOINT = "http://content.test/api/v2";

beforeAll(async () => {
  const content = await writeTestContent();
  cleanup = content.cleanup;
  store = await loadContentStore(content.root);
  const handler = createContentHandler({
    getStore: async () => store,
    accessToken: "secret",
    previewSecret: TEST_PREVIEW_SECRET,
  });
  const fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    handler(new Request(String(input), init as RequestInit));
  client = prismic.createClient(ENDPOINT, { fetch, accessToken: "secret" });
  anonymous = prismic.createClient(ENDPOINT, { fetch });
});

afterAll(async () => cleanup());

describe("@prismicio/client v7 against the embedded service", () => {
  it("reads the master ref, releases and languages from the root", async () => {
    const repository = await client.getRepository();
    expect(repository.refs[0]).toMatchObject({ id: "master", isMasterRef: true, ref: store.masterRef });
    expect((await client.getReleases()).map((release) => release.label)).toEqual(["Launch", "Spring"]);
    expect(repository.languages.map((language) => language.id)).toEqual(["en-us", "es-ar"]);
  });

  it("getByUID finds a document with its translation linked", async () => {
    const document = await client.getByUID("article", "article-7");
    expect(document.lang).toBe("en-us");
    expect(document.alternate_languages).toEqual([
      { id: "article--a7--es-ar", uid: "articulo-7", type: "article", lang: "es-ar" },
    ]);
    const spanish = await client.getByUID("article", "articulo-7", { lang: "es-ar" });
    expect(spanish.id).toBe("article--a7--es-ar");
  });

  it("getByID and getByIDs (in the order asked)", async () => {
    expect((await client.getByID("article--a3--en-us")).uid).toBe("article-3");
    const documents = await client.getByIDs([
      "article--a9--en-us",
      "article--a2--en-us",
      "article--a5--en-us",
    ]);
    expect(documents.results.map((document) => document.uid)).toEqual([
      "article-9",
      "article-2",
      "article-5",
    ]);
  });

  it("getSingle and getAllByType across pages", async () => {
    expect((await client.getSingle("settings")).data).toEqual({ company_email: "hello@lumbre.studio" });
    const all = await client.getAllByType("article");
    expect(all).toHaveLength(150);
    expect(new Set(all.map((document) => document.id)).size).toBe(150);
  });

  it("filters, orderings and pagination", async () => {
    const page = await client.getByType("article", {
      filters: [
        prismic.filter.at("document.tags", ["even"]),
        prismic.filter.numberGreaterThan("my.article.rank", 100),
      ],
      orderings: [{ field: "my.article.rank", direction: "desc" }],
      pageSize: 10,
      page: 2,
    });
    expect(page.total_results_size).toBe(25);
    expect(page.total_pages).toBe(3);
    expect(page.results.map((document) => document.data.rank)).toEqual([
      130, 128, 126, 124, 122, 120, 118, 116, 114, 112,
    ]);
    expect(page.next_page).not.toBeNull();
    expect(page.prev_page).not.toBeNull();
  });

  it("lang selects a language or all of them", async () => {
    expect((await client.getByType("article", { lang: "es-ar", pageSize: 1 })).total_results_size).toBe(150);
    expect((await client.getByType("article", { lang: "*", pageSize: 1 })).total_results_size).toBe(300);
  });

  it("reads a release through its ref", async () => {
    const settings = await client.getSingle("settings", {
      ref: (await client.getReleaseByLabel("Spring")).ref,
    });
    expect(settings.data).toEqual({ company_email: "spring@lumbre.studio" });
  });

  it("without the token: no releases, and a release ref is the ForbiddenError of a private ref", async () => {
    expect(await anonymous.getReleases()).toEqual([]);
    const spring = store.releases.find((release) => release.id === "spring")?.ref ?? "";
    await expect(anonymous.getSingle("settings", { ref: spring })).rejects.toBeInstanceOf(
      prismic.ForbiddenError,
    );
  });

  it("reports an unknown field as Prismic's ParsingError", async () => {
    await expect(client.get({ filters: [prismic.filter.at("my.article.nope", "x")] })).rejects.toBeInstanceOf(
      prismic.ParsingError,
    );
  });
});
