import "server-only";
import { createRateLimiter, type RateLimit, type RateVerdict } from "@/platform/rate-limiter";

/**
 * A person sends a form a few times at most; ten at once absorbs retries and double clicks, and one
 * every six seconds after that keeps a script from filling the outbox (each post queues two mails).
 */
export const FORM_RATE_LIMIT: RateLimit = { burst: 10, perSecond: 1 / 6 };

export interface RouteLimiter {
  take(client: string): RateVerdict;
}

/** One limiter per route: a visitor's contact posts do not use up their booking attempts. */
export function createRouteLimiter(limit: RateLimit = FORM_RATE_LIMIT, now?: () => number): RouteLimiter {
  return createRateLimiter(limit, now);
}
