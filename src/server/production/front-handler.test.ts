import { createHash } from "node:crypto";
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import {
  type ClientRequest,
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PREVIEW_COOKIE } from "@/content/client/constants";
import { CONTENT_READS_HEADER } from "@/server/publishing/content-reads";
import { CACHE_STATUS_HEADER, createFrontHandler, FILL_HEADER } from "./front-handler";
import { SharedCache } from "./shared-cache";

const filler = "<p>Lumbre</p>".repeat(300);
const page = `<!doctype html><h1>Home</h1>${filler}`;
/** What the content says now: a publish changes it, and the pages the site renders with it. */
let edition = "first";
const articlePage = () => `<!doctype html><h1>${edition}</h1>${filler}`;
/** Whether the experiment page still sets its cookie (a publish may end the experiment). */
let experimentRunning = true;
const YEAR = "s-maxage=31536000";
const PAGE_CSP = "default-src 'self'; script-src 'self' 'sha256-x'";

interface SiteAnswer {
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: string;
}

/** What the site answers per path; `reads` is what the page was made of (the cache keeps it). */
function siteAnswer(path: string): SiteAnswer {
  const html = { "content-type": "text/html; charset=utf-8", "content-security-policy": PAGE_CSP };
  switch (path) {
    case "/page/":
      return {
        status: 200,
        headers: { ...html, etag: '"v1"', "cache-control": YEAR, [CONTENT_READS_HEADER]: "home type:page" },
        body: page,
      };
    case "/article/":
      // No ETag of its own: the cache names the body.
      return {
        status: 200,
        headers: { ...html, "cache-control": YEAR, [CONTENT_READS_HEADER]: "article-1 type:article" },
        body: articlePage(),
      };
    case "/slow/":
      return {
        status: 200,
        headers: { ...html, "cache-control": YEAR, [CONTENT_READS_HEADER]: "slow-1" },
        body: articlePage(),
      };
    case "/asset.js":
      return {
        status: 200,
        headers: {
          "content-type": "text/javascript",
          "cache-control": "public, max-age=31536000, immutable",
        },
        body: `console.log("${"x".repeat(2000)}")`,
      };
    case "/experiment/":
      return {
        status: 200,
        headers: {
          ...html,
          "cache-control": YEAR,
          [CONTENT_READS_HEADER]: "home",
          ...(experimentRunning && { "set-cookie": "variation=1" }),
        },
        body: page,
      };
    default:
      return { status: 404, headers: { ...html, "cache-control": YEAR }, body: "not found" };
  }
}

/** While set, the site renders the cache's own request for /slow/ at once but answers it only when this settles. */
let slowFill: Promise<void> | undefined;

/** Every request the site saw. */
const seen: { path: string; fill: boolean; encoding: string | undefined; forCdn: boolean }[] = [];
/** Every answer the site began, settled once its response is done (after the front's own listeners). */
const siteAnswers: Promise<void>[] = [];

function fakeSite(
  request: IncomingMessage,
  response: ServerResponse,
  forCdn: ((cacheControl: string) => string) | undefined,
) {
  const path = request.url ?? "";
  seen.push({
    path,
    fill: request.headers[FILL_HEADER] !== undefined,
    encoding: request.headers["accept-encoding"],
    forCdn: forCdn !== undefined,
  });
  siteAnswers.push(new Promise((resolve) => response.once("close", resolve)));
  const { status, headers, body } = siteAnswer(path.split("?")[0] ?? path);
  const cacheControl = headers["cache-control"];
  // As the Astro listener: a visitor's answer has a CDN's lifetime and never what only the cache keeps.
  const written: OutgoingHttpHeaders = { ...headers };
  if (forCdn) {
    if (typeof cacheControl === "string") written["cache-control"] = forCdn(cacheControl);
    delete written[CONTENT_READS_HEADER];
  }
  const fill = request.headers[FILL_HEADER] !== undefined;
  if (path === "/slow/" && fill && slowFill)
    void slowFill.then(() => response.writeHead(status, written).end(body));
  else response.writeHead(status, written).end(body);
}

/**
 * The cache's own requests, seen from the client side: `created` when the front asks (synchronously, in
 * the listener that decides to), `settled` once the front has kept or refused the answer.
 */
