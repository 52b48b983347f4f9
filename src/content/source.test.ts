import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentHandler } from "./service/content-handler";
import { loadContentStore } from "./service/content-store";
import { writeTestContent } from "./service/test-content";
import { createSiteContentClient } from "./source";

let cleanup: () => Promise<void>;
let server: Server;
let handler: (request: Request) => Promise<Response>;
let hostedUrl = "";

beforeAll(async () => {
  const content = await writeTestContent();
  cleanup = content.cleanup;
  const store = await loadContentStore(content.root);
  handler = createContentHandler({ getStore: async () => store });
  // A stand-in for a hosted repository: the same service behind a real HTTP server.
  server = createServer(async (req, res) => {
    const response = await handler(new Request(`http://${req.headers.host}${req.url ?? "/"}`));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  hostedUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/api/v2`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await cleanup();
});

describe("the site's content source", () => {
  it("reads the same content in-process and from CONTENT_API_URL over HTTP", async () => {
    const embedded = createSiteContentClient({}, handler);
    const hosted = createSiteContentClient({ CONTENT_API_URL: hostedUrl, CONTENT_ACCESS_TOKEN: "token" });
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
  });

  it("follows the preview cookie and the experiment cookie over either transport", async () => {
    const hosted = createSiteContentClient({ CONTENT_API_URL: hostedUrl });
    const api = await hosted.getApi();
    const release = api.refs.find((ref) => !ref.isMasterRef)?.ref ?? "";
    expect(await hosted.resolveRef({ cookie: "io.prismic.experiment=g-hero%201" })).toBe(release);
    const token = `${hostedUrl}/previews/launch:settings--settings--en-us`;
    const cookie = `io.prismic.preview=${encodeURIComponent(token)}`;
    expect((await hosted.getSingle("settings", { lang: "en-us", cookie }))?.data).toEqual({
      company_email: "launch@lumbre.studio",
    });
  });
});
