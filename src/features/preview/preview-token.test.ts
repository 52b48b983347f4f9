import { describe, expect, it } from "vitest";
import { previewOrigins, previewTokenVerdict } from "./preview-token";

const SITE = "https://lumbre.studio";
const HOSTED = { SITE_URL: SITE, CONTENT_API_URL: "https://lumbre.cdn.prismic.io/api/v2" };
const EMBEDDED = { SITE_URL: SITE };

describe("previewTokenVerdict with a hosted Prismic repository", () => {
  const verdict = (token: string) => previewTokenVerdict(token, HOSTED, SITE);

  it("accepts the repository's preview URLs in the shapes Prismic issues them", () => {
    // https://<repo>.prismic.io/previews/<id>?websitePreviewId=<id>: a session, a saved draft
    // (<session>:<draft>) and a release (<release>~<session>), with Prismic's own id alphabet.
    for (const token of [
      "https://lumbre.prismic.io/previews/X4rJpxAAACEA_4M1?websitePreviewId=X4mI6hAAACAA-exI",
      "https://lumbre.prismic.io/previews/X4rJpxAAACEA_4M1:X4sA3xAAACEAAHfo?websitePreviewId=X4mI6hAAACAA-exI",
      "https://lumbre.prismic.io/previews/X4sAThAAAKsGAHVl~X4rJpxAAACEA_4M1?websitePreviewId=X4mI6hAAACAA-exI",
      "https://lumbre.prismic.io/previews/XT-HixEAACAA3y-6?websitePreviewId=XPGHyikAAEEAtXPg",
      "https://lumbre.prismic.io/previews/abc123:def456?websitePreviewId=site-1",
    ]) {
      expect(verdict(token), token).toBe("ours");
    }
  });

  it("names a well-formed preview of another repository as foreign", () => {
    for (const token of [
      "https://acme.prismic.io/previews/X4rJpxAAACEA_4M1?websitePreviewId=X4mI6hAAACAA-exI",
      "https://lumbre-staging.prismic.io/previews/abc:def?websitePreviewId=site-1",
      "https://evil.example/api/v2/previews/autumn-campaign:doc",
      // This site's own embedded links are not the repository's.
      `${SITE}/api/v2/previews/spring:home`,
    ]) {
      expect(verdict(token), token).toBe("foreign");
    }
  });

  it("refuses anything not in the documented shape as malformed", () => {
    for (const token of [
      "x",
      "",
      "javascript:alert(1)",
      "tckvsCqT5QKDu2O9~P3oDSJ0Uo88oFHLP",
      "https://evil.example/x",
      // The CDN host issues no preview tokens; plain http, a port, credentials or a fragment neither.
      "https://lumbre.cdn.prismic.io/previews/abc:def?websitePreviewId=site-1",
      "http://lumbre.prismic.io/previews/abc:def?websitePreviewId=site-1",
      "https://lumbre.prismic.io:8443/previews/abc:def?websitePreviewId=site-1",
      "https://user@lumbre.prismic.io/previews/abc:def?websitePreviewId=site-1",
      "https://lumbre.prismic.io/previews/abc:def?websitePreviewId=site-1#x",
      // Without websitePreviewId, with another parameter, or with an empty one.
      "https://lumbre.prismic.io/previews/abc:def",
      "https://lumbre.prismic.io/previews/abc:def?websitePreviewId=",
      "https://lumbre.prismic.io/previews/abc:def?websitePreviewId=site-1&ref=x",
      // Not a preview session: the API, the share page, nested or odd paths, odd characters.
      "https://lumbre.prismic.io/api/v2/documents/search?ref=x",
      "https://lumbre.prismic.io/previews/session/draft?websitePreviewId=site-1",
      "https://lumbre.prismic.io/previews/?websitePreviewId=site-1",
      "https://lumbre.prismic.io/previews/a:b:c:d?websitePreviewId=site-1",
      "https://lumbre.prismic.io/previews/a%20b?websitePreviewId=site-1",
      "https://lumbre.prismic.io/previews/abc:def?websitePreviewId=<script>",
    ]) {
      expect(verdict(token), token).toBe("malformed");
    }
  });
});

describe("previewTokenVerdict with the embedded content service", () => {
  const verdict = (token: string, requestOrigin = SITE) =>
    previewTokenVerdict(token, EMBEDDED, requestOrigin);
  const signature = "0mqh_xxIXWPalvL4MUixzAz-56jX1igXKde_fxT8UmQ";

  it("accepts its links at this site, as configured and as reached", () => {
    const path = `/api/v2/previews/autumn-campaign:home--home--en-us:1767225600.abcdefghijklmnop:${signature}`;
    expect(verdict(`${SITE}${path}`)).toBe("ours");
    expect(verdict(`http://localhost:3210${path}`, "http://localhost:3210")).toBe("ours");
    // The shape only: checkPreviewToken tells an unsigned one from a signed one.
    expect(verdict(`${SITE}/api/v2/previews/a:b`)).toBe("ours");
  });

  it("names a hosted repository's token, or another site's link, as foreign", () => {
    expect(verdict("https://lumbre.prismic.io/previews/abc:def?websitePreviewId=site-1")).toBe("foreign");
    expect(verdict("https://evil.example/api/v2/previews/autumn-campaign:doc")).toBe("foreign");
    expect(verdict(`${SITE}.evil.example/api/v2/previews/a:b`)).toBe("foreign");
  });

  it("refuses junk and paths that are not preview links as malformed", () => {
    for (const token of [
      "x",
      "javascript:alert(1)",
      `https://user@${SITE.slice(8)}/api/v2/previews/a:b`,
      `${SITE}/api/v2/previews/a:b#frag`,
      `${SITE}/api/v2/previews/no-document`,
      `${SITE}/api/v2/documents/search?ref=x`,
      `${SITE}/api/v2/previews/a:b/../../x`,
    ]) {
      expect(verdict(token), token).toBe("malformed");
    }
  });
});

describe("previewOrigins", () => {
  it("names this site for the embedded service, as configured and as reached", () => {
    expect(previewOrigins(EMBEDDED, "http://localhost:3210")).toEqual([SITE, "http://localhost:3210"]);
  });

  it("names a compatible service's endpoint host for any other CONTENT_API_URL", () => {
    expect(
      previewOrigins({ SITE_URL: SITE, CONTENT_API_URL: "http://127.0.0.1:4100/api/v2" }, SITE),
    ).toContain("http://127.0.0.1:4100");
  });
});
