import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import { PREVIEW_COOKIE } from "@/content/client/constants";
import { PageCache } from "./page-cache";
import { ALL_PAGES_TAG } from "./page-tags";

// Markup compresses well, photographs' data URIs and hashes do not: a page gzips to about a third.
const filler = `${"<p>Lumbre</p>".repeat(300)}<p>${randomBytes(2_000).toString("base64")}</p>`;
/** What the content says now: a publish changes it, and the pages rendered with it. */
let edition = "first";
/** Renders the site was asked for, by path. */
let renders: string[] = [];
/** The next render fails (the content service is down). */
let failing = false;

/** The site as Astro's route cache sees it: each page tagged with what it read (`cache.set`). */
async function site(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  renders.push(pathname);
  if (failing) return new Response("down", { status: 503 });
  const page = (tags: string[], extra: Record<string, string> = {}) =>
    new Response(`<!doctype html><h1>${edition} ${pathname}</h1>${filler}`, {
      headers: {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "public, max-age=0, s-maxage=30",
        "cdn-cache-control": "max-age=31536000",
        "cache-tag": [ALL_PAGES_TAG, ...tags].join(", "),
        // The id of the request that rendered it: never another visitor's.
        "x-request-id": "the-render",
        ...extra,
      },
    });
  switch (pathname) {
    case "/en/services/":
      return page(["svc-1", "type:service"]);
    case "/en/about/":
      return page(["about"]);
    case "/en/unpublished/":
      // Its document is gone after the first edition.
      return edition === "first" ? page(["doc-9"]) : new Response("not found", { status: 404 });
    case "/en/experiment/":
      return page(["exp"], { "set-cookie": "variation=1" });
    case "/en/private/":
      return new Response("mine", { headers: { "cache-control": "private, no-store" } });
    default:
      return new Response("not found", { status: 404 });
  }
}

function visit(cache: PageCache, path: string, headers: Record<string, string> = {}, method = "GET") {
  const request = new Request(`http://localhost${path}`, { method, headers });
  return cache.onRequest(request, new URL(request.url), () => site(request));
}

let cache: PageCache;
beforeEach(() => {
  edition = "first";
  renders = [];
  failing = false;
  cache = new PageCache({ maxBytes: 1_000_000, entryBytes: 500_000 }, Date.now, async () => undefined);
  cache.setRenderer((request) => cache.onRequest(request, new URL(request.url), () => site(request)));
});

