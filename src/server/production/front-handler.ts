import { request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import {
  acceptsGzip,
  type CachedAnswer,
  cacheKeyOf,
  matchesEtag,
  type SharedCache,
  toCachedAnswer,
} from "./shared-cache";

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => unknown;

export interface FrontHandlerOptions {
  /** Next's request handler: everything the cache cannot answer. */
  readonly next: RequestListener;
  readonly cache: SharedCache;
  /** This server on loopback: the cache asks it for the answers it keeps. */
  readonly self: { readonly host: string; readonly port: number };
  readonly now?: () => number;
}

const REFUSAL_MS = 60_000;
const MAX_REFUSALS = 10_000;

/** Marks the cache's own requests, so they always reach Next. */
export const FILL_HEADER = "x-lumbre-cache-fill";
/** Tells which answers came from the cache (for people and tests; Next's answers do not carry it). */
export const CACHE_STATUS_HEADER = "x-lumbre-cache";

/**
 * The production server's request listener: answers from the shared cache when it can, else hands the
 * request to Next. After Next answers a cacheable request with a 200, the cache asks for the same page
 * once more, uncompressed and without the visitor's cookies, and keeps that answer if Next allows it.
 */
export function createFrontHandler(options: FrontHandlerOptions): RequestListener {
  const { cache, self } = options;
  const now = options.now ?? Date.now;
  const filling = new Set<string>();
  /** Keys whose answer the cache may not keep (an experiment page sets a cookie): not asked again for a while. */
  const refused = new Map<string, number>();

  function refuse(key: string): void {
    refused.set(key, now() + REFUSAL_MS);
    if (refused.size > MAX_REFUSALS) {
      const oldest = refused.keys().next();
      if (!oldest.done) refused.delete(oldest.value);
    }
  }

  function fill(key: string, path: string, https: boolean): void {
    if (filling.has(key) || (refused.get(key) ?? 0) > now()) return;
    filling.add(key);
    const done = () => filling.delete(key);
    const request = httpRequest(
      {
        host: self.host,
        port: self.port,
        path,
        method: "GET",
        headers: {
          "accept-encoding": "identity",
          [FILL_HEADER]: "1",
          ...(https && { "x-forwarded-proto": "https" }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          done();
          const answer = toCachedAnswer(
            response.statusCode ?? 0,
            response.headers,
            Buffer.concat(chunks),
            now(),
          );
          if (answer) cache.set(key, answer);
          else refuse(key);
        });
        response.on("error", done);
      },
    );
    request.on("error", done);
    request.end();
  }

  return (request, response) => {
    const key = request.headers[FILL_HEADER] === undefined ? cacheKeyOf(request) : undefined;
    if (key !== undefined) {
      const hit = cache.get(key, now());
      if (hit) return serve(request, response, hit);
      const path = request.url ?? "/";
      response.on("finish", () => {
        if (response.statusCode === 200) fill(key, path, key.startsWith("https "));
      });
    }
    return options.next(request, response);
  };
}

function serve(request: IncomingMessage, response: ServerResponse, answer: CachedAnswer): void {
  const flat = (pairs: readonly (readonly [string, string])[]) => pairs.flat();
  const headers: (readonly [string, string])[] = [...answer.headers, [CACHE_STATUS_HEADER, "hit"]];
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) {
    // A 304 describes the cached answer without sending it: no body, so no content-* headers.
    response.writeHead(304, flat(headers.filter(([name]) => !name.startsWith("content-"))));
    response.end();
    return;
  }
  const gzip = acceptsGzip(request.headers["accept-encoding"]) ? answer.gzip : undefined;
  const body = gzip ?? answer.body;
  if (gzip) headers.push(["content-encoding", "gzip"]);
  headers.push(["content-length", String(body.byteLength)]);
  response.writeHead(200, flat(headers));
  response.end(request.method === "HEAD" ? undefined : body);
}
