import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Encoder, ipxEncoder } from "./encode";
import { modifiersKey, parseModifiers } from "./modifiers";
import { outputFormat } from "./negotiate";
import { CONTENT_TYPES, IMMUTABLE } from "./response-headers";
import { checkSourcePath, SourceLocator } from "./source-path";
import { VariantCache } from "./variant-cache";

export interface ImageServiceOptions {
  readonly sources: SourceLocator;
  readonly cache: VariantCache;
  readonly encode: Encoder;
}

/** An SVG opened on its own runs nothing and loads nothing; its inline styles still apply. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

function plain(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
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
 * Bad modifiers → 400, a path outside images/ → 403, a missing file → 404; errors are plain text.
 */
export async function serveImage(request: Request, options: ImageServiceOptions): Promise<Response> {
  // Where the file is comes first: anything that does not name a file under images/ is refused (403)
  // whatever its modifiers, including what is left of a traversal the server already resolved.
  const raw = rawImagePath(request.url) ?? "";
  const slash = raw.indexOf("/");
  const path = checkSourcePath(slash < 0 ? "" : raw.slice(slash + 1));
  if (!path.ok) return plain(path.status, path.message);

  let segment: string;
  try {
    segment = decodeURIComponent(raw.slice(0, slash));
  } catch {
    return plain(400, "Malformed modifiers");
  }
  const parsed = parseModifiers(segment);
  if (!parsed.ok) return plain(400, parsed.message);
  const located = await options.sources.locate(path.relative);
  if (!located.ok) return plain(located.status, located.message);
  const { source } = located;

  const { modifiers } = parsed;
  const sourceFormat = path.format;
  const headers = new Headers({ "Cache-Control": IMMUTABLE, "X-Content-Type-Options": "nosniff" });
  let key: string;
  let encode: () => Promise<Buffer>;
  let extension: string;
  if (sourceFormat === "svg") {
    // Vector art is served as it is: resizing means nothing to it, and rasterising would only lose.
    key = `svg|${path.relative}|${source.mtimeMs}|${source.size}`;
    encode = () => readFile(source.file);
    extension = "svg";
    headers.set("Content-Type", "image/svg+xml");
    headers.set("Content-Security-Policy", SVG_POLICY);
  } else {
    const accept = request.headers.get("accept");
    const format = outputFormat(modifiers.format, accept, sourceFormat);
    if (modifiers.format === "auto") headers.set("Vary", "Accept");
    key = `${path.relative}|${source.mtimeMs}|${source.size}|${modifiersKey(modifiers, format)}`;
    encode = () => options.encode(path.relative, modifiers, format);
    extension = format;
    headers.set("Content-Type", CONTENT_TYPES[format]);
    headers.set("Content-Security-Policy", "default-src 'none'");
  }

  let variant: { data: Buffer; etag: string };
  try {
    const cached = await options.cache.get(key, extension, encode);
    variant = cached.variant;
    // Where the bytes came from (memory, disk or a fresh encode): shows a cache that does not hold.
    headers.set("X-Image-Cache", cached.origin);
  } catch (error) {
    console.error(`images: cannot process ${path.relative}`, error);
    return plain(422, "This image cannot be processed");
  }
  headers.set("ETag", variant.etag);
  if (matchesEtag(request.headers.get("if-none-match"), variant.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(variant.data.byteLength));
  // A view, not a copy, of the cached bytes (file reads and sharp never hand out shared memory).
  const { buffer, byteOffset, byteLength } = variant.data;
  const body = new Uint8Array(buffer as ArrayBuffer, byteOffset, byteLength);
  return new Response(body, { status: 200, headers });
}

let service: ImageServiceOptions | undefined;

/** The service as the app runs it: public/ of the working directory, 64 MB in memory, .next/cache/ipx on disk. */
export function imageService(): ImageServiceOptions {
  if (!service) {
    const cwd = process.cwd();
    const publicDir = join(cwd, "public");
    service = {
      sources: new SourceLocator(publicDir),
      cache: new VariantCache({ maxBytes: 64 * 1024 * 1024, dir: join(cwd, ".next", "cache", "ipx") }),
      encode: ipxEncoder(publicDir),
    };
  }
  return service;
}
