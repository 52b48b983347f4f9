import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PREVIEW_COOKIE } from "@/content/client/constants";
import { CONTENT_READS_HEADER } from "@/server/publishing/content-reads";
import {
  acceptsGzip,
  cacheKeyOf,
  matchesEtag,
  SharedCache,
  sharedLifetime,
  toCachedAnswer,
} from "./shared-cache";

/** The headers the site sends with a page. */
const pageHeaders = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "s-maxage=31536000",
  vary: "Accept-Encoding",
  etag: '"abc"',
  "content-security-policy": "script-src 'self' 'sha256-x'",
  date: "Mon, 23 Nov 2026 13:37:48 GMT",
  connection: "keep-alive",
  "content-length": "2048",
};
const html = Buffer.from(`<!doctype html><h1>Services</h1>${"<p>text</p>".repeat(200)}`);

describe("which requests the cache may answer", () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    cacheKeyOf({ method: "GET", url, headers });

  it("keys a plain page request by scheme and path", () => {
    expect(get("/services/")).toBe("http /services/");
    expect(cacheKeyOf({ method: "HEAD", url: "/es/", headers: {} })).toBe("http /es/");
    expect(get("/services/", { "x-forwarded-proto": "https" })).toBe("https /services/");
    // Cookies that do not change the page (consent, language) do not matter.
    expect(get("/services/", { cookie: "consent=granted; i18n_redirected=en" })).toBe("http /services/");
  });

  it("answers a campaign link with the page itself: the site never reads its tags", () => {
    expect(get("/services/?utm_source=newsletter&utm_medium=email")).toBe("http /services/");
    expect(get("/es/?gclid=abc&fbclid=def&")).toBe("http /es/");
    expect(get("/services/?")).toBe("http /services/");
    expect(get("/services/?utm_source=a&page=2")).toBeUndefined();
    expect(get("/es/?token=preview")).toBeUndefined();
    expect(get("/services/?utm_sourcex=1")).toBe("http /services/");
    expect(get("/services/?xutm_source=1")).toBeUndefined();
  });

  it("leaves to the site what could get another answer", () => {
    expect(cacheKeyOf({ method: "POST", url: "/api/contact", headers: {} })).toBeUndefined();
    expect(get("/cases/?service=branding")).toBeUndefined();
    expect(get("/services/", { range: "bytes=0-10" })).toBeUndefined();
    expect(get("/services/", { authorization: "Bearer t" })).toBeUndefined();
    expect(get("/services/", { cookie: `a=1; ${PREVIEW_COOKIE}=xyz` })).toBeUndefined();
    expect(get("/services/", { cookie: `${PREVIEW_COOKIE}=xyz` })).toBeUndefined();
    expect(get("http://evil.test/")).toBeUndefined();
    expect(get("//evil.test/")).toBeUndefined();
  });

  it("reads the preview cookie by its exact name", () => {
    // The dot is a dot: a look-alike name is any other cookie.
    expect(get("/services/", { cookie: "ioXprismicXpreview=1" })).toBe("http /services/");
    expect(get("/services/", { cookie: `not.${PREVIEW_COOKIE}=1` })).toBe("http /services/");
    // A framework's cookie of old means nothing to this site.
    expect(get("/services/", { cookie: "__prerender_bypass=1" })).toBe("http /services/");
  });
});

