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
import { coalesce } from "@/server/publishing/coalesce";
import { inlineScriptHashes, withScriptHashes } from "@/server/security/inline-scripts";
import { securityHeaders, strictTransportSecurity } from "@/server/security/security-headers";
import { cdnCacheControl } from "./cdn-cache-control";
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

/** The listener, and what the production server calls after a publish. */
export interface FrontHandler extends RequestListener {
  /**
   * Asks Next again for every answer the cache keeps and every page the sitemap lists, replacing each
   * kept answer as its new one arrives: visitors get the previous page until the new one is ready,
   * never a gap. Resolves with the number of paths asked for; calls during a refresh share one more.
   */
  refresh(): Promise<number>;
}

export interface FrontHandlerOptions {
  /** Next's request handler: everything the cache cannot answer. */
  readonly next: RequestListener;
  readonly cache: SharedCache;
  /** This server on loopback: the cache asks it for the answers it keeps. */
  readonly self: { readonly host: string; readonly port: number };
  /** Whose X-Forwarded-* headers are believed (TRUSTED_PROXIES); default: nobody's. */
  readonly trustedProxies?: TrustedProxies;
  readonly now?: () => number;
  /**
   * Pages a refresh must have Next render again although the cache may not keep them: an experiment's
   * variations (each visitor's cookie picks one), the not-found page.
   */
  readonly alsoRefresh?: () => readonly { readonly path: string; readonly cookie: string }[];
  /** After a refresh: the production server records the pages' new inline-script hashes. */
  readonly afterRefresh?: () => void;
  /** How long a CDN in front may keep a page before it asks again (CDN_CACHE_SECONDS); default 30. */
  readonly cdnSeconds?: number;
}

const REFUSAL_MS = 60_000;
const MAX_REFUSALS = 10_000;
/** A refresh asks for this many pages at a time, and at most this many in all. */
const REFRESH_CONCURRENCY = 4;
const MAX_REFRESH_PATHS = 5_000;

/** Marks the cache's own requests, so they always reach Next. */
export const FILL_HEADER = "x-lumbre-cache-fill";
/** Tells which answers came from the cache (for people and tests; Next's answers do not carry it). */
export const CACHE_STATUS_HEADER = "x-lumbre-cache";

/**
 * The production server's request listener: answers from the shared cache when it can, else hands the
 * request to Next. After Next answers a cacheable request with a 200, the cache asks for the same page
 * once more, uncompressed and without the visitor's cookies, and keeps that answer if Next allows it.
 */
export function createFrontHandler(options: FrontHandlerOptions): FrontHandler {
  const { cache, self } = options;
  const cdnSeconds = options.cdnSeconds ?? 30;
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

  function fill(key: string, path: string, https: boolean): Promise<void> {
    if (filling.has(key) || (refused.get(key) ?? 0) > now()) return Promise.resolve();
    filling.add(key);
    return new Promise<void>((resolve) => {
      const done = () => {
        filling.delete(key);
        resolve();
      };
      const request = ownRequest(path, { https }, (status, headers, body) => {
        const answer = toCachedAnswer(status, headers, body, now());
        if (answer) cache.set(key, withOwnScriptHashes(answer));
        else refuse(key);
        done();
      });
      request.on("error", done);
    });
  }

  /** A GET to this server as the cache: plain bytes, no cookies, always answered by Next. */
  function ownRequest(
    path: string,
    { https = false, cookie }: { https?: boolean; cookie?: string },
    onAnswer: (status: number, headers: IncomingMessage["headers"], body: Buffer) => void,
  ) {
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
          ...(cookie !== undefined && { cookie }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => onAnswer(response.statusCode ?? 0, response.headers, Buffer.concat(chunks)));
        response.on("error", () => request.destroy());
      },
    );
    request.end();
    return request;
  }

  /** The paths of the pages the sitemap lists, as Next renders it now. */
  function sitemapPaths(): Promise<string[]> {
    return new Promise((resolve) => {
      const request = ownRequest("/sitemap.xml", {}, (status, _headers, body) => {
        if (status !== 200) return resolve([]);
        const paths = [...body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap(([, url = ""]) => {
          try {
            return [new URL(url).pathname];
          } catch {
            return [];
          }
        });
        resolve(paths);
      });
      request.on("error", () => resolve([]));
    });
  }

  const refresh = coalesce(async () => {
    const targets = new Map<string, { path: string; https: boolean }>();
    for (const key of cache.keys()) {
      const space = key.indexOf(" ");
      targets.set(key, { path: key.slice(space + 1), https: key.startsWith("https ") });
    }
    for (const path of await sitemapPaths()) targets.set(`http ${path}`, { path, https: false });
    // What Next refused to share before the publish may be shareable now.
    refused.clear();
    const queue = [...targets].slice(0, MAX_REFRESH_PATHS);
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [key, { path, https }] = next;
        await fill(key, path, https);
      }
    };
    const total = queue.length;
    await Promise.all(Array.from({ length: REFRESH_CONCURRENCY }, worker));
    for (const { path, cookie } of options.alsoRefresh?.() ?? []) {
      await new Promise<void>((resolve) => {
        ownRequest(path, { cookie }, () => resolve()).on("error", () => resolve());
      });
    }
    options.afterRefresh?.();
    return total;
  });

  const listener: RequestListener = (request, response) => {
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
    // The cache's own requests keep Next's word on how long an answer lasts (until the next publish).
    finishHeaders(request, response, client.https, isFill ? undefined : cdnSeconds);

    const key = isFill ? undefined : cacheKeyOf(request);
    if (key !== undefined) {
      const hit = cache.get(key, now());
      if (hit) return serve(request, response, hit, cdnSeconds);
      const path = request.url ?? "/";
      response.on("finish", () => {
        if (response.statusCode === 200) void fill(key, path, key.startsWith("https "));
      });
    }
    return options.next(request, response);
  };
  return Object.assign(listener, { refresh });
}

