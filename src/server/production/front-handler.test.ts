import { createHash } from "node:crypto";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CACHE_STATUS_HEADER, createFrontHandler, FILL_HEADER } from "./front-handler";
import { SharedCache } from "./shared-cache";

const page = `<!doctype html><h1>Home</h1>${"<p>Lumbre</p>".repeat(300)}`;
/** What the content says now: a publish changes it, and the pages Next renders with it. */
let edition = "first";
const articlePage = () =>
  `<!doctype html><h1>${edition}</h1><script>self.__next_f.push([1,"${edition}"])</script>${"<p>Lumbre</p>".repeat(300)}`;
const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

/** A stand-in for Next: what it answers per path, and every request it saw. */
const seen: { path: string; fill: boolean; encoding: string | undefined }[] = [];
function fakeNext(
  request: import("node:http").IncomingMessage,
  response: import("node:http").ServerResponse,
) {
  seen.push({
    path: request.url ?? "",
    fill: request.headers[FILL_HEADER] !== undefined,
    encoding: request.headers["accept-encoding"],
  });
  const common = { "content-type": "text/html; charset=utf-8", etag: '"v1"', vary: "rsc, Accept-Encoding" };
  if (request.url === "/article/" || request.url === "/listed/") {
    // The proxy's policy carries the hashes recorded at build time: the first edition's.
    const csp = `default-src 'self'; script-src 'self' '${sha('self.__next_f.push([1,"first"])')}'`;
    response
      .writeHead(200, { ...common, "cache-control": "s-maxage=31536000", "content-security-policy": csp })
      .end(articlePage());
  } else if (request.url === "/sitemap.xml") {
    response
      .writeHead(200, { "content-type": "application/xml" })
      .end(
        "<urlset><url><loc>https://lumbre.studio/listed/</loc></url><url><loc>not a url</loc></url></urlset>",
      );
  } else if (request.url === "/page/") {
    response.writeHead(200, { ...common, "cache-control": "s-maxage=31536000" }).end(page);
  } else if (request.url === "/experiment/") {
    response
      .writeHead(200, { ...common, "cache-control": "s-maxage=31536000", "set-cookie": "variation=1" })
      .end(page);
  } else {
    response.writeHead(404, { ...common, "cache-control": "s-maxage=31536000" }).end("not found");
  }
}

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let handler = createFrontHandler({
  next: fakeNext,
  cache: new SharedCache(1e6, 1e6),
  self: { host: "127.0.0.1", port },
});
beforeEach(() => {
  seen.length = 0;
  edition = "first";
  handler = createFrontHandler({
    next: fakeNext,
    cache: new SharedCache(1_000_000, 500_000),
    self: { host: "127.0.0.1", port },
  });
});

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** Until the cache's own request for `path` has been answered and kept. */
async function filled(path: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (seen.some((request) => request.path === path && request.fill)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the cache never asked for ${path}`);
}

describe("the production server's front", () => {
  it("hands a first request to Next, then answers the same page from memory", async () => {
    const first = await get("/page/");
    expect(first.status).toBe(200);
    expect(first.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    await filled("/page/");
    // The cache asked for the plain bytes, once.
    expect(seen.filter((request) => request.fill)).toEqual([
      { path: "/page/", fill: true, encoding: "identity" },
    ]);

    const second = await get("/page/");
    expect(second.status).toBe(200);
    expect(second.headers[CACHE_STATUS_HEADER]).toBe("hit");
    expect(second.body.toString()).toBe(page);
    expect(second.headers.etag).toBe('"v1"');
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(seen).toHaveLength(2);
  });

  it("tells a CDN to ask again within 30 s, from Next and from memory alike, and keeps the page itself", async () => {
    let clock = Date.parse("2026-11-25T12:00:00Z");
    handler = createFrontHandler({
      next: fakeNext,
      cache: new SharedCache(1_000_000, 500_000),
      self: { host: "127.0.0.1", port },
      now: () => clock,
    });
    const cdn = "public, max-age=0, s-maxage=30, stale-if-error=86400";
    const first = await get("/page/");
    expect(first.headers["cache-control"]).toBe(cdn);
    await filled("/page/");
    const second = await get("/page/");
    expect(second.headers[CACHE_STATUS_HEADER]).toBe("hit");
    expect(second.headers["cache-control"]).toBe(cdn);
    // What the cache kept is Next's word, not the CDN's: an hour on, the page still comes from memory.
    clock += 3_600_000;
    const later = await get("/page/");
    expect(later.headers[CACHE_STATUS_HEADER]).toBe("hit");
    expect(seen.filter((request) => request.path === "/page/")).toHaveLength(2);
  });

  it("answers gzip to those who take it, 304 to a matching ETag and no body to HEAD", async () => {
    await get("/page/");
    await filled("/page/");
    const gzipped = await get("/page/", { "accept-encoding": "gzip, br" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzipped.headers["content-length"])).toBe(gzipped.body.byteLength);
    expect(gunzipSync(gzipped.body).toString()).toBe(page);

    const notModified = await get("/page/", { "if-none-match": '"v1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);
    expect(notModified.headers.etag).toBe('"v1"');

    const head = await get("/page/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(page));
  });

  it("always hands Next previews, router payloads, cookie-setting answers and misses", async () => {
    await get("/page/");
    await filled("/page/");
    seen.length = 0;
    await get("/page/", { cookie: "__prerender_bypass=1" });
    await get("/page/", { rsc: "1" });
    await get("/page/?_rsc=abc");
    expect(seen.map((request) => request.path)).toEqual(["/page/", "/page/", "/page/?_rsc=abc"]);

    seen.length = 0;
    await get("/experiment/");
    await filled("/experiment/");
    const again = await get("/experiment/");
    await get("/experiment/");
    expect(again.headers["set-cookie"]).toEqual(["variation=1"]);
    expect(again.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    // Refused once, the cache does not ask again (each ask would double Next's work for that page).
    expect(seen.filter((request) => request.fill)).toHaveLength(1);

    seen.length = 0;
    await get("/missing/");
    await get("/missing/");
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A 404 is never asked for again by the cache: random paths cannot make it do extra work.
    expect(seen.map((request) => request.fill)).toEqual([false, false]);
  });

  it("after a publish, renders every kept page and every sitemap page again, each with its own script hashes", async () => {
    await get("/article/");
    await filled("/article/");
    expect((await get("/article/")).headers[CACHE_STATUS_HEADER]).toBe("hit");

    edition = "second";
    // Until the refresh replaces it, visitors keep the page they had: no gap.
    expect((await get("/article/")).body.toString()).toContain("<h1>first</h1>");
    expect(await handler.refresh()).toBe(2);

    for (const path of ["/article/", "/listed/"]) {
      const answer = await get(path);
      expect(answer.headers[CACHE_STATUS_HEADER], path).toBe("hit");
      expect(answer.body.toString()).toContain("<h1>second</h1>");
      // The policy names the new page's script, not the build's.
      expect(answer.headers["content-security-policy"]).toBe(
        `default-src 'self'; script-src 'self' '${sha('self.__next_f.push([1,"second"])')}'`,
      );
    }
  });
});
