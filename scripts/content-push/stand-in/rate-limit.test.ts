import { expect, it } from "vitest";
import { createRateLimiter, DOCUMENT_API_LIMIT, MIGRATION_API_LIMIT } from "./rate-limit";

it("takes one Migration API request a second, telling a faster one to retry after 1 s", () => {
  let clock = 10_000;
  const limiter = createRateLimiter(MIGRATION_API_LIMIT, () => clock);
  expect(limiter.take()).toEqual({ allowed: true });
  clock += 999;
  expect(limiter.take()).toEqual({ allowed: false, retryAfterSeconds: 1 });
  clock += 1000;
  expect(limiter.take()).toEqual({ allowed: true });
});

it("takes a Document API burst of its second's worth, then refills at its rate", () => {
  let clock = 0;
  const limiter = createRateLimiter(DOCUMENT_API_LIMIT, () => clock);
  for (let request = 0; request < DOCUMENT_API_LIMIT.burst; request += 1) {
    expect(limiter.take().allowed).toBe(true);
  }
  expect(limiter.take()).toEqual({ allowed: false, retryAfterSeconds: 1 });
  clock += 50;
  const refilled = Array.from({ length: 11 }, () => limiter.take().allowed);
  expect(refilled.filter(Boolean)).toHaveLength(10);
});

it("starts full again when the clock goes back (a test's skipping clock undone), instead of refusing for minutes", () => {
  let clock = 600_000;
  const limiter = createRateLimiter(MIGRATION_API_LIMIT, () => clock);
  expect(limiter.take().allowed).toBe(true);
  clock = 1_000;
  expect(limiter.take()).toEqual({ allowed: true });
  expect(limiter.take().allowed).toBe(false);
});
