/**
 * The stand-in's rate limits: a token bucket per API (the stand-in is one repository, so one bucket each),
 * answering 429 with Retry-After when a client goes faster than Prismic documents for that API. The
 * figures are Prismic's own:
 * - Migration API: "Requests are limited to one per second" (prismic.io/docs/migration-api-technical-reference;
 *   "1 request per second per repository", prismic.io/updates/general-availability-of-the-migration-api).
 * - Asset API: "Requests are limited to one per second" (prismic.io/docs/asset-api-technical-reference).
 * - Document API (REST API v2): 200 requests a second (the limit @prismicio/client's automatic 429 retry was
 *   written for, prismicio/prismic-client#319); the burst is that second's worth.
 *
 * Time is read from the process's clock at each request (`Date.now()`, looked up then, not captured), so
 * under the skipping clock a client's skipped waits count as waited, as they would on the real clock.
 */
import type { ServerResponse } from "node:http";
import { send } from "./http";

export interface RateLimit {
  /** Requests a second, sustained. */
  readonly perSecond: number;
  /** Requests at once before the first is refused. */
  readonly burst: number;
}

export const MIGRATION_API_LIMIT: RateLimit = { perSecond: 1, burst: 1 };
export const ASSET_API_LIMIT: RateLimit = { perSecond: 1, burst: 1 };
export const DOCUMENT_API_LIMIT: RateLimit = { perSecond: 200, burst: 200 };

export type Verdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly retryAfterSeconds: number };

export interface RateLimiter {
  take(): Verdict;
}

export function createRateLimiter(limit: RateLimit, now: () => number = () => Date.now()): RateLimiter {
  let tokens = limit.burst;
  let at: number | undefined;
  return {
    take() {
      const time = now();
      // A clock that went back is a test's fake clock undone (the skipping clock ran minutes ahead and
      // was uninstalled): the time since is unknowable, so the bucket starts full again.
      if (at === undefined || time < at) tokens = limit.burst;
      else tokens = Math.min(limit.burst, tokens + ((time - at) / 1000) * limit.perSecond);
      at = time;
      if (tokens >= 1) {
        tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / limit.perSecond)) };
    },
  };
}

/** Answers 429 with the seconds to wait (Retry-After, which Prismic's clients and the site's read). */
export function tooManyRequests(response: ServerResponse, retryAfterSeconds: number, body: unknown): true {
  return send(response, 429, body, { "retry-after": String(retryAfterSeconds) });
}
