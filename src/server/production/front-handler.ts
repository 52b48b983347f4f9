import "server-only";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { localeOfPath } from "@/i18n/routes";
import { CLIENT_ADDRESS_HEADER } from "@/platform/client-address";
import { createRateLimiter, type RateLimit } from "@/platform/rate-limiter";
import { NO_TRUSTED_PROXIES, resolveClient, type TrustedProxies } from "@/platform/trusted-proxies";
import { apiMessage } from "@/server/http/api-messages";
import { countRateLimitRefusal } from "@/server/operations/metrics";
import type { ObservedRequest } from "@/server/operations/observe-requests";
import type { OperationsListener } from "@/server/operations/operations-listener";
import { CACHE_STATUS_HEADER } from "@/server/page-cache/stored-answer";
import { securityHeaders, strictTransportSecurity } from "@/server/security/security-headers";
import { gateRequest } from "./request-gate";

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => unknown;

/** What answers everything the front lets through: the site's files and its Astro app. */
export type SiteListener = RequestListener;

export interface FrontHandlerOptions {
  /**
   * Answers from memory or disk what costs no render (the build's files, a kept current page); true when
   * it answered. Whatever it leaves renders, and counts against the client's render budget.
   */
  readonly kept?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** The site: its Astro app (whose route cache keeps the pages). */
  readonly site: SiteListener;
  /** Whose X-Forwarded-* headers are believed (TRUSTED_PROXIES); default: nobody's. */
  readonly trustedProxies?: TrustedProxies;
  readonly now?: () => number;
  /** Gives each request its id and, once answered, its log line and counts (operations/observe-requests.ts). */
  readonly observe?: (request: IncomingMessage, response: ServerResponse) => ObservedRequest;
  /** Page renders past the route cache, per client; default RENDER_LIMIT. */
  readonly renderLimit?: RateLimit;
  /** Health, readiness and metrics: answered before the gate and every limit. */
  readonly operations?: OperationsListener;
  /** A body declared larger is refused before it is read (the adapter's bodySizeLimit); default 1 MB. */
  readonly bodyLimitBytes?: number;
}

/**
 * Renders a client can ask for past the route cache (a filter link, the language-detecting "/", a
 * preview, a path no page has): an address that many people share (an office, a campus) causes a few a
 * second; a script asking for a thousand distinct ones is held to four a second, a few percent of a core
 * (QUERY_RENDERS_PER_MINUTE).
 */
export const RENDER_LIMIT: RateLimit = { burst: 120, perSecond: 4 };

/**
 * The production server's request listener, for what Astro does not do: health, readiness and metrics;
 * the request gate (malformed paths, foreign methods); the client's address and scheme, as the trusted
 * proxies tell them (never as a client does); the per-client budget of renders past the cache; the
 * security headers every answer carries. Then the site answers.
 */
export function createFrontHandler(options: FrontHandlerOptions): RequestListener {
  const trustedProxies = options.trustedProxies ?? NO_TRUSTED_PROXIES;
  const now = options.now ?? Date.now;
  const renderLimiter = createRateLimiter(options.renderLimit ?? RENDER_LIMIT, { now });
  const bodyLimitBytes = options.bodyLimitBytes ?? 1024 * 1024;

  return (request, response) => {
    const observed = options.observe?.(request, response);
    const client = resolveClient(hopOf(request), trustedProxies);
    // Every answer carries the security headers, and a policy: the site's own replaces this fallback.
    for (const [name, value] of baselineHeaders(client.https)) response.setHeader(name, value);
    response.setHeader("content-security-policy", BASELINE_CSP);
    if (options.operations?.(request, response)) return;
    const verdict = gateRequest(request.method, request.url);
    if (verdict.kind !== "pass") {
      const https = client.https;
      return verdict.kind === "redirect"
        ? answer(response, 308, "Permanent redirect\n", https, { location: verdict.location })
        : answer(response, verdict.status, `${verdict.message}\n`, https, {
            ...(verdict.allow !== undefined && { allow: verdict.allow }),
          });
    }
    // What the site reads about the client is this server's word, never the client's: Astro's
    // clientAddress is the X-Forwarded-For written here (astro.config.ts, security.allowedDomains).
    delete request.headers[CLIENT_ADDRESS_HEADER];
    request.headers["x-forwarded-for"] = client.address;
    request.headers["x-forwarded-proto"] = client.https ? "https" : "http";
    delete request.headers["x-forwarded-host"];
    delete request.headers["x-forwarded-port"];

    if (Number(request.headers["content-length"] ?? 0) > bodyLimitBytes) {
      // Refused before a byte of it is read; the connection goes, with whatever the client still sends.
      return answer(response, 413, "Payload too large\n", client.https, { connection: "close" });
    }
    // The route cache names the answers it gave (hit, stale) or kept (miss); the log line counts them.
    if (observed)
      response.once("finish", () => {
        const status = response.getHeader(CACHE_STATUS_HEADER);
        if (status !== undefined) observed.cache = status === "miss" ? "miss" : "hit";
      });
    if (options.kept?.(request, response)) return;
    if (isPageRender(request)) {
      const verdict = renderLimiter.take(client.address);
      if (!verdict.allowed) {
        countRateLimitRefusal("page-render");
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
    return options.site(request, response);
  };
}

/** A GET or HEAD left to Astro outside the API (whose routes keep budgets of their own): a render. */
function isPageRender(request: IncomingMessage): boolean {
  const url = request.url ?? "";
  return (request.method === "GET" || request.method === "HEAD") && !url.startsWith("/api/");
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
