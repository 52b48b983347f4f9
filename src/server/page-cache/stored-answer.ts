import "server-only";
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import type { StoredAnswer } from "./page-store";

/** Headers that belong to one connection or one response, or to Astro's cache alone. */
const NOT_KEPT = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "date",
  "content-length",
  "content-encoding",
  "age",
  "set-cookie",
  "cdn-cache-control",
  "cache-tag",
  // Each visitor's answer carries its own request's id (the front sets it), never the render's.
  "x-request-id",
]);
/** Vary values a kept answer may carry: gzip is the cache's own business. */
const ALLOWED_VARY = new Set(["accept-encoding"]);
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:javascript|json|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/;
/** Small bodies are not worth compressing. */
const COMPRESS_THRESHOLD = 1024;
/** Headers that describe a response's body, which a 304 does not send. */
const BODY_HEADERS = new Set(["content-type", "content-length", "content-encoding", "content-range"]);
/** Names which answers came from the route cache (for people and tests). */
export const CACHE_STATUS_HEADER = "x-lumbre-cache";

/**
 * The seconds Astro's cache was told to keep this answer (`cache.set({ maxAge })`, which Astro hands the
 * provider as CDN-Cache-Control), or undefined when it must not be kept: not a 200, a cookie set, a Vary
 * the cache cannot key on, or an encoded body.
 */
export function keepSeconds(response: Response): number | undefined {
  if (response.status !== 200) return undefined;
  if (response.headers.has("set-cookie")) return undefined;
  const vary = response.headers.get("vary");
  if (vary?.split(",").some((name) => !ALLOWED_VARY.has(name.trim().toLowerCase()))) return undefined;
  const encoding = response.headers.get("content-encoding");
  if (encoding && encoding !== "identity") return undefined;
  const match = /(?:^|,)\s*max-age=(\d+)/i.exec(response.headers.get("cdn-cache-control") ?? "");
  const seconds = Number(match?.[1]);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/** The answer's tags (Cache-Tag, from `cache.set({ tags })`). */
export function tagsOf(response: Response): string[] {
  return (response.headers.get("cache-tag") ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "");
}

/**
 * The answer read whole, gzipped once, named by an ETag: both bodies, for the visitor who asked; the cache
 * keeps it as forKeeping has it.
 */
export async function toStoredAnswer(
  response: Response,
  seconds: number,
  now: number,
): Promise<StoredAnswer> {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!NOT_KEPT.has(name)) headers.push([name, value]);
  });
  const type = response.headers.get("content-type") ?? "";
  const gzip =
    COMPRESSIBLE.test(type) && body.byteLength >= COMPRESS_THRESHOLD
      ? new Uint8Array(gzipSync(body, { level: 6 }))
      : undefined;
  // keepSeconds let through no Vary but Accept-Encoding.
  if (gzip && !headers.some(([name]) => name === "vary")) headers.push(["vary", "Accept-Encoding"]);
  // Revisits are answered with a 304 when the page is unchanged: the body names itself.
  let etag = response.headers.get("etag") ?? undefined;
  if (!etag) {
    etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    headers.push(["etag", etag]);
  }
  return {
    status: response.status,
    headers,
    body,
    gzip,
    etag,
    tags: tagsOf(response),
    expiresAt: now + seconds * 1000,
  };
}

/** The answer as the cache keeps it: gzipped alone when the type compresses (see StoredAnswer.body). */
export function forKeeping(answer: StoredAnswer): StoredAnswer {
  return answer.gzip && answer.body ? { ...answer, body: undefined } : answer;
}

/** Does a client with this Accept-Encoding need the body as rendered, which `stored` does not hold? */
export function needsPlainBody(acceptEncoding: string | null, stored: StoredAnswer): boolean {
  return stored.body === undefined && !(stored.gzip && acceptsGzip(acceptEncoding));
}

/** The body as rendered: kept, or unzipped from the kept gzip. */
export function plainBody(stored: StoredAnswer): Uint8Array {
  return stored.body ?? new Uint8Array(gunzipSync(stored.gzip ?? new Uint8Array(0)));
}

/** A visitor's answer from a kept one: a 304 when their copy is current, gzip when they take it. */
export function answerFrom(request: Request, stored: StoredAnswer, cacheStatus: string): Response {
  const headers = new Headers(stored.headers.map(([name, value]): [string, string] => [name, value]));
  headers.set(CACHE_STATUS_HEADER, cacheStatus);
  // A page older than the last publish is served while its new render is under way, never as fresh: a
  // CDN in front asks again at every request.
  if (cacheStatus === "stale") headers.set("cache-control", "no-cache");
  if (matchesEtag(request.headers.get("if-none-match"), stored.etag)) {
    // A 304 describes the kept answer without its body: the body's own headers go, the rest (the policy
    // first among them) stay, for the browser updates the page it stored from them.
    for (const name of BODY_HEADERS) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  const { body, gzipped } = bodyFor(request.headers.get("accept-encoding"), stored);
  if (gzipped) headers.set("content-encoding", "gzip");
  headers.set("content-length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : body.slice(), { status: stored.status, headers });
}

/** answerFrom for a Node response: the same answer, written without a Response in between. */
export function writeStored(request: IncomingMessage, response: ServerResponse, stored: StoredAnswer): void {
  const ifNoneMatch = request.headers["if-none-match"];
  const acceptEncoding = request.headers["accept-encoding"];
  const headers: (readonly [string, string])[] = [...stored.headers, [CACHE_STATUS_HEADER, "hit"]];
  if (matchesEtag(ifNoneMatch ?? null, stored.etag)) {
    response.writeHead(304, headers.filter(([name]) => !BODY_HEADERS.has(name)).flat());
    response.end();
    return;
  }
  const { body, gzipped } = bodyFor(acceptEncoding ?? null, stored);
  if (gzipped) headers.push(["content-encoding", "gzip"]);
  headers.push(["content-length", String(body.byteLength)]);
  response.writeHead(stored.status, headers.flat());
  response.end(request.method === "HEAD" ? undefined : body);
}

/** The kept body as the client takes it: gzipped, or as rendered. */
function bodyFor(
  acceptEncoding: string | null,
  stored: StoredAnswer,
): { body: Uint8Array; gzipped: boolean } {
  return stored.gzip && acceptsGzip(acceptEncoding)
    ? { body: stored.gzip, gzipped: true }
    : { body: plainBody(stored), gzipped: false };
}

/** Does the client take gzip? (`gzip;q=0` is a refusal.) */
export function acceptsGzip(header: string | null): boolean {
  return (header ?? "").split(",").some((part) => {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (coding !== "gzip" && coding !== "*") return false;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** Does If-None-Match name this ETag? */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}
