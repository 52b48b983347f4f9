import "server-only";
import { randomBytes } from "node:crypto";
import {
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import type { TLSSocket } from "node:tls";
import { CLIENT_ADDRESS_HEADER } from "@/platform/client-address";
import { NO_TRUSTED_PROXIES, resolveClient, type TrustedProxies } from "@/platform/trusted-proxies";
import { securityHeaders, strictTransportSecurity } from "@/server/security/security-headers";
import { gateRequest } from "./request-gate";
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
  /** Whose X-Forwarded-* headers are believed (TRUSTED_PROXIES); default: nobody's. */
  readonly trustedProxies?: TrustedProxies;
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
  const trustedProxies = options.trustedProxies ?? NO_TRUSTED_PROXIES;
  const now = options.now ?? Date.now;
  // The cache's own requests carry this value; a client copying the header name cannot guess it.
  const fillToken = randomBytes(16).toString("hex");
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
          [FILL_HEADER]: fillToken,
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
    const verdict = gateRequest(request.method, request.url);
    if (verdict.kind !== "pass") {
      const https = resolveClient(hopOf(request), trustedProxies).https;
      return verdict.kind === "redirect"
        ? answer(response, 308, "Permanent redirect\n", https, { location: verdict.location })
        : answer(response, verdict.status, `${verdict.message}\n`, https, {
            ...(verdict.allow !== undefined && { allow: verdict.allow }),
          });
    }
    const isFill = request.headers[FILL_HEADER] === fillToken;
    const client = isFill
      ? { address: "self", https: request.headers["x-forwarded-proto"] === "https" }
      : resolveClient(hopOf(request), trustedProxies);
    // What Next and the routes read about the client is this server's word, never the client's.
    if (!isFill) delete request.headers[FILL_HEADER];
    request.headers[CLIENT_ADDRESS_HEADER] = client.address;
    request.headers["x-forwarded-for"] = client.address;
    request.headers["x-forwarded-proto"] = client.https ? "https" : "http";
    finishHeaders(request, response, client.https);

    const key = isFill ? undefined : cacheKeyOf(request);
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

function hopOf(request: IncomingMessage) {
  return {
    socketAddress: request.socket.remoteAddress,
    forwardedFor: request.headers["x-forwarded-for"],
    forwardedProto: request.headers["x-forwarded-proto"],
    encrypted: (request.socket as Partial<TLSSocket>).encrypted === true,
  };
}

const BASELINE_CSP = "default-src 'none'; frame-ancestors 'none'";

function baselineHeaders(https: boolean): [string, string][] {
  const pairs: [string, string][] = securityHeaders.map(({ key, value }) => [key.toLowerCase(), value]);
  if (https) pairs.push([strictTransportSecurity.key.toLowerCase(), strictTransportSecurity.value]);
  return pairs;
}

/** A plain answer of the front itself, with the headers every answer carries. */
function answer(
  response: ServerResponse,
  status: number,
  body: string,
  https: boolean,
  extra: OutgoingHttpHeaders,
): void {
  response.writeHead(status, {
    ...Object.fromEntries(baselineHeaders(https)),
    "content-security-policy": BASELINE_CSP,
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    "content-length": String(Buffer.byteLength(body)),
    ...extra,
  });
  response.end(body);
}

/**
 * Last word on the headers of every answer Next writes: the security headers are there whatever path
 * produced the answer (Next's own error pages included), and "/" keeps saying that it varies on the
 * language cookie and Accept-Language (Next replaces the proxy's Vary with its router headers).
 */
function finishHeaders(request: IncomingMessage, response: ServerResponse, https: boolean): void {
  const root = request.url === "/" || request.url?.startsWith("/?") === true;
  const writeHead = response.writeHead;
  const patched = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!response.headersSent) {
      for (const [name, value] of baselineHeaders(https)) {
        if (!response.hasHeader(name)) response.setHeader(name, value);
      }
      if (!response.hasHeader("content-security-policy"))
        response.setHeader("content-security-policy", BASELINE_CSP);
      if (root)
        response.setHeader("vary", mergeVary(response.getHeader("vary"), ["Cookie", "Accept-Language"]));
    }
    return writeHead.apply(this, args);
  };
  response.writeHead = patched as ServerResponse["writeHead"];
}

export function mergeVary(current: number | string | string[] | undefined, add: readonly string[]): string {
  const names = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
  for (const name of add) {
    if (!names.some((known) => known.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  return names.join(", ");
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
