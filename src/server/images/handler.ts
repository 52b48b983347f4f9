import "server-only";
import { readFile } from "node:fs/promises";
import { clientAddress } from "@/platform/client-address";
import type { RateVerdict } from "@/platform/rate-limiter";
import { log } from "@/server/operations/log";
import { countImageEncode, countImageRefusal, countRateLimitRefusal } from "@/server/operations/metrics";
import { contentRange, requestedRange } from "./byte-range";
import { PUBLIC_PREFIX, readVariantPath } from "./canonical";
import { type Encoder, ImageRequestError } from "./encode";
import { createEncodeGate, type EncodeGate, EncodeQueueFull } from "./encode-gate";
import { modifiersKey } from "./modifiers";
import { outputFormat } from "./negotiate";
import { outputSizeProblem } from "./output-size";
import { CONTENT_TYPES, IMMUTABLE, REDIRECT_CACHE_CONTROL } from "./response-headers";
import { sourceDimensions } from "./source-dimensions";
import type { SourceLocator } from "./source-path";
import type { VariantCache } from "./variant-cache";

/** A per-client allowance of fresh encodes (createRateLimiter's shape). */
export interface EncodeBudget {
  take(client: string): RateVerdict;
}

export interface ImageServiceOptions {
  readonly sources: SourceLocator;
  readonly cache: VariantCache;
  readonly encode: Encoder;
  /** Bounds fresh encodes; unset = one gate with the default limits, shared by every such service. */
  readonly gate?: EncodeGate;
  /** Fresh encodes per client; unset = no per-client limit (the build's pre-render, benches). */
  readonly budget?: EncodeBudget | undefined;
}

/** The defaults of IMAGE_ENCODE_CONCURRENCY and IMAGE_ENCODE_QUEUE: no service runs encodes unbounded. */
let defaultGate: EncodeGate | undefined;

function sharedGate(): EncodeGate {
  defaultGate ??= createEncodeGate({ concurrency: 2, queue: 16 });
  return defaultGate;
}

/** An SVG opened on its own runs nothing and loads nothing; its inline styles still apply. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** A server-side failure (a source that will not decode) may be fixed by a deploy; not worth hammering. */
const FAILURE_RETRY_AFTER_SECONDS = 60;

