import "server-only";
import { randomBytes } from "node:crypto";
import {
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from "node:http";
import type { TLSSocket } from "node:tls";
import { localeOfPath } from "@/i18n/routes";
import { CLIENT_ADDRESS_HEADER } from "@/platform/client-address";
import { createRateLimiter, type RateLimit } from "@/platform/rate-limiter";
import { NO_TRUSTED_PROXIES, resolveClient, type TrustedProxies } from "@/platform/trusted-proxies";
import { apiMessage } from "@/server/http/api-messages";
import { countRateLimitRefusal } from "@/server/operations/metrics";
import type { ObservedRequest } from "@/server/operations/observe-requests";
import type { OperationsListener } from "@/server/operations/operations-listener";
import { coalesce } from "@/server/publishing/coalesce";
import { CONTENT_READS_HEADER, type ContentChange, dependsOn } from "@/server/publishing/content-reads";
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

/**
 * What answers everything the cache cannot: the site's files and its Astro app. It sets its own headers
 * on top of the ones the front has set already, and passes a page's Cache-Control through
 * `forCdn` before writing it (undefined for the cache's own requests, which keep the site's word).
 */
export type SiteListener = (
  request: IncomingMessage,
  response: ServerResponse,
  forCdn: ((cacheControl: string) => string) | undefined,
) => unknown;

/** The listener, and what the production server calls after a publish. */
export interface FrontHandler extends RequestListener {
  /**
   * After a publish: asks the site again for every kept answer made of what the publish changed (all of
   * them for "all"), replacing each as its new one arrives: visitors get the previous page until the new
   * one is ready, never a gap. Resolves with the number of answers asked for; calls during a refresh
   * share one more, which takes all their changes.
   */
  refresh(change: ContentChange): Promise<number>;
  /**
   * At start: renders every page the sitemap lists into the cache, so visitors get kept pages from the
   * first request and keep getting them while the content service is down. Resolves with their number.
   */
  warm(): Promise<number>;
}

export interface FrontHandlerOptions {
  /** The site: everything the cache cannot answer. */
  readonly site: SiteListener;
  readonly cache: SharedCache;
  /** This server on loopback: the cache asks it for the answers it keeps. */
  readonly self: { readonly host: string; readonly port: number };
  /** Whose X-Forwarded-* headers are believed (TRUSTED_PROXIES); default: nobody's. */
  readonly trustedProxies?: TrustedProxies;
  readonly now?: () => number;
  /** How long a CDN in front may keep a page before it asks again (CDN_CACHE_SECONDS); default 30. */
  readonly cdnSeconds?: number;
  /** How long the cache waits for the site's answer to one of its own requests; default 30 s. */
  readonly fillTimeoutMs?: number;
  /** Gives each request its id and, once answered, its log line and counts (operations/observe-requests.ts). */
  readonly observe?: (request: IncomingMessage, response: ServerResponse) => ObservedRequest;
  /** Renders past the cache by a query string, per client; default UNCACHED_QUERY_LIMIT. */
  readonly queryLimit?: RateLimit;
  /** Health, readiness and metrics: answered before the gate, the cache and every limit. */
  readonly operations?: OperationsListener;
}

const REFUSAL_MS = 60_000;
const MAX_REFUSALS = 10_000;
/** A refresh asks for this many answers at a time, and at most this many in all. */
const REFRESH_CONCURRENCY = 4;
const MAX_REFRESH_PATHS = 5_000;
/**
 * Renders a visitor can ask for past the cache with a query string the site does not read (a filter
 * link, a cache buster): a person follows a few such links a minute; a script asking for a thousand
 * distinct ones, each a render, is held to one a second (QUERY_RENDERS_PER_MINUTE).
 */
export const UNCACHED_QUERY_LIMIT: RateLimit = { burst: 30, perSecond: 1 };

/** Marks the cache's own requests, so they always reach the site. */
export const FILL_HEADER = "x-lumbre-cache-fill";
/** Tells which answers came from the cache (for people and tests; the site's own answers do not carry it). */
export const CACHE_STATUS_HEADER = "x-lumbre-cache";

/**
 * The production server's request listener: answers from the shared cache when it can, else hands the
 * request to the site (its files in dist/client, else the Astro app). After the site answers a cacheable
 * request with a 200, the cache asks for the same page once more, uncompressed and without the visitor's
 * cookies, and keeps that answer if the answer's headers allow it.
 */
export function createFrontHandler(options: FrontHandlerOptions): FrontHandler {
  const { cache, self } = options;
  const cdnSeconds = options.cdnSeconds ?? 30;
  const trustedProxies = options.trustedProxies ?? NO_TRUSTED_PROXIES;
  const now = options.now ?? Date.now;
  const fillTimeoutMs = options.fillTimeoutMs ?? 30_000;
  const queryLimiter = createRateLimiter(options.queryLimit ?? UNCACHED_QUERY_LIMIT, { now });
  // The cache's own requests carry this value; a client copying the header name cannot guess it.
  const fillToken = randomBytes(16).toString("hex");
  /** Keys being filled, with the publish generation each fill started in. */
  const filling = new Map<string, number>();
  /** Counts the publishes heard: a fill that started before one does not keep its answer. */
  let generation = 0;
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
    if (filling.get(key) === generation || (refused.get(key) ?? 0) > now()) return Promise.resolve();
    const started = generation;
    filling.set(key, started);
    return new Promise<void>((resolve) => {
      const done = () => {
        if (filling.get(key) === started) filling.delete(key);
        resolve();
      };
      const request = ownRequest(path, { https }, (status, headers, body) => {
        // A publish since this request left may have changed what it rendered: not kept (the refresh, or
        // the next visitor, asks again).
        if (started === generation) {
          const answer = toCachedAnswer(status, headers, body, now());
          if (answer) cache.set(key, answer);
          else refuse(key);
        }
        done();
      });
      request.on("error", done);
    });
  }

  /** A GET to this server as the cache: plain bytes, no cookies, always answered by the site. */
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
    // A render that hangs must not hold the refresh (and every publish after it) for ever.
    request.setTimeout(fillTimeoutMs, () => request.destroy(new Error("the site did not answer in time")));
    request.end();
    return request;
  }

  /** The paths of the pages the sitemap lists, as the site renders it now. */
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

  /** Fills the cache with `keys` (scheme and path), a few at a time. */
  async function fillAll(keys: readonly string[]): Promise<void> {
    const queue = [...keys];
    const worker = async () => {
      for (let key = queue.shift(); key; key = queue.shift()) {
        const space = key.indexOf(" ");
        await fill(key, key.slice(space + 1), key.startsWith("https "));
      }
    };
    await Promise.all(Array.from({ length: REFRESH_CONCURRENCY }, worker));
  }

  const warm = async (): Promise<number> => {
    const keys = (await sitemapPaths()).slice(0, MAX_REFRESH_PATHS).map((path) => `http ${path}`);
    await fillAll(keys);
    return keys.length;
  };

  /** What the publishes since the last refresh changed, for the next one. */
  let pending: Set<string> | "all" | undefined;

  const refreshRun = coalesce(async () => {
    const change: ContentChange = pending === "all" || pending === undefined ? "all" : [...pending];
    pending = undefined;
    const targets = cache
      .pageKeys()
      .filter((key) =>
        dependsOn(cache.peek(key)?.headers.find(([name]) => name === CONTENT_READS_HEADER)?.[1], change),
      )
      .slice(0, MAX_REFRESH_PATHS);
    // What the site refused to share before the publish may be shareable now.
    refused.clear();
    await fillAll(targets);
    return targets.length;
  });

  const refresh = (change: ContentChange): Promise<number> => {
    generation += 1;
    if (change === "all" || pending === "all") pending = "all";
    else pending = new Set([...(pending ?? []), ...change]);
    return refreshRun();
  };

  const listener: RequestListener = (request, response) => {
    const observed = options.observe?.(request, response);
    if (options.operations?.(request, response)) return;
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
    // The cache's own requests are neither logged nor counted: the visitor's request that led to one is.
    if (observed) observed.internal = isFill;
    const client = isFill
      ? { address: "self", https: request.headers["x-forwarded-proto"] === "https" }
      : resolveClient(hopOf(request), trustedProxies);
    // What the site reads about the client is this server's word, never the client's.
    if (!isFill) delete request.headers[FILL_HEADER];
    request.headers[CLIENT_ADDRESS_HEADER] = client.address;
    request.headers["x-forwarded-for"] = client.address;
    request.headers["x-forwarded-proto"] = client.https ? "https" : "http";

    const key = isFill ? undefined : cacheKeyOf(request);
    if (key !== undefined) {
      const hit = cache.get(key, now());
      if (observed) observed.cache = hit ? "hit" : "miss";
      if (hit) return serve(request, response, hit, cdnSeconds);
      // A HEAD costs the site a render but sends nothing: it never makes the cache ask for, and keep, more.
      if (request.method === "GET") {
        response.on("finish", () => {
          if (response.statusCode === 200)
            void fill(key, key.slice(key.indexOf(" ") + 1), key.startsWith("https "));
        });
      }
    } else if (!isFill && isUncachedPageQuery(request)) {
      const verdict = queryLimiter.take(client.address);
      if (!verdict.allowed) {
        countRateLimitRefusal("page-query");
        const locale = localeOfPath((request.url ?? "/").split("?")[0] ?? "/");
        return answer(
          response,
          429,
          `${apiMessage(locale, "rateLimited", { seconds: verdict.retryAfterSeconds })}\n`,
          client.https,
          {
            "retry-after": String(verdict.retryAfterSeconds),
            "content-language": locale,
          },
        );
      }
    }
    // Every answer carries the security headers, and a policy: the site's own replaces this fallback.
    for (const [name, value] of baselineHeaders(client.https)) response.setHeader(name, value);
    response.setHeader("content-security-policy", BASELINE_CSP);
    // The cache's own requests keep the site's word on how long an answer lasts (until the next publish).
    return options.site(
      request,
      response,
      isFill ? undefined : (value) => cdnCacheControl(value, cdnSeconds),
    );
  };
  return Object.assign(listener, { refresh, warm });
}

/** A GET of a page or file with a query string the cache cannot key on: a render, every time. */
function isUncachedPageQuery(request: IncomingMessage): boolean {
  const url = request.url ?? "";
  return (
    (request.method === "GET" || request.method === "HEAD") && url.includes("?") && !url.startsWith("/api/")
  );
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

function serve(
  request: IncomingMessage,
  response: ServerResponse,
  answer: CachedAnswer,
  cdnSeconds: number,
): void {
  const flat = (pairs: readonly (readonly [string, string])[]) => pairs.flat();
  const headers: (readonly [string, string])[] = [
    ...answer.headers
      .filter(([name]) => name !== CONTENT_READS_HEADER)
      .map(([name, value]): readonly [string, string] =>
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
