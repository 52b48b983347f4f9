import "server-only";
import { createHash } from "node:crypto";
import { createReadStream, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { gzipSync } from "node:zlib";
import { contentRange, requestedRange } from "@/server/images/byte-range";
import { variantRedirect } from "@/server/images/canonical";
import { CONTENT_TYPES, IMMUTABLE, REDIRECT_CACHE_CONTROL } from "@/server/images/response-headers";
import { acceptsGzip } from "@/server/page-cache/stored-answer";
import { resourceCsp } from "@/server/security/content-security-policy";

/** Text the browser downloads on every page (scripts, styles, icons, the manifest): sent gzipped. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|manifest\+json)|image\/svg\+xml)/;
/** Too small to gain, or too large to hold: sent as they are. */
const GZIP_RANGE = { min: 1024, max: 4 * 1024 * 1024 };

const TYPES: Readonly<Record<string, string>> = {
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

interface StaticFile {
  readonly path: string;
  /** Its URL path as a browser writes it (percent-encoded where it must be, nowhere else). */
  readonly href: string;
  readonly size: number;
  readonly type: string;
  readonly cacheControl: string;
  readonly etag: string;
  readonly lastModified: string;
}

/** A file the build emitted (/_astro/…) or the public folder holds: its URL names its contents. */
function cacheControlOf(urlPath: string): string {
  if (urlPath.startsWith("/_astro/") || urlPath.startsWith("/_ipx/")) return IMMUTABLE;
  return "public, max-age=0";
}

/** A pre-rendered image variant keeps its master's extension: its format modifier says its type. */
function typeOf(urlPath: string): string {
  const variant = /^\/_ipx\/f_(webp|avif|jpeg|png),/.exec(urlPath)?.[1];
  if (variant && variant in CONTENT_TYPES) return CONTENT_TYPES[variant as keyof typeof CONTENT_TYPES];
  return TYPES[extname(urlPath).toLowerCase()] ?? "application/octet-stream";
}

function walk(root: string, folder: string, files: Map<string, StaticFile>): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      walk(root, path, files);
      continue;
    }
    if (!entry.isFile()) continue;
    const urlPath = `/${relative(root, path).split(sep).join("/")}`;
    const stats = statSync(path);
    const etag = `"${createHash("sha1").update(`${urlPath}:${stats.size}:${stats.mtimeMs}`).digest("base64url")}"`;
    files.set(urlPath, {
      path,
      href: new URL(urlPath, "http://localhost").pathname,
      size: stats.size,
      type: typeOf(urlPath),
      cacheControl: cacheControlOf(urlPath),
      etag,
      lastModified: stats.mtime.toUTCString(),
    });
  }
}

/** A header Node leaves as a list when it came twice: read as one value (which then matches no validator). */
function oneValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

/** A redirect with the headers every redirect here carries; relative, so it holds behind any host. */
function redirect(request: IncomingMessage, response: ServerResponse, location: string): void {
  const body = "Permanent redirect\n";
  response.writeHead(308, {
    location,
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": REDIRECT_CACHE_CONTROL,
  });
  response.end(request.method === "HEAD" ? undefined : body);
}

/**
 * The client files of the build (scripts, styles, fonts, images, pre-rendered image variants), listed
 * once at start: a request names one of them exactly or is not a file, so no path from outside ever
 * reaches the file system. Each file and each image variant has one URL: another spelling (percent-
 * encoding where none is needed, for an image variant also other modifiers for it, a query or the
 * service's internal path) is a 308 to it, so only that URL answers 200, which is what the shared cache
 * keeps. The image service checks variants too, but behind Astro, which has decoded the path by then.
 */
export function createStaticFiles(root: string) {
  const files = new Map<string, StaticFile>();
  walk(root, root, files);
  /**
   * The gzipped copy of each text file, made on its first request: the build's files are listed once,
   * so this holds at most the build's own text, compressed.
   */
  const gzipped = new Map<string, Buffer>();
  const compressible = (file: StaticFile) =>
    COMPRESSIBLE.test(file.type) && file.size >= GZIP_RANGE.min && file.size <= GZIP_RANGE.max;
  function gzipOf(file: StaticFile): Buffer {
    let body = gzipped.get(file.path);
    if (!body) {
      body = gzipSync(readFileSync(file.path), { level: 9 });
      gzipped.set(file.path, body);
    }
    return body;
  }
  return {
    /** Answers a request for a listed file or another spelling of an image variant (true), or leaves it (false). */
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      if (request.method !== "GET" && request.method !== "HEAD") return false;
      const target = request.url ?? "/";
      const variant = variantRedirect(target);
      if (variant !== undefined) {
        redirect(request, response, variant);
        return true;
      }
      const queryAt = target.indexOf("?");
      const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return false;
      }
      const file = files.get(decoded);
      if (!file) return false;
      if (pathname !== file.href) {
        redirect(request, response, `${file.href}${queryAt < 0 ? "" : target.slice(queryAt)}`);
        return true;
      }
      response.setHeader("content-type", file.type);
      response.setHeader("cache-control", file.cacheControl);
      response.setHeader("etag", file.etag);
      response.setHeader("last-modified", file.lastModified);
      response.setHeader("content-security-policy", resourceCsp());
      if (compressible(file)) response.setHeader("vary", "Accept-Encoding");
      const tags = request.headers["if-none-match"];
      if (typeof tags === "string" && tags.split(",").some((tag) => tag.trim() === file.etag)) {
        response.removeHeader("content-type");
        response.writeHead(304);
        response.end();
        return true;
      }
      const range = requestedRange(
        request.method,
        { range: request.headers.range, ifRange: oneValue(request.headers["if-range"]) },
        file.size,
        file,
      );
      if (range.kind === "unsatisfiable") {
        const body = "Range not satisfiable\n";
        response.writeHead(416, {
          "content-type": "text/plain; charset=utf-8",
          "content-length": String(Buffer.byteLength(body)),
          "content-range": contentRange(range, file.size),
          // A refusal of this request's range, not the file: nothing to keep.
          "cache-control": "no-store",
        });
        response.end(body);
        return true;
      }
      response.setHeader("accept-ranges", "bytes");
      if (
        compressible(file) &&
        range.kind !== "part" &&
        acceptsGzip(oneValue(request.headers["accept-encoding"]) ?? null)
      ) {
        const body = gzipOf(file);
        response.setHeader("content-encoding", "gzip");
        response.setHeader("content-length", String(body.byteLength));
        response.writeHead(200);
        response.end(request.method === "HEAD" ? undefined : body);
        return true;
      }
      const part = range.kind === "part" ? { start: range.start, end: range.end } : undefined;
      if (part) {
        response.setHeader("content-range", contentRange(range, file.size));
        response.setHeader("content-length", String(part.end - part.start + 1));
        response.writeHead(206);
      } else {
        response.setHeader("content-length", String(file.size));
        response.writeHead(200);
      }
      if (request.method === "HEAD") response.end();
      else {
        createReadStream(file.path, part)
          // A file gone since the start (a deploy under way) ends this answer, not the process.
          .on("error", () => response.destroy())
          .pipe(response);
      }
      return true;
    },
    get size(): number {
      return files.size;
    },
  };
}
