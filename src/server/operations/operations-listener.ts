import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { type Metrics, metrics as processMetrics } from "./metrics";
import type { Readiness } from "./readiness";
import { OPERATIONS_PATHS, pathOf } from "./route-kind";

export interface OperationsListenerOptions {
  /** METRICS_TOKEN: what `Authorization: Bearer …` must carry for /metrics; undefined = /metrics is a 404. */
  readonly metricsToken: string | undefined;
  readonly ready: () => Promise<Readiness>;
  /** Default: the process's metrics. */
  readonly metrics?: Pick<Metrics, "render">;
  /** What a 503 from /readyz tells a prober to wait (default 5 s). */
  readonly retryAfterSeconds?: number;
}

/** Answers the request and returns true when it is an operations endpoint; returns false and does nothing otherwise. */
export type OperationsListener = (request: IncomingMessage, response: ServerResponse) => boolean;

const ALLOW = "GET, HEAD";

/**
 * GET/HEAD /healthz (the process answers: 200 "ok"), /readyz (200 "ready", or 503 "not ready: <reason>"
 * with Retry-After) and /metrics (Prometheus' text format, for the METRICS_TOKEN bearer only). Meant to
 * run before the shared cache and every limiter, so a probe is never a cached answer and never refused
 * for a busy client address; every answer says no-store for the same reason in front of a CDN.
 */
export function createOperationsListener(options: OperationsListenerOptions): OperationsListener {
  const metrics = options.metrics ?? processMetrics;
  const retryAfter = String(options.retryAfterSeconds ?? 5);
  // Compared as digests, so neither the comparison's time nor a length check says how close a guess was.
  const expected =
    options.metricsToken === undefined
      ? undefined
      : createHash("sha256").update(options.metricsToken).digest();

  const authorized = (header: string | undefined): boolean => {
    if (expected === undefined) return false;
    const token = /^Bearer +([^\s]+) *$/i.exec(header ?? "")?.[1];
    const given = createHash("sha256")
      .update(token ?? "")
      .digest();
    return timingSafeEqual(given, expected) && token !== undefined;
  };

  return (request, response) => {
    const path = pathOf(request.url);
    if (!OPERATIONS_PATHS.has(path)) return false;
    const head = request.method === "HEAD";

    if (path === "/metrics") {
      // Without a token the endpoint does not exist, whoever asks and however.
      if (expected === undefined) return answer(response, head, 404, "Not found\n");
      if (!authorized(request.headers.authorization)) {
        return answer(response, head, 401, "Unauthorized\n", {
          "www-authenticate": 'Bearer realm="metrics"',
        });
      }
    }
    if (request.method !== "GET" && !head) {
      return answer(response, false, 405, "Method not allowed\n", { allow: ALLOW });
    }
    if (path === "/healthz") return answer(response, head, 200, "ok\n");
    if (path === "/readyz") {
      options
        .ready()
        .catch((): Readiness => ({ ok: false, reason: "the readiness checks failed" }))
        .then((readiness) =>
          readiness.ok
            ? answer(response, head, 200, "ready\n")
            : answer(response, head, 503, `not ready: ${readiness.reason}\n`, { "retry-after": retryAfter }),
        );
      return true;
    }
    metrics.render().then(
      ({ contentType, body }) => answer(response, head, 200, body, { "content-type": contentType }),
      () => answer(response, head, 500, "Metrics unavailable\n"),
    );
    return true;
  };
}

function answer(
  response: ServerResponse,
  head: boolean,
  status: number,
  body: string,
  extra: OutgoingHttpHeaders = {},
): true {
  if (response.headersSent || response.destroyed) return true;
  response.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "content-length": String(Buffer.byteLength(body)),
    ...extra,
  });
  response.end(head ? undefined : body);
  return true;
}
