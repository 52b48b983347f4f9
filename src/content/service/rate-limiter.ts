/** A token bucket per client: `burst` requests at once, refilled at `perSecond`. */
export interface RateLimit {
  readonly perSecond: number;
  readonly burst: number;
}

export function createRateLimiter(limit: RateLimit, now: () => number = Date.now) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    /** Takes one token; returns the seconds to wait when there is none. */
    take(client: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
      const time = now();
      const bucket = buckets.get(client) ?? { tokens: limit.burst, at: time };
      bucket.tokens = Math.min(limit.burst, bucket.tokens + ((time - bucket.at) / 1000) * limit.perSecond);
      bucket.at = time;
      buckets.set(client, bucket);
      if (buckets.size > 10_000) buckets.clear();
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / limit.perSecond)),
      };
    },
  };
}