describe("which answers the cache may keep", () => {
  it("keeps what the site lets a shared cache keep, for as long as it says", () => {
    expect(sharedLifetime(pageHeaders)).toBe(31_536_000);
    expect(sharedLifetime({ "cache-control": "public, max-age=31536000, immutable" })).toBe(31_536_000);
    expect(sharedLifetime({ "cache-control": "public, max-age=86400" })).toBe(86_400);
  });

  it("keeps nothing private, uncacheable, cookie-setting or varying on what it does not key on", () => {
    expect(sharedLifetime({ "cache-control": "private, no-store" })).toBeUndefined();
    expect(sharedLifetime({ "cache-control": "public, max-age=0, must-revalidate" })).toBeUndefined();
    expect(sharedLifetime({ "cache-control": "max-age=600" })).toBeUndefined();
    expect(sharedLifetime({})).toBeUndefined();
    expect(sharedLifetime({ ...pageHeaders, "set-cookie": ["io.prismic.experiment=x"] })).toBeUndefined();
    expect(sharedLifetime({ ...pageHeaders, vary: "Cookie, Accept-Language" })).toBeUndefined();
    expect(sharedLifetime({ "cache-control": "public, max-age=600", vary: "Accept" })).toBeUndefined();
    expect(sharedLifetime({ ...pageHeaders, vary: "*" })).toBeUndefined();
    // Only Accept-Encoding, which the cache answers itself.
    expect(sharedLifetime({ ...pageHeaders, vary: "accept-encoding" })).toBe(31_536_000);
    expect(sharedLifetime({ ...pageHeaders, vary: "Origin, Accept-Encoding" })).toBeUndefined();
  });

  it("drops per-response headers, gzips text once and never keeps a non-200", () => {
    const answer = toCachedAnswer(200, pageHeaders, html, 1000);
    expect(answer?.headers.map(([name]) => name)).toEqual([
      "content-type",
      "cache-control",
      "vary",
      "etag",
      "content-security-policy",
    ]);
    expect(answer?.etag).toBe('"abc"');
    expect(answer?.expiresAt).toBe(1000 + 31_536_000_000);
    expect(gunzipSync(answer?.gzip ?? Buffer.alloc(0)).equals(html)).toBe(true);
    expect(toCachedAnswer(404, pageHeaders, html, 0)).toBeUndefined();
    expect(toCachedAnswer(200, { ...pageHeaders, "content-encoding": "gzip" }, html, 0)).toBeUndefined();
  });

  it("names an answer without an ETag by its body, so revisits can be confirmed", () => {
    const { etag: _, ...withoutEtag } = pageHeaders;
    const answer = toCachedAnswer(200, withoutEtag, html, 0);
    const expected = `"${createHash("sha1").update(html).digest("base64url")}"`;
    expect(answer?.etag).toBe(expected);
    expect(answer?.headers).toContainEqual(["etag", expected]);
    expect(answer?.headers.filter(([name]) => name === "etag")).toHaveLength(1);
    const other = toCachedAnswer(200, withoutEtag, Buffer.from("<!doctype html><h1>Other</h1>"), 0);
    expect(other?.etag).not.toBe(expected);
  });

  it("adds Accept-Encoding to Vary when it will answer gzipped, and leaves images alone", () => {
    const css = toCachedAnswer(
      200,
      { "content-type": "text/css", "cache-control": "public, max-age=31536000, immutable" },
      html,
      0,
    );
    expect(css?.headers).toContainEqual(["vary", "Accept-Encoding"]);
    const image = toCachedAnswer(
      200,
      { "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable" },
      html,
      0,
    );
    expect(image?.gzip).toBeUndefined();
    expect(image?.headers.some(([name]) => name === "vary")).toBe(false);
  });
});

describe("content negotiation", () => {
  it("reads Accept-Encoding and If-None-Match", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"other"', '"abc"')).toBe(false);
    expect(matchesEtag("*", undefined)).toBe(false);
  });
});

describe("the store", () => {
  const entry = (bytes: number, expiresAt = Number.POSITIVE_INFINITY, page = false) => ({
    headers: page ? ([[CONTENT_READS_HEADER, "doc-1"]] as [string, string][]) : [],
    body: Buffer.alloc(bytes),
    gzip: undefined,
    etag: undefined,
    expiresAt,
  });
  /** One-letter keys count one byte each, a page's content-reads header 27. */
  const limits = { pageBytes: 320, fileBytes: 303, entryBytes: 201 };

  it("forgets the least recently used answers beyond its byte budget, and expired ones", () => {
    const cache = new SharedCache(limits);
    cache.set("a", entry(100));
    cache.set("b", entry(100));
    cache.get("a", 0);
    cache.set("c", entry(150));
    expect(cache.get("b", 0)).toBeUndefined();
    expect(cache.get("a", 0)).toBeDefined();
    expect(cache.get("c", 0)).toBeDefined();
    expect(cache.usedBytes).toBe(252);
    cache.set("big", entry(201));
    expect(cache.get("big", 0)).toBeUndefined();
    cache.set("soon", entry(10, 50));
    expect(cache.get("soon", 49)).toBeDefined();
    expect(cache.get("soon", 50)).toBeUndefined();
    expect(cache.usedBytes).toBe(252);
  });

  it("never lets files push a page out, however many are asked for", () => {
    const cache = new SharedCache(limits);
    cache.set("p", entry(150, Number.POSITIVE_INFINITY, true));
    cache.set("q", entry(100, Number.POSITIVE_INFINITY, true));
    for (let variant = 0; variant < 1000; variant += 1) cache.set(`/_ipx/w_${variant}/x.jpg`, entry(100));
    expect(cache.get("p", 0)).toBeDefined();
    expect(cache.get("q", 0)).toBeDefined();
    expect(cache.pageKeys()).toEqual(["p", "q"]);
    expect(cache.usedBytes).toBeLessThanOrEqual(limits.pageBytes + limits.fileBytes);
    // A page beyond its own budget pushes out the least recent page.
    cache.set("r", entry(100, Number.POSITIVE_INFINITY, true));
    expect(cache.pageKeys()).toEqual(["q", "r"]);
  });

  it("lets a refresh look at an answer without counting it as a use", () => {
    const cache = new SharedCache({ ...limits, fileBytes: 203 });
    cache.set("a", entry(100));
    cache.set("b", entry(100));
    expect(cache.peek("a")?.body.byteLength).toBe(100);
    expect(cache.keys()).toEqual(["a", "b"]);
    cache.set("c", entry(100));
    expect(cache.keys()).toEqual(["b", "c"]);
  });
});
