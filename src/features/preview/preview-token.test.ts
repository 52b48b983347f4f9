import { describe, expect, it } from "vitest";
import { isPreviewTokenOf, previewOrigins } from "./preview-token";

const SITE = "https://lumbre.studio";

describe("previewOrigins", () => {
  it("names this site for the embedded service, as configured and as reached", () => {
    expect(previewOrigins({ SITE_URL: SITE }, "http://localhost:3210")).toEqual([
      SITE,
      "http://localhost:3210",
    ]);
  });

  it("names the hosted repository's CDN host and its editor host, and not this site", () => {
    const origins = previewOrigins(
      { SITE_URL: SITE, CONTENT_API_URL: "https://lumbre.cdn.prismic.io/api/v2" },
      SITE,
    );
    expect(origins).toEqual(
      expect.arrayContaining(["https://lumbre.cdn.prismic.io", "https://lumbre.prismic.io"]),
    );
    expect(origins).not.toContain(SITE);
  });
});

describe("isPreviewTokenOf", () => {
  const embedded = previewOrigins({ SITE_URL: SITE }, SITE);
  const hosted = previewOrigins(
    { SITE_URL: SITE, CONTENT_API_URL: "https://lumbre.cdn.prismic.io/api/v2" },
    SITE,
  );

  it("accepts preview URLs of the configured service", () => {
    const signature = "0mqh_xxIXWPalvL4MUixzAz-56jX1igXKde_fxT8UmQ";
    expect(
      isPreviewTokenOf(`${SITE}/api/v2/previews/autumn-campaign:home--home--en-us:${signature}`, embedded),
    ).toBe(true);
    expect(
      isPreviewTokenOf("https://lumbre.prismic.io/previews/abc123:def456?websitePreviewId=site-1", hosted),
    ).toBe(true);
  });

  it("refuses junk, other hosts, other schemes and paths that are not preview sessions", () => {
    for (const token of [
      "x",
      "",
      "javascript:alert(1)",
      "https://evil.example/x",
      "https://evil.example/api/v2/previews/autumn-campaign:doc",
      `${SITE}.evil.example/api/v2/previews/a:b`,
      `https://user@${SITE.slice(8)}/api/v2/previews/a:b`,
      `${SITE}/api/v2/previews/a:b#frag`,
      `${SITE}/api/v2/previews/no-document`,
      `${SITE}/api/v2/documents/search?ref=x`,
      `${SITE}/api/v2/previews/a:b/../../x`,
      "tckvsCqT5QKDu2O9~P3oDSJ0Uo88oFHLP",
    ]) {
      expect(isPreviewTokenOf(token, embedded), token).toBe(false);
    }
    expect(isPreviewTokenOf(`${SITE}/api/v2/previews/a:b`, hosted)).toBe(false);
  });
});
