import { describe, expect, it } from "vitest";
import { createRateLimiter } from "@/platform/rate-limiter";

describe("createRateLimiter", () => {
  it("lets a burst through, then asks the client to wait until a token refills", () => {
    let now = 0;
    const limiter = createRateLimiter({ burst: 2, perSecond: 0.5 }, () => now);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 2 });
    now = 2_000;
    expect(limiter.take("a").allowed).toBe(true);
  });

  it("forgets the least recently seen client when full, never every client at once", () => {
    const limiter = createRateLimiter({ burst: 1, perSecond: 0.001 }, { now: () => 0, maxClients: 3 });
    expect(limiter.take("spent").allowed).toBe(true);
    // A flood of new keys (forged or real) must not hand "spent" a fresh bucket while it is still active.
    for (let round = 0; round < 100; round++) {
      limiter.take(`flood-${round}`);
      expect(limiter.take("spent").allowed).toBe(false);
    }
    expect(limiter.size).toBe(3);
  });

  it("evicts the oldest bucket first", () => {
    const limiter = createRateLimiter({ burst: 1, perSecond: 0.001 }, { now: () => 0, maxClients: 2 });
    limiter.take("old");
    limiter.take("recent");
    limiter.take("new");
    // "old" was forgotten: it starts again with a full bucket; "recent" was kept and is spent.
    expect(limiter.take("old").allowed).toBe(true);
    expect(limiter.take("new").allowed).toBe(false);
  });
});
