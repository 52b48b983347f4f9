import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type CacheOutcome, type Logger, log as processLog } from "./log";
import { type Metrics, metrics as processMetrics } from "./metrics";
import { assignRequestId } from "./request-id";
import { isOperationsPath } from "./route-kind";

/**
 * The status logged for an answer that was never completely written: the client left first (nginx's 499),
 * or the server cut the connection after a failure mid-answer.
 */
export const CLIENT_CLOSED_REQUEST = 499;

export interface ObservedRequest {
  readonly requestId: string;
  /** How the route cache took part; the front sets it once it knows (default "bypass"). */
  cache: CacheOutcome;
}

export interface RequestObserverOptions {
  readonly logger?: Logger;
  readonly metrics?: Pick<Metrics, "countRequest" | "countCacheHit" | "countCacheMiss">;
  /** Milliseconds from any origin (default performance.now). */
  readonly now?: () => number;
  readonly generateId?: () => string;
  /**
   * Requests counted but not logged when they succeed: by default the operations endpoints, which a load
   * balancer asks every few seconds. A failed probe is logged.
   */
  readonly quiet?: (target: string | undefined) => boolean;
}

/**
 * What the front calls first for each request: gives it its id (X-Request-Id, both ways) and, when the
 * answer is over (written, or the client gone), writes its log line and counts it.
 */
export function createRequestObserver(
  options: RequestObserverOptions = {},
): (request: IncomingMessage, response: ServerResponse) => ObservedRequest {
  const logger = options.logger ?? processLog;
  const metrics = options.metrics ?? processMetrics;
  const now = options.now ?? (() => performance.now());
  const quiet = options.quiet ?? isOperationsPath;

  return (request, response) => {
    const started = now();
    // Read now: what answers the request further in may rewrite request.url.
    const { method, url } = request;
    const observed: ObservedRequest = {
      requestId: assignRequestId(request, response, options.generateId),
      cache: "bypass",
    };
    response.once("close", () => {
      const status = response.writableFinished ? response.statusCode : CLIENT_CLOSED_REQUEST;
      const durationMs = now() - started;
      metrics.countRequest({ path: url, status, durationMs });
      if (observed.cache === "hit") metrics.countCacheHit();
      else if (observed.cache === "miss") metrics.countCacheMiss();
      if (status < 400 && quiet(url)) return;
      logger.request({
        requestId: observed.requestId,
        method,
        path: url,
        status,
        durationMs,
        cache: observed.cache,
      });
    });
    return observed;
  };
}
