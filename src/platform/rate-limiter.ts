import "server-only";
/** A token bucket per client: `burst` requests at once, refilled at `perSecond`. */
export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

/** Clients remembered at once; beyond it the least recently seen is forgotten (a full bucket again). */
export const DEFAULT_MAX_CLIENTS = 10_000;

export interface RateLimiterOptions {
  readonly now?: () => number;
  readonly maxClients?: number;
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createRateLimiter(limit: RateLimit, options: RateLimiterOptions | (() => number) = {}) {
  const { now = Date.now, maxClients = DEFAULT_MAX_CLIENTS } =
    typeof options === "function" ? { now: options } : options;
  // A Map iterates in insertion order: re-inserting on every use keeps the least recent first.
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Takes one token; returns the seconds to wait when there is none. */
    take(client: string): RateVerdict {
      const time = now();
      const bucket = buckets.get(client) ?? { tokens: limit.burst, at: time };
      bucket.tokens = Math.min(limit.burst, bucket.tokens + ((time - bucket.at) / 1000) * limit.perSecond);
      bucket.at = time;
      buckets.delete(client);
      buckets.set(client, bucket);
      while (buckets.size > maxClients) {
        const oldest = buckets.keys().next();
        if (oldest.done) break;
        buckets.delete(oldest.value);
      }
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / limit.perSecond)),
      };
    },
    /** Clients currently remembered (for tests and reports). */
    get size(): number {
      return buckets.size;
    },
  };
}