const fills = { created: [] as string[], settled: 0 };
let woken: (() => void)[] = [];
function onRequestCreated(message: unknown) {
  const { request } = message as { request: ClientRequest };
  if (request.getHeader(FILL_HEADER) !== undefined) fills.created.push(request.path);
}
function onResponseFinish(message: unknown) {
  const { request, response } = message as { request: ClientRequest; response: IncomingMessage };
  if (request.getHeader(FILL_HEADER) === undefined) return;
  // "close" follows the "end" on which the front keeps or refuses the answer.
  response.once("close", () => {
    fills.settled += 1;
    for (const wake of woken.splice(0)) wake();
  });
}

/** Until every answer the site began is done and every request the cache made for it is settled. */
async function quiet(): Promise<void> {
  for (;;) {
    const begun = siteAnswers.length;
    await Promise.all(siteAnswers);
    while (fills.settled < fills.created.length) await new Promise<void>((wake) => woken.push(wake));
    if (siteAnswers.length === begun) return;
  }
}

let server: Server;
let port = 0;

beforeAll(async () => {
  subscribe("http.client.request.created", onRequestCreated);
  subscribe("http.client.response.finish", onResponseFinish);
  server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  unsubscribe("http.client.request.created", onRequestCreated);
  unsubscribe("http.client.response.finish", onResponseFinish);
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function frontHandler(now?: () => number) {
  return createFrontHandler({
    site: fakeSite,
    cache: new SharedCache({ pageBytes: 1_000_000, fileBytes: 1_000_000, entryBytes: 500_000 }),
    self: { host: "127.0.0.1", port },
    ...(now && { now }),
  });
}
let handler = frontHandler();

beforeEach(async () => {
  await quiet();
  seen.length = 0;
  fills.created.length = 0;
  fills.settled = 0;
  woken = [];
  edition = "first";
  experimentRunning = true;
  handler = frontHandler();
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

/** A visitor's first request for each path, and the cache's own request it leads to, settled. */
async function visited(...paths: string[]): Promise<void> {
  for (const path of paths) await get(path);
  await quiet();
}

const fillsOf = (path: string) => seen.filter((request) => request.path === path && request.fill).length;

describe("the production server's front", () => {
  it("hands a first request to the site, then answers the same page from memory", async () => {
    const first = await get("/page/");
    expect(first.status).toBe(200);
    expect(first.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    await quiet();
    // The cache asked for the plain bytes, once, and the site gave it its own word on the lifetime.
    expect(seen.filter((request) => request.fill)).toEqual([
      { path: "/page/", fill: true, encoding: "identity", forCdn: false },
    ]);

    const second = await get("/page/");
    expect(second.status).toBe(200);
    expect(second.headers[CACHE_STATUS_HEADER]).toBe("hit");
    expect(second.body.toString()).toBe(page);
    expect(second.headers.etag).toBe('"v1"');
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["content-security-policy"]).toBe(PAGE_CSP);
    // What the page was made of stays in the cache.
    expect(second.headers[CONTENT_READS_HEADER]).toBeUndefined();
    expect(seen).toHaveLength(2);
  });

  it("tells a CDN to ask again within 30 s, from the site and from memory alike, and keeps the page itself", async () => {
    let clock = Date.parse("2026-11-25T12:00:00Z");
    handler = frontHandler(() => clock);
    const cdn = "public, max-age=0, s-maxage=30, stale-if-error=86400";
    const first = await get("/page/");
    expect(seen[0]?.forCdn).toBe(true);
    expect(first.headers["cache-control"]).toBe(cdn);
    await quiet();
    const second = await get("/page/");
    expect(second.headers[CACHE_STATUS_HEADER]).toBe("hit");
    expect(second.headers["cache-control"]).toBe(cdn);
    // What the cache kept is the site's word, not the CDN's: an hour on, the page still comes from memory.
    clock += 3_600_000;
    const later = await get("/page/");
    expect(later.headers[CACHE_STATUS_HEADER]).toBe("hit");
    expect(seen.filter((request) => request.path === "/page/")).toHaveLength(2);
  });

  it("answers gzip to those who take it, 304 to a matching ETag with the page's policy, no body to HEAD", async () => {
    await visited("/page/");
    const gzipped = await get("/page/", { "accept-encoding": "gzip, br" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzipped.headers["content-length"])).toBe(gzipped.body.byteLength);
    expect(gunzipSync(gzipped.body).toString()).toBe(page);

    const notModified = await get("/page/", { "if-none-match": '"v1"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.byteLength).toBe(0);
    expect(notModified.headers.etag).toBe('"v1"');
    // The browser updates its stored page from these headers: a fallback policy would break the page.
    expect(notModified.headers["content-security-policy"]).toBe(PAGE_CSP);
    expect(notModified.headers["content-type"]).toBeUndefined();

    const head = await get("/page/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(Number(head.headers["content-length"])).toBe(Buffer.byteLength(page));
  });

  it("names an answer that came without an ETag by its body, and confirms it with a 304", async () => {
    await visited("/article/");
    const etag = `"${createHash("sha1").update(articlePage()).digest("base64url")}"`;
    const hit = await get("/article/");
    expect(hit.headers[CACHE_STATUS_HEADER]).toBe("hit");
    expect(hit.headers.etag).toBe(etag);
    expect((await get("/article/", { "if-none-match": etag })).status).toBe(304);
  });

  it("always hands the site previews, credentials, ranges and query strings, and keeps nothing of them", async () => {
    await visited("/page/");
    seen.length = 0;
    await get("/page/", { cookie: `consent=granted; ${PREVIEW_COOKIE}=session` });
    await get("/page/", { authorization: "Basic eDp5" });
    await get("/page/", { range: "bytes=0-10" });
    await get("/page/?view=grid");
    await quiet();
    expect(seen).toEqual(
      ["/page/", "/page/", "/page/", "/page/?view=grid"].map((path) => ({
        path,
        fill: false,
        encoding: undefined,
        forCdn: true,
      })),
    );
    // A cookie that does not change the page (consent, language) does not matter.
    expect((await get("/page/", { cookie: "consent=granted" })).headers[CACHE_STATUS_HEADER]).toBe("hit");
  });

  it("answers a campaign link from memory, and its first visit fills the page without the tags", async () => {
    const first = await get("/article/?utm_source=newsletter&utm_campaign=nov");
    expect(first.status).toBe(200);
    await quiet();
    expect(fills.created).toEqual(["/article/"]);
    const again = await get("/article/?utm_source=linkedin&gclid=x");
    expect(again.headers[CACHE_STATUS_HEADER]).toBe("hit");
    expect((await get("/article/")).headers[CACHE_STATUS_HEADER]).toBe("hit");
  });

  it("holds a client asking for page after page with queries it cannot keep to a bounded rate, in its language", async () => {
    let clock = 1_000_000;
    handler = frontHandler(() => clock);
    const answers = [];
    for (let index = 0; index < 40; index += 1) answers.push(await get(`/es/page/?bust=${index}`));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]?.headers["retry-after"]).toBe("1");
    expect(refused[0]?.body.toString()).toMatch(/Esperá 1 segundo y probá/);
    // Only what was let through reached the site; the refused cost nothing.
    expect(seen.filter((request) => request.path.startsWith("/es/page/?bust="))).toHaveLength(30);
    // Another client is not held back by this one, and a second later this one may go on.
    const other = await get("/page/?bust=other", { "x-forwarded-for": "203.0.113.9" });
    expect(other.status).toBe(429);
    clock += 1000;
    expect((await get("/page/?bust=later")).status).toBe(200);
  });

  it("never fills from a HEAD: a HEAD costs one render and keeps nothing", async () => {
    for (const path of ["/page/", "/article/", "/asset.js"]) {
      expect((await get(path, {}, "HEAD")).status).toBe(200);
    }
    await quiet();
    expect(fills.created).toEqual([]);
    expect((await get("/page/", {}, "HEAD")).headers[CACHE_STATUS_HEADER]).toBeUndefined();
  });

  it("does not ask again for a while for an answer it may not keep, nor ever for a 404", async () => {
    await visited("/experiment/");
    const again = await get("/experiment/");
    await get("/experiment/");
    await quiet();
    expect(again.headers["set-cookie"]).toEqual(["variation=1"]);
    expect(again.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    // Refused once, the cache does not ask again (each ask would double the site's work for that page).
    expect(fills.created).toEqual(["/experiment/"]);

    await get("/missing/");
    await get("/missing/");
    await quiet();
    // Random paths cannot make the cache do extra work.
    expect(fills.created).toEqual(["/experiment/"]);
    expect(seen.filter((request) => request.path === "/missing/" && request.fill)).toHaveLength(0);
  });

  it("after a publish, asks again for the kept pages made of what changed and replaces them, with no gap", async () => {
    await visited("/page/", "/article/", "/asset.js");
    expect((await get("/article/")).headers[CACHE_STATUS_HEADER]).toBe("hit");

    edition = "second";
    // Until the refresh replaces it, visitors keep the page they had.
    expect((await get("/article/")).body.toString()).toContain("<h1>first</h1>");
    expect(await handler.refresh(["article-1"])).toBe(1);
    const article = await get("/article/");
    expect(article.headers[CACHE_STATUS_HEADER]).toBe("hit");
    expect(article.body.toString()).toContain("<h1>second</h1>");
    expect(fillsOf("/page/")).toBe(1);

    // Everything: every kept page made of content, and no file (made of none).
    expect(await handler.refresh("all")).toBe(2);
    expect(fillsOf("/page/")).toBe(2);
    expect(fillsOf("/article/")).toBe(3);
    expect(fillsOf("/asset.js")).toBe(1);
    expect((await get("/page/")).headers[CACHE_STATUS_HEADER]).toBe("hit");
  });

  it("shares one more refresh among the publishes that arrive during one, with all their changes", async () => {
    await visited("/page/", "/article/");
    const running = handler.refresh(["nothing-kept"]);
    const [during, alsoDuring] = [handler.refresh(["home"]), handler.refresh(["article-1"])];
    expect(await running).toBe(0);
    expect(await during).toBe(2);
    expect(await alsoDuring).toBe(2);
    expect(fillsOf("/page/")).toBe(2);
    expect(fillsOf("/article/")).toBe(2);
  });

  it("does not keep what it was filling when a publish arrived: that page may be the one the publish changed", async () => {
    let release: () => void = () => undefined;
    slowFill = new Promise((resolve) => {
      release = resolve;
    });
    // The visitor's answer is written; the cache's own request for the page is rendered, its answer held.
    expect((await get("/slow/")).body.toString()).toContain("<h1>first</h1>");
    await expect.poll(() => fills.created).toEqual(["/slow/"]);
    edition = "second";
    await handler.refresh(["slow-1"]);
    release();
    await quiet();
    slowFill = undefined;
    const next = await get("/slow/");
    expect(next.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    expect(next.body.toString()).toContain("<h1>second</h1>");
    await quiet();
    const kept = await get("/slow/");
    expect(kept.headers[CACHE_STATUS_HEADER]).toBe("hit");
    expect(kept.body.toString()).toContain("<h1>second</h1>");
  });

  it("gives up on a render that hangs, so a publish's refresh ends and the next one runs", async () => {
    handler = createFrontHandler({
      site: fakeSite,
      cache: new SharedCache({ pageBytes: 1_000_000, fileBytes: 1_000_000, entryBytes: 500_000 }),
      self: { host: "127.0.0.1", port },
      fillTimeoutMs: 50,
    });
    await visited("/slow/");
    slowFill = new Promise(() => undefined);
    // The site never answers the refresh's request for /slow/: the refresh still ends, keeping the old page.
    expect(await handler.refresh(["slow-1"])).toBe(1);
    // The request the cache gave up on never gets an answer to count as settled.
    fills.settled += 1;
    expect((await get("/slow/")).headers[CACHE_STATUS_HEADER]).toBe("hit");
    slowFill = undefined;
    expect(await handler.refresh(["slow-1"])).toBe(1);
    edition = "second";
    expect(await handler.refresh(["slow-1"])).toBe(1);
    expect((await get("/slow/")).body.toString()).toContain("<h1>second</h1>");
  });

  it("after a publish, may keep what it refused before", async () => {
    await visited("/experiment/");
    experimentRunning = false;
    await visited("/experiment/");
    expect(fills.created).toEqual(["/experiment/"]);

    await handler.refresh("all");
    await visited("/experiment/");
    expect(fills.created).toEqual(["/experiment/", "/experiment/"]);
    expect((await get("/experiment/")).headers[CACHE_STATUS_HEADER]).toBe("hit");
  });
});
