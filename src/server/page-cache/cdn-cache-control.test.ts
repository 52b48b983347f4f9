import { describe, expect, it } from "vitest";
import { cdnCacheControl, sharedSeconds } from "./cdn-cache-control";

describe("the Cache-Control a CDN sees", () => {
  it("turns the site's 'until the next publish' into a short shared lifetime that a CDN follows", () => {
    expect(cdnCacheControl("s-maxage=31536000", 30)).toBe(
      "public, max-age=0, s-maxage=30, stale-if-error=86400",
    );
  });

  it("leaves every other policy alone", () => {
    for (const value of [
      "private, no-cache",
      "no-store",
      "public, max-age=31536000, immutable",
      "public, max-age=0, must-revalidate",
      "s-maxage=60, stale-while-revalidate=30",
    ]) {
      expect(cdnCacheControl(value, 30)).toBe(value);
    }
  });
});

describe("what the route cache keeps", () => {
  it("is what the site keeps until the next publish, for that many seconds", () => {
    expect(sharedSeconds("s-maxage=31536000")).toBe(31_536_000);
    for (const value of [null, "no-store", "public, max-age=31536000, immutable", "s-maxage=0", "s-maxage=x"])
      expect(sharedSeconds(value)).toBeUndefined();
  });
});
