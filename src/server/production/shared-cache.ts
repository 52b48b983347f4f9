import "server-only";
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { PREVIEW_COOKIE } from "@/content/client/constants";

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
  // Query strings (filters, campaign tags, cache busters) go to the site.
  if (!url?.startsWith("/") || url.includes("?") || url.startsWith("//")) return undefined;
  for (const name of BYPASS_HEADERS) if (request.headers[name] !== undefined) return undefined;
  if (BYPASS_COOKIES.test(single(request.headers.cookie) ?? "")) return undefined;
  const https = single(request.headers["x-forwarded-proto"])?.split(",")[0]?.trim() === "https";
  return `${https ? "https" : "http"} ${url}`;
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

/** Least recently used answers go first once the bytes exceed the budget. */
export class SharedCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxEntryBytes: number,
  ) {}

  get(key: string, now: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= now) {
      this.bytes -= sizeOf(entry);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** The answer kept under `key`, without counting as a use. */
  peek(key: string): CachedAnswer | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: CachedAnswer): void {
    const size = sizeOf(entry);
    if (size > this.maxEntryBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= sizeOf(previous);
    }
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest, answer] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(answer);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** The keys of the answers kept, least recently used first. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  get usedBytes(): number {
    return this.bytes;
  }
}

function sizeOf(entry: CachedAnswer): number {
  return entry.body.byteLength + (entry.gzip?.byteLength ?? 0);
}
