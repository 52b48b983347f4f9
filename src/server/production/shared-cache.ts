import "server-only";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { PREVIEW_COOKIE } from "@/content/client/constants";
import { CONTENT_READS_HEADER } from "@/server/publishing/content-reads";

/**
 * The production server's shared cache: what a CDN in front of the site would keep, kept in the process.
 * It follows HTTP caching rather than knowing the site: an answer is kept only when the site marks it
 * as cacheable by a shared cache (s-maxage or public max-age, no Set-Cookie, no Vary beyond
 * Accept-Encoding), and only requests that cannot change the answer are served from it. Pages, immutable
 * assets and image variants qualify; previews, API answers, experiment pages and the language-detecting
 * "/" do not.
 */

/** Request headers that make the site answer differently (ranges, credentials). */
const BYPASS_HEADERS = ["range", "authorization"];
/** The preview session's cookie: an editor's pages are rendered for them alone. */
const BYPASS_COOKIES = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE.replace(/[.]/g, "\\.")}=`);
/** Vary values a cached answer may carry: gzip is the cache's own business. */
const ALLOWED_VARY = new Set(["accept-encoding"]);
/** Headers that belong to one connection or one response, not to the cached answer. */
const HOP_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
  "content-encoding",
  "age",
]);
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;
/** Small bodies are not worth compressing. */
const COMPRESS_THRESHOLD = 1024;

export type HeaderValue = string | readonly string[] | number | undefined;
export type HeaderMap = Readonly<Record<string, HeaderValue>>;

export interface CacheableRequest {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly headers: HeaderMap;
}

export interface CachedAnswer {
  /** Lower-case names, as the site sent them (minus the per-response ones). */
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Buffer;
  /** The body gzipped, for clients that accept it, when the type compresses. */
  readonly gzip: Buffer | undefined;
  readonly etag: string | undefined;
  readonly expiresAt: number;
}

function single(value: HeaderValue): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number") return String(value);
  return typeof value === "string" ? value : value.join(", ");
}

/**
 * The key under which `request` may be answered from the cache, or undefined when it must go to the
 * site. The scheme is part of the key: over HTTPS the answer adds Strict-Transport-Security.
 */
export function cacheKeyOf(request: CacheableRequest): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = request.url;
  if (!url?.startsWith("/") || url.startsWith("//")) return undefined;
  // Campaign tags are for the analytics in the browser, never for the server: a link from a newsletter is
  // the page itself. Any other query (filters, cache busters, a preview token) goes to the site.
  const queryAt = url.indexOf("?");
  if (queryAt >= 0 && !onlyTracking(url.slice(queryAt + 1))) return undefined;
  const path = queryAt >= 0 ? url.slice(0, queryAt) : url;
  for (const name of BYPASS_HEADERS) if (request.headers[name] !== undefined) return undefined;
  if (BYPASS_COOKIES.test(single(request.headers.cookie) ?? "")) return undefined;
  const https = single(request.headers["x-forwarded-proto"])?.split(",")[0]?.trim() === "https";
  return `${https ? "https" : "http"} ${path}`;
}

/** Parameters the site never reads: campaign tags and ad click ids, added by mail tools and ad networks. */
const TRACKING_PARAMETER =
  /^(?:utm_[a-z_]{1,32}|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|igshid|yclid)$/i;

function onlyTracking(query: string): boolean {
  return query.split("&").every((part) => {
    if (part === "") return true;
    const equals = part.indexOf("=");
    return TRACKING_PARAMETER.test(equals < 0 ? part : part.slice(0, equals));
  });
}

/** Seconds a shared cache may keep an answer with these headers; undefined when it may not. */
export function sharedLifetime(headers: HeaderMap): number | undefined {
  if (headers["set-cookie"] !== undefined) return undefined;
  const vary = single(headers.vary);
  if (vary) {
    const names = vary.split(",").map((name) => name.trim().toLowerCase());
    if (names.some((name) => name === "*" || !ALLOWED_VARY.has(name))) return undefined;
  }
  const directives = new Map(
    (single(headers["cache-control"]) ?? "")
      .toLowerCase()
      .split(",")
      .map((part) => {
        const [name = "", value] = part.trim().split("=");
        return [name, value] as const;
      }),
  );
  if (["private", "no-store", "no-cache"].some((name) => directives.has(name))) return undefined;
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  return seconds("s-maxage") ?? (directives.has("public") ? seconds("max-age") : undefined);
}

/** The answer as the cache keeps it, or undefined when it must not be kept. */
export function toCachedAnswer(
  status: number,
  headers: HeaderMap,
  body: Buffer,
  now: number,
): CachedAnswer | undefined {
  if (status !== 200) return undefined;
  const lifetime = sharedLifetime(headers);
  if (lifetime === undefined) return undefined;
  // An encoded body would need decoding first; the filler asks for identity, so this is a refusal.
  const encoding = single(headers["content-encoding"]);
  if (encoding && encoding !== "identity") return undefined;
  const kept: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    const text = single(value);
    if (text !== undefined && !HOP_HEADERS.has(name.toLowerCase())) kept.push([name.toLowerCase(), text]);
  }
  const type = single(headers["content-type"]) ?? "";
  const gzip =
    COMPRESSIBLE.test(type) && body.byteLength >= COMPRESS_THRESHOLD
      ? gzipSync(body, { level: 6 })
      : undefined;
  if (gzip && !kept.some(([name, value]) => name === "vary" && /accept-encoding/i.test(value))) {
    const vary = kept.findIndex(([name]) => name === "vary");
    const current = kept[vary];
    if (current) kept[vary] = ["vary", `${current[1]}, Accept-Encoding`];
    else kept.push(["vary", "Accept-Encoding"]);
  }
  // Revisits are answered with a 304 when the page is unchanged: the body names itself.
  let etag = single(headers.etag);
  if (!etag) {
    etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    kept.push(["etag", etag]);
  }
  return { headers: kept, body, gzip, etag, expiresAt: now + lifetime * 1000 };
}

/** Does the client take gzip? (`gzip;q=0` is a refusal.) */
export function acceptsGzip(header: HeaderValue): boolean {
  return (single(header) ?? "").split(",").some((part) => {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (coding !== "gzip" && coding !== "*") return false;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Does If-None-Match name this ETag? */
export function matchesEtag(header: HeaderValue, etag: string | undefined): boolean {
  const value = single(header);
  if (!value || !etag) return false;
  if (value.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return value.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

export interface SharedCacheLimits {
  /** Bytes kept for answers made of content (pages, feeds, the sitemap: what a publish renders again). */
  readonly pageBytes: number;
  /** Bytes kept for everything else (scripts, styles, fonts, image variants). */
  readonly fileBytes: number;
  /** The largest single answer kept. */
  readonly entryBytes: number;
}

/**
 * Least recently used answers go first once the bytes exceed the budget. Pages and files have a budget
 * each: however many image variants visitors ask for, they never push a page out (a page costs a
 * render to get back, and a publish renders again only what is kept).
 */
export class SharedCache {
  private readonly pools = { pages: new LruPool(), files: new LruPool() };

  constructor(private readonly limits: SharedCacheLimits) {}

  get(key: string, now: number): CachedAnswer | undefined {
    return this.pools.pages.get(key, now) ?? this.pools.files.get(key, now);
  }

  /** The answer kept under `key`, without counting as a use. */
  peek(key: string): CachedAnswer | undefined {
    return this.pools.pages.peek(key) ?? this.pools.files.peek(key);
  }

  set(key: string, entry: CachedAnswer): void {
    if (sizeOf(key, entry) > this.limits.entryBytes) return;
    const isPage = entry.headers.some(([name]) => name === CONTENT_READS_HEADER);
    const [pool, other] = isPage
      ? [this.pools.pages, this.pools.files]
      : [this.pools.files, this.pools.pages];
    other.delete(key);
    pool.set(key, entry, isPage ? this.limits.pageBytes : this.limits.fileBytes);
  }

  get size(): number {
    return this.pools.pages.size + this.pools.files.size;
  }

  /** The keys of the answers kept, pages first, each pool least recently used first. */
  keys(): string[] {
    return [...this.pools.pages.keys(), ...this.pools.files.keys()];
  }

  /** The keys of the pages kept, least recently used first. */
  pageKeys(): string[] {
    return [...this.pools.pages.keys()];
  }

  get usedBytes(): number {
    return this.pools.pages.bytes + this.pools.files.bytes;
  }
}

class LruPool {
  // A Map iterates in insertion order: re-inserting on every use keeps the least recent first.
  private readonly entries = new Map<string, CachedAnswer>();
  bytes = 0;

  get(key: string, now: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= sizeOf(key, entry);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  peek(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  delete(key: string): void {
    const previous = this.entries.get(key);
    if (!previous) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(key, previous);
  }

  set(key: string, entry: CachedAnswer, maxBytes: number): void {
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += sizeOf(key, entry);
    for (const [oldest, answer] of this.entries) {
      if (this.bytes <= maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(oldest, answer);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  keys(): IterableIterator<string> {
    return this.entries.keys();
  }
}

/** What an answer holds in memory: bodies, headers and its key (a key may be 8 KB long). */
function sizeOf(key: string, entry: CachedAnswer): number {
  let bytes = key.length + entry.body.byteLength + (entry.gzip?.byteLength ?? 0);
  for (const [name, value] of entry.headers) bytes += name.length + value.length;
  return bytes;
}