describe("the route cache", () => {
  it("renders a page once, then answers it from memory, with Astro's own cache headers kept to itself", async () => {
    const first = await visit(cache, "/en/services/");
    expect(first.headers.get("x-lumbre-cache")).toBe("miss");
    const second = await visit(cache, "/en/services/");
    expect(second.headers.get("x-lumbre-cache")).toBe("hit");
    expect(await second.text()).toContain("first /en/services/");
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    expect(second.headers.get("cache-tag")).toBeNull();
    expect(second.headers.get("cdn-cache-control")).toBeNull();
    expect(renders).toEqual(["/en/services/"]);
  });

  it("answers gzip to those who take it, 304 to a matching ETag, and no body to a HEAD", async () => {
    await visit(cache, "/en/services/");
    const gzipped = await visit(cache, "/en/services/", { "accept-encoding": "br, gzip" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toBe("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toContain("first");
    // A client that refuses gzip gets the page as it was rendered.
    const refusals: Record<string, string>[] = [{}, { "accept-encoding": "gzip;q=0, identity" }];
    for (const refusal of refusals) {
      const plain = await visit(cache, "/en/services/", refusal);
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(await plain.text()).toContain("first");
    }
    const etag = gzipped.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revisit = await visit(cache, "/en/services/", { "if-none-match": etag });
    expect(revisit.status).toBe(304);
    expect(revisit.headers.get("content-type")).toBeNull();
    expect(revisit.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    const head = await visit(cache, "/en/services/", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect(renders).toHaveLength(1);
  });

  it("answers a page whatever headers cannot change it: a range, credentials", async () => {
    await visit(cache, "/en/about/");
    const unchanging: Record<string, string>[] = [{ authorization: "Basic eDp5" }, { range: "bytes=0-10" }];
    for (const headers of unchanging) {
      const answer = await visit(cache, "/en/about/", headers);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-lumbre-cache")).toBe("hit");
    }
    expect(renders).toEqual(["/en/about/"]);
  });

  it("keys on scheme and path: a campaign link is the page, a made-up host is the page", async () => {
    await visit(cache, "/en/services/");
    const campaign = await visit(cache, "/en/services/?utm_source=mail&gclid=1");
    expect(campaign.headers.get("x-lumbre-cache")).toBe("hit");
    const request = new Request("http://attacker.example/en/services/");
    const foreignHost = await cache.onRequest(request, new URL(request.url), () => site(request));
    expect(foreignHost.headers.get("x-lumbre-cache")).toBe("hit");
    // Over HTTPS the answer differs (HSTS): a page of its own.
    const https = await visit(cache, "/en/services/", { "x-forwarded-proto": "https" });
    expect(https.headers.get("x-lumbre-cache")).toBe("miss");
    expect(renders).toEqual(["/en/services/", "/en/services/"]);
  });

  it("always renders previews and queries the site reads, and keeps nothing of them", async () => {
    expect(
      (await visit(cache, "/en/about/", { cookie: `${PREVIEW_COOKIE}=token` })).headers.get("x-lumbre-cache"),
    ).toBeNull();
    expect((await visit(cache, "/en/about/?category=fintech")).headers.get("x-lumbre-cache")).toBeNull();
    expect((await visit(cache, "/en/about/", {}, "HEAD")).headers.get("x-lumbre-cache")).toBeNull();
    expect(cache.store.size).toBe(0);
  });

  it("never keeps an answer that sets a cookie, a private one, or an error", async () => {
    for (const path of ["/en/experiment/", "/en/private/", "/en/missing/"]) {
      await visit(cache, path);
      await visit(cache, path);
    }
    expect(cache.store.size).toBe(0);
    expect(renders).toHaveLength(6);
  });

  it("after a publish renders again only the pages tagged with what changed, serving the old one meanwhile", async () => {
    await visit(cache, "/en/services/");
    await visit(cache, "/en/about/");
    renders = [];
    edition = "second";
    const outcome = await cache.invalidate(["svc-1", "type:service"]);
    expect(outcome).toEqual({ replaced: 1, failed: [] });
    expect(renders).toEqual(["/en/services/"]);
    expect(await (await visit(cache, "/en/services/")).text()).toContain("second");
    // The page that read none of it is the one kept before.
    expect(await (await visit(cache, "/en/about/")).text()).toContain("first");
    // Every page's tag: everything.
    renders = [];
    expect((await cache.invalidate([ALL_PAGES_TAG])).replaced).toBe(2);
    expect([...renders].sort()).toEqual(["/en/about/", "/en/services/"]);
  });

  it("counts only pages replaced, tries a failed one again, and serves it meanwhile as stale, never as fresh", async () => {
    await visit(cache, "/en/services/");
    edition = "second";
    failing = true;
    renders = [];
    const outcome = await cache.invalidate(["svc-1"]);
    expect(outcome).toEqual({ replaced: 0, failed: ["http /en/services/"] });
    // Tried three times in all.
    expect(renders).toEqual(["/en/services/", "/en/services/", "/en/services/"]);
    expect(cache.unrefreshedCount).toBe(1);
    const during = await visit(cache, "/en/services/");
    expect(during.status).toBe(200);
    expect(during.headers.get("x-lumbre-cache")).toBe("stale");
    expect(during.headers.get("cache-control")).toBe("no-cache");
    expect(await during.text()).toContain("first");
    failing = false;
    // The stale visit started a render in the background; the visit after it gets the new page.
    await expect
      .poll(async () => (await visit(cache, "/en/services/")).headers.get("x-lumbre-cache"))
      .toBe("hit");
    expect(await (await visit(cache, "/en/services/")).text()).toContain("second");
    expect(cache.unrefreshedCount).toBe(0);
  });

  it("renders the pages a publish left stale again when asked to retry", async () => {
    await visit(cache, "/en/about/");
    failing = true;
    expect((await cache.invalidate(["about"])).failed).toHaveLength(1);
    failing = false;
    edition = "second";
    expect(await cache.retryUnrefreshed()).toEqual({ replaced: 1, failed: [] });
    expect(cache.unrefreshedCount).toBe(0);
    const after = await visit(cache, "/en/about/");
    expect(after.headers.get("x-lumbre-cache")).toBe("hit");
    expect(await after.text()).toContain("second");
  });

  it("keeps a render that began before a publish as stale: it may be made of what the publish replaced", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const request = new Request("http://localhost/en/services/");
    const slow = cache.onRequest(request, new URL(request.url), async () => {
      await held;
      return site(request);
    });
    await cache.invalidate(["svc-1"]);
    release();
    await slow;
    expect((await visit(cache, "/en/services/")).headers.get("x-lumbre-cache")).toBe("stale");
  });

  it("keeps a page gzipped alone until a client that does not take gzip asks, then keeps it as rendered too", async () => {
    const first = await visit(cache, "/en/services/", { "accept-encoding": "gzip" });
    const rendered = gunzipSync(Buffer.from(await first.arrayBuffer())).byteLength;
    const gzipped = cache.store.usedBytes;
    // Browsers all take gzip: the page costs its gzip, a fraction of what it was rendered as.
    expect(gzipped).toBeLessThan(rendered / 2);
    await visit(cache, "/en/services/", { "accept-encoding": "gzip" });
    expect(cache.store.usedBytes).toBe(gzipped);
    // A CDN asking plainly: unzipped once and kept, not unzipped again at its next request.
    const plain = await visit(cache, "/en/services/");
    expect(await plain.text()).toContain("first /en/services/");
    expect(cache.store.usedBytes).toBe(gzipped + rendered);
    await visit(cache, "/en/services/");
    expect(cache.store.usedBytes).toBe(gzipped + rendered);
    expect(renders).toEqual(["/en/services/"]);
  });

  it("holds memory to its budget, however many pages there are", async () => {
    // A few pages' worth, each kept as rendered and gzipped (the clients here do not take gzip).
    const small = new PageCache({ maxBytes: 30_000, entryBytes: 10_000 });
    for (let index = 0; index < 50; index += 1) {
      const request = new Request(`http://localhost/en/services/?utm_source=${index}`);
      const url = new URL(`http://localhost/en/page-${index}/`);
      await small.onRequest(request, url, () => site(new Request("http://localhost/en/services/")));
    }
    expect(small.store.usedBytes).toBeLessThanOrEqual(30_000);
    expect(small.store.size).toBeGreaterThan(0);
    expect(small.store.size).toBeLessThan(50);
  });

  it("warms the pages it is given, in-process, and says how many it keeps", async () => {
    expect(await cache.warm(["/en/services/", "/en/about/", "/en/missing/"])).toBe(2);
    expect((await visit(cache, "/en/about/")).headers.get("x-lumbre-cache")).toBe("hit");
  });

  it("stops warming once the cache is nearly full, rather than push out the pages it warmed first", async () => {
    // About sixty pages' worth, gzipped: the few renders under way when it fills still fit.
    const small = new PageCache({ maxBytes: 150_000, entryBytes: 10_000 }, Date.now, async () => undefined);
    let rendered = 0;
    small.setRenderer((request) => {
      rendered += 1;
      return small.onRequest(request, new URL(request.url), () =>
        site(new Request("http://localhost/en/services/")),
      );
    });
    const paths = Array.from({ length: 100 }, (_, index) => `/en/page-${index}/`);
    const kept = await small.warm(paths);
    expect(kept).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(paths.length);
    // Every page it rendered is still kept: none was pushed out by a later one.
    expect(kept).toBe(small.store.size);
    expect(small.store.has("http /en/page-0/")).toBe(true);
  });

  it("drops a page whose document was unpublished, rather than serve it stale", async () => {
    await visit(cache, "/en/unpublished/");
    edition = "second";
    const outcome = await cache.invalidate(["doc-9"]);
    expect(outcome.failed).toEqual([]);
    const after = await visit(cache, "/en/unpublished/");
    expect(after.status).toBe(404);
    expect(after.headers.get("x-lumbre-cache")).toBeNull();
  });

  it("writes a kept, current page straight to a Node response, and leaves the rest to Astro", async () => {
    await visit(cache, "/en/services/");
    await visit(cache, "/en/about/");
    await cache.invalidate(["about"]);
    failing = true; // the refresh failed: /en/about/ is kept stale
    await cache.invalidate(["about"]);
    const passed: string[] = [];
    const server = createServer((request, response) => {
      // As the front does: the visitor's own request id first.
      response.setHeader("x-request-id", String(request.headers["x-request-id"] ?? "none"));
      if (cache.serveKept(request, response)) return;
      passed.push(request.url ?? "");
      response.end("astro");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const kept = await fetch(`${origin}/en/services/?utm_medium=mail`, {
        headers: { "x-request-id": "visitor-7" },
      });
      expect(kept.headers.get("x-lumbre-cache")).toBe("hit");
      expect(kept.headers.get("x-request-id")).toBe("visitor-7");
      expect(await kept.text()).toContain("first /en/services/");
      const etag = kept.headers.get("etag") ?? "";
      expect((await fetch(`${origin}/en/services/`, { headers: { "if-none-match": etag } })).status).toBe(
        304,
      );
      for (const path of ["/en/about/", "/en/services/?page=2", "/en/missing/"])
        expect(await (await fetch(`${origin}${path}`)).text()).toBe("astro");
      expect(
        await (await fetch(`${origin}/en/services/`, { headers: { cookie: `${PREVIEW_COOKIE}=t` } })).text(),
      ).toBe("astro");
      expect(passed).toEqual(["/en/about/", "/en/services/?page=2", "/en/missing/", "/en/services/"]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