/** Refusals and errors: short plain text that no cache keeps; 429 and 503 say when to come back. */
function plain(status: number, message: string, retryAfterSeconds?: number): Response {
  const headers = new Headers({
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (retryAfterSeconds !== undefined) headers.set("Retry-After", String(retryAfterSeconds));
  return new Response(`${message}\n`, { status, headers });
}

/**
 * Another spelling of a variant: sent to its one URL before anything is read or encoded, so only that
 * URL ever answers 200 (and is what a cache in front keeps). Relative, so it holds behind any host.
 */
function permanentRedirect(location: string): Response {
  return new Response("Permanent redirect\n", {
    status: 308,
    headers: {
      Location: location,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": REDIRECT_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function busy(retryAfterSeconds: number): Response {
  return plain(503, "Too many images are being processed right now: try again shortly", retryAfterSeconds);
}

/**
 * The answer when a variant that is not cached may not be encoded now: the queue is full (503) or the
 * client has spent its budget (429). Only a fresh encode costs anything: hits from memory or disk, and
 * joining an encode already running, are free. Synchronous, and the caller's `get` follows without an
 * await, so what `has` says still holds there.
 */
function refuseFreshEncode(
  request: Request,
  options: ImageServiceOptions,
  gate: EncodeGate,
  key: string,
  extension: string,
): Response | undefined {
  if (options.cache.has(key, extension)) return undefined;
  if (gate.full) {
    countImageRefusal("queue-full");
    return busy(gate.retryAfterSeconds);
  }
  const verdict = options.budget?.take(clientAddress(request.headers));
  if (!verdict || verdict.allowed) return undefined;
  countImageRefusal("client-budget");
  countRateLimitRefusal("image-encode");
  return plain(
    429,
    "Too many new image variants from this client: try again later",
    verdict.retryAfterSeconds,
  );
}

/** A failed encode never answers 500: 503 when the queue was full or the server failed, 400 when the request did. */
function failure(error: unknown, relative: string): Response {
  if (error instanceof EncodeQueueFull) {
    countImageRefusal("queue-full");
    return busy(error.retryAfterSeconds);
  }
  if (error instanceof ImageRequestError) {
    countImageRefusal("invalid-request");
    // The request's own fault: one line is enough, a stack would only flood the log.
    log.warn("images.refused", { path: relative, reason: error.message });
    return plain(400, error.message);
  }
  countImageRefusal("encode-failed");
  log.error("images.encode-failed", error, { path: relative });
  return plain(503, "This image cannot be processed right now", FAILURE_RETRY_AFTER_SECONDS);
}

/**
 * The path after /_ipx/ exactly as it arrived, still percent-encoded: parsing it with `new URL` would
 * already resolve `%2e%2e` segments and hide the traversal attempt from the path check.
 */
export function rawImagePath(url: string): string | undefined {
  const match = /^(?:[a-z][a-z0-9+.-]*:\/\/[^/]*)?\/(?:_ipx|api\/ipx)\/([^?#]*)/i.exec(url);
  return match?.[1];
}

function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * GET /_ipx/{modifiers}/{path}: one of the site's images (public/images/), resized and re-encoded as the
 * modifiers say, each variant encoded once and then served from the cache with immutable caching headers.
 * Each variant has one URL (canonical.ts): sizes and qualities rounded up to a few steps (snap.ts), the
 * format named, modifiers in one order, none on an SVG, no query; any other spelling is a 308 to it.
 * Bad modifiers or a malformed path → 400, a path outside images/ → 403, a missing file → 404; a fresh
 * encode beyond the client's budget → 429, beyond the encode queue → 503; errors are plain text. A GET
 * may ask for a byte range: one part → 206, none that fits → 416.
 */
export async function serveImage(request: Request, options: ImageServiceOptions): Promise<Response> {
  // Where the file is comes first: anything that does not name a file under images/ is refused (403)
  // whatever its modifiers, including what is left of a traversal the server already resolved.
  const raw = rawImagePath(request.url) ?? "";
  const path = readVariantPath(raw);
  if (!path.ok) return plain(path.status, path.message);
  // A query or fragment is no part of a variant's URL.
  if (path.canonical !== raw || /[?#]/.test(request.url)) {
    return permanentRedirect(`${PUBLIC_PREFIX}${path.canonical}`);
  }
  const located = await options.sources.locate(path.relative);
  if (!located.ok) return plain(located.status, located.message);
  const { source } = located;

  const { modifiers } = path;
  const sourceFormat = path.format;
  const headers = new Headers({ "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff" });
  let key: string;
  let encode: () => Promise<Buffer>;
  let extension: string;
  if (sourceFormat === "svg") {
    // Vector art is served as it is: resizing means nothing to it, and rasterising would only lose.
    // Its one URL has no modifiers (any are redirected away), so one key per file.
    key = `svg|${path.relative}|${source.mtimeMs}|${source.size}`;
    encode = () => readFile(source.file);
    extension = "svg";
    headers.set("Content-Type", "image/svg+xml");
    headers.set("Content-Security-Policy", SVG_POLICY);
  } else {
    if (modifiers.width !== undefined && modifiers.height !== undefined) {
      const dimensions = await sourceDimensions(source);
      const problem = dimensions && outputSizeProblem(dimensions, modifiers);
      if (problem) return plain(400, problem);
    }
    const accept = request.headers.get("accept");
    const format = outputFormat(modifiers.format, accept, sourceFormat);
    if (modifiers.format === "auto") headers.set("Vary", "Accept");
    key = `${path.relative}|${source.mtimeMs}|${source.size}|${modifiersKey(modifiers, format)}`;
    const gate = options.gate ?? sharedGate();
    encode = () =>
      gate.run(() => {
        countImageEncode();
        return options.encode(path.relative, modifiers, format);
      });
    extension = format;
    headers.set("Content-Type", CONTENT_TYPES[format]);
    headers.set("Content-Security-Policy", "default-src 'none'");

    await options.cache.ready();
    const refusal = refuseFreshEncode(request, options, gate, key, extension);
    if (refusal) return refusal;
  }

  let variant: { data: Buffer; etag: string };
  try {
    const cached = await options.cache.get(key, extension, encode);
    variant = cached.variant;
    // Where the bytes came from (memory, disk or a fresh encode): shows a cache that does not hold.
    headers.set("X-Image-Cache", cached.origin);
  } catch (error) {
    return failure(error, path.relative);
  }
  headers.set("ETag", variant.etag);
  if (matchesEtag(request.headers.get("if-none-match"), variant.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const size = variant.data.byteLength;
  const range = requestedRange(
    request.method,
    { range: request.headers.get("range"), ifRange: request.headers.get("if-range") },
    size,
    { etag: variant.etag },
  );
  if (range.kind === "unsatisfiable") {
    const refusal = plain(416, "Range not satisfiable");
    refusal.headers.set("Content-Range", contentRange(range, size));
    return refusal;
  }
  headers.set("Accept-Ranges", "bytes");
  // A view, not a copy, of the cached bytes (file reads and sharp never hand out shared memory).
  const { buffer, byteOffset } = variant.data;
  const body = new Uint8Array(buffer as ArrayBuffer, byteOffset, size);
  if (range.kind === "part") {
    headers.set("Content-Range", contentRange(range, size));
    headers.set("Content-Length", String(range.end - range.start + 1));
    return new Response(body.subarray(range.start, range.end + 1), { status: 206, headers });
  }
  headers.set("Content-Length", String(size));
  return new Response(body, { status: 200, headers });
}
