import "server-only";
import type { Locale } from "@/i18n/locales";
import { createRateLimiter, type RateLimit, type RateVerdict } from "@/platform/rate-limiter";
import { countRateLimitRefusal, type RateLimiterName } from "@/server/operations/metrics";
import { apiError } from "./json-response";
import { requestLocale } from "./request-locale";

/**
 * A person sends a form a few times at most; ten at once absorbs retries and double clicks, and one
 * every six seconds after that keeps a script from filling the outbox (each post queues two mails).
 */
export const FORM_RATE_LIMIT: RateLimit = { burst: 10, perSecond: 1 / 6 };

/**
 * GET /api/slots: the booking step's picker asks once when it opens (31 days) and again after a retry or a
 * taken slot, so 30 at once covers a whole office behind one address; then one every two seconds bounds
 * what a script makes the server compute and read (the offered slots of a month and their bookings).
 */
export const SLOTS_RATE_LIMIT: RateLimit = { burst: 30, perSecond: 1 / 2 };

export interface RouteLimiter {
  take(client: string): RateVerdict;
}

/**
 * One limiter per route: a visitor's contact posts do not use up their booking attempts. A named limiter
 * counts its refusals in the metrics (lumbre_rate_limit_refusals_total{limiter}).
 */
export function createRouteLimiter(
  limit: RateLimit = FORM_RATE_LIMIT,
  now?: () => number,
  name?: RateLimiterName,
): RouteLimiter {
  const limiter = createRateLimiter(limit, now);
  if (name === undefined) return limiter;
  return {
    take(client) {
      const verdict = limiter.take(client);
      if (!verdict.allowed) countRateLimitRefusal(name);
      return verdict;
    },
  };
}

/**
 * The answer to a client over a route's limit, as every limited route gives it: 429, Retry-After and
 * { error: "rateLimited", message } in the client's language.
 */
export function rateLimitedResponse(retryAfterSeconds: number, locale: Locale): Response {
  return apiError(429, "rateLimited", locale, {
    values: { seconds: retryAfterSeconds },
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}

/**
 * A service's own 429 (the content service answers as hosted Prismic does) as the site's limited routes
 * answer: its Retry-After and CORS header kept, the body the rateLimited message in the caller's
 * language. Any other answer passes unchanged.
 */
export function localizeOverLimit(request: Request, response: Response): Response {
  if (response.status !== 429) return response;
  const seconds = Math.max(1, Number.parseInt(response.headers.get("retry-after") ?? "", 10) || 1);
  const localized = rateLimitedResponse(seconds, requestLocale(undefined, request.headers));
  const cors = response.headers.get("access-control-allow-origin");
  if (cors !== null) localized.headers.set("access-control-allow-origin", cors);
  return localized;
}