/**
 * A kept page carries the hashes of its own inline scripts in its policy: a page Next rendered again after
 * a publish differs from the build, whose hashes the proxy sent with it.
 */
function withOwnScriptHashes(answer: CachedAnswer): CachedAnswer {
  const type = answer.headers.find(([name]) => name === "content-type")?.[1] ?? "";
  if (!type.startsWith("text/html")) return answer;
  const hashes = inlineScriptHashes(answer.body.toString("utf8"));
  return {
    ...answer,
    headers: answer.headers.map(([name, value]) =>
      name === "content-security-policy" ? [name, withScriptHashes(value, hashes)] : [name, value],
    ),
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

/** Headers that describe a response's body, which a 304 does not send. */
const BODY_HEADERS = new Set(["content-type", "content-length", "content-encoding", "content-range"]);

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
 * language cookie and Accept-Language (Next replaces the proxy's Vary with its router headers), and a
 * CDN in front is told how long it may keep the answer (cdnCacheControl).
 */
function finishHeaders(
  request: IncomingMessage,
  response: ServerResponse,
  https: boolean,
  cdnSeconds: number | undefined,
): void {
  const root = request.url === "/" || request.url?.startsWith("/?") === true;
  const writeHead = response.writeHead;
  const patched = function (this: ServerResponse, ...args: unknown[]) {
    if (!response.headersSent) {
      for (const [name, value] of baselineHeaders(https)) {
        if (!response.hasHeader(name)) response.setHeader(name, value);
      }
      // A 304 confirms a page the browser has, with that page's policy or none: a fallback here would
      // replace the page's own policy in the browser's cache and leave it unstyled on every revisit.
      const confirms = response.statusCode === 304 || args[0] === 304;
      if (!confirms && !response.hasHeader("content-security-policy"))
        response.setHeader("content-security-policy", BASELINE_CSP);
      if (root)
        response.setHeader("vary", mergeVary(response.getHeader("vary"), ["Cookie", "Accept-Language"]));
      const cacheControl = response.getHeader("cache-control");
      if (typeof cacheControl === "string" && cdnSeconds !== undefined)
        response.setHeader("cache-control", cdnCacheControl(cacheControl, cdnSeconds));
    }
    const forCdn = cdnSeconds === undefined ? args : withCdnCacheControl(args, cdnSeconds);
    return writeHead.apply(this, forCdn as Parameters<typeof writeHead>);
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

/**
 * writeHead's arguments (status, message?, headers?), with the Cache-Control a CDN sees in its own headers
 * argument (an object or a flat list), which Next may pass instead of setting them one by one.
 */
function withCdnCacheControl(args: readonly unknown[], cdnSeconds: number): unknown[] {
  const last = args.at(-1);
  const rewrite = (name: unknown, value: unknown) =>
    typeof name === "string" && name.toLowerCase() === "cache-control" && typeof value === "string"
      ? cdnCacheControl(value, cdnSeconds)
      : value;
  if (Array.isArray(last)) {
    const list: unknown[] = last;
    return [
      ...args.slice(0, -1),
      list.map((value, index) => (index % 2 === 1 ? rewrite(list[index - 1], value) : value)),
    ];
  }
  if (typeof last === "object" && last !== null) {
    const entries = Object.entries(last).map(([name, value]) => [name, rewrite(name, value)]);
    return [...args.slice(0, -1), Object.fromEntries(entries)];
  }
  return [...args];
}

function serve(
  request: IncomingMessage,
  response: ServerResponse,
  answer: CachedAnswer,
  cdnSeconds: number,
): void {
  const flat = (pairs: readonly (readonly [string, string])[]) => pairs.flat();
  const headers: (readonly [string, string])[] = [
    ...answer.headers.map(([name, value]): readonly [string, string] =>
      name === "cache-control" ? [name, cdnCacheControl(value, cdnSeconds)] : [name, value],
    ),
    [CACHE_STATUS_HEADER, "hit"],
  ];
  if (matchesEtag(request.headers["if-none-match"], answer.etag)) {
    // A 304 describes the cached answer without sending its body, so the body's own headers go; the rest
    // stay, the policy first among them: the browser updates the page it stored from the 304's headers.
    response.writeHead(304, flat(headers.filter(([name]) => !BODY_HEADERS.has(name))));
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
