import { rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentClient } from "./client";
import { createContentHandler } from "./service/content-handler";
import { type ContentStore, loadContentStore } from "./service/content-store";
import { previewTokenFor } from "./service/refs";
import { TEST_PREVIEW_SECRET, writeTestContent } from "./service/test-content";
import { createSiteContentClient } from "./source";

let content: Awaited<ReturnType<typeof writeTestContent>>;
let store: ContentStore;
let server: Server;
/** The site's own in-process handler: privileged, as embedded-service.ts builds it. */
let siteHandler: (request: Request) => Promise<Response>;
let hostedUrl = "";
const ACCESS_TOKEN = "token";
const signed = (origin: string, release: string, documentId: string) =>
  previewTokenFor(origin, release, documentId, TEST_PREVIEW_SECRET);

beforeAll(async () => {
  content = await writeTestContent();
  store = await loadContentStore(content.root);
  siteHandler = createContentHandler({
    getStore: async () => store,
    privileged: true,
    previewSecret: TEST_PREVIEW_SECRET,
  });
  // A stand-in for a hosted repository: the same service behind a real HTTP server, open to the token.
  const handler = createContentHandler({
    getStore: async () => store,
    accessToken: ACCESS_TOKEN,
    previewSecret: TEST_PREVIEW_SECRET,
  });
  server = createServer(async (req, res) => {
    const response = await handler(
      new Request(`http://${req.headers.host}${req.url ?? "/"}`, {
        headers: { cookie: req.headers.cookie ?? "" },
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  hostedUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/v2`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await content.cleanup();
});

const email = async (client: ContentClient, cookie: string) =>
  (await client.getSingle("settings", { lang: "en-us", cookie }))?.data.company_email;

describe("the site's content source", () => {
  it("reads the same content in-process and from CONTENT_API_URL over HTTP", async () => {
    const embedded = createSiteContentClient({}, siteHandler);
    const hosted = createSiteContentClient({
      CONTENT_API_URL: hostedUrl,
      CONTENT_ACCESS_TOKEN: ACCESS_TOKEN,
    });
    for (const client of [embedded, hosted]) {
      expect((await client.getByUID("article", "articulo-12", { lang: "es-ar" }))?.id).toBe(
        "article--a12--es-ar",
      );
      expect((await client.getSingle("settings", { lang: "en-us" }))?.data).toEqual({
        company_email: "hello@lumbre.studio",
      });
    }
    const [a, b] = await Promise.all([embedded.getApi(), hosted.getApi()]);
    expect(a.refs).toEqual(b.refs);
    expect(a.refs.map((ref) => ref.label)).toEqual(["Master", "Launch", "Spring"]);
  });

  it("follows the preview cookie and the experiment cookie over either transport", async () => {
    const hosted = createSiteContentClient({ CONTENT_API_URL: hostedUrl });
    const api = await hosted.getApi();
    const variation = api.experiments.running[0]?.variations[1]?.ref;
    expect(variation).toBeTruthy();
    expect(await hosted.resolveRef({ cookie: "io.prismic.experiment=g-hero%201" })).toBe(variation);
    const token = signed(new URL(hostedUrl).origin, "launch", "settings--settings--en-us");
    expect(await email(hosted, `io.prismic.preview=${encodeURIComponent(token)}`)).toBe(
      "launch@lumbre.studio",
    );
  });
});

describe("a preview cookie the content service no longer answers", () => {
  const clients = () => ({
    embedded: createSiteContentClient({}, siteHandler),
    hosted: createSiteContentClient({ CONTENT_API_URL: hostedUrl }),
  });

  it("reads the master instead of failing, for junk and for dead tokens and refs", async () => {
    const [releasePart] = (store.releases.find((release) => release.id === "spring")?.ref ?? "").split("~");
    for (const [name, client] of Object.entries(clients())) {
      const origin = name === "hosted" ? new URL(hostedUrl).origin : "http://content.internal";
      for (const value of [
        "x",
        "javascript:alert(1)",
        "https://evil.example/x",
        signed(origin, "no-such-release", "settings--settings--en-us"),
        // The release exists, but nobody signed these: unsigned, and signed with another secret.
        `${origin}/api/v2/previews/spring:settings--settings--en-us`,
        previewTokenFor(origin, "spring", "settings--settings--en-us", "another-secret-0123456789abcdef0123"),
        `${releasePart}~STALEMASTERREF00`,
      ]) {
        const cookie = `io.prismic.preview=${encodeURIComponent(value)}`;
        expect(await email(client, cookie), `${name}: ${value}`).toBe("hello@lumbre.studio");
        expect(await client.getAllByType("article", { lang: "en-us", cookie })).toHaveLength(150);
      }
    }
  });

  it("reads the master once the previewed release is deleted, where it read the release before", async () => {
    const { embedded, hosted } = clients();
    const cookieFor = (origin: string) =>
      `io.prismic.preview=${encodeURIComponent(signed(origin, "spring", "settings--settings--en-us"))}`;
    const embeddedCookie = cookieFor("http://content.internal");
    const hostedCookie = cookieFor(new URL(hostedUrl).origin);
    expect(await email(embedded, embeddedCookie)).toBe("spring@lumbre.studio");
    expect(await email(hosted, hostedCookie)).toBe("spring@lumbre.studio");

    await rm(join(content.root, "releases", "spring"), { recursive: true });
    store = await loadContentStore(content.root);

    expect(await email(embedded, embeddedCookie)).toBe("hello@lumbre.studio");
    expect(await email(hosted, hostedCookie)).toBe("hello@lumbre.studio");
    expect(await embedded.refStatus(signed("http://content.internal", "spring", "x"))).toBe("gone");
  });
});
