import { describe, expect, it } from "vitest";
import { publicConfigFrom } from "@/platform/public-config";
import { pageCsp, resourceCsp } from "./content-security-policy";

const base = { scriptHashes: ["sha256-abc="], preview: false, https: false, development: false };

function directive(csp: string, name: string): string[] {
  const found = csp.split("; ").find((part) => part.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

describe("page Content-Security-Policy", () => {
  it("allows the page's own inline scripts by hash and nothing inline otherwise", () => {
    const csp = pageCsp({ ...base, thirdParties: {} });
    expect(directive(csp, "script-src")).toEqual(["'self'", "'sha256-abc='"]);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("names no third party that is not configured", () => {
    const csp = pageCsp({ ...base, thirdParties: publicConfigFrom({}) });
    expect(csp).not.toMatch(/googletagmanager|clutch|prismic|calendly/);
  });

  it("allows exactly the configured third parties", () => {
    const thirdParties = publicConfigFrom({
      GTM_ID: "GTM-ABC1234",
      REVIEWS_WIDGET_ID: "42",
      CALENDLY_URL: "https://calendly.com/lumbre/20min",
    });
    const csp = pageCsp({ ...base, thirdParties });
    expect(directive(csp, "script-src")).toEqual([
      "'self'",
      "'sha256-abc='",
      "https://www.googletagmanager.com",
      "https://widget.clutch.co",
    ]);
    expect(directive(csp, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(csp, "frame-src")).toEqual(
      expect.arrayContaining(["https://calendly.com", "https://widget.clutch.co"]),
    );
  });

  it("adds the preview toolbar only in preview, and only for a hosted repository", () => {
    const hosted = publicConfigFrom({ CONTENT_API_URL: "https://lumbre.cdn.prismic.io/api/v2" });
    expect(hosted.prismicRepository).toBe("lumbre");
    expect(pageCsp({ ...base, thirdParties: hosted })).not.toContain("prismic");
    const preview = pageCsp({ ...base, preview: true, nonce: "bm9uY2U=", thirdParties: hosted });
    expect(directive(preview, "script-src")).toEqual([
      "'self'",
      "'sha256-abc='",
      "'nonce-bm9uY2U='",
      "https://static.cdn.prismic.io",
    ]);
    const embedded = publicConfigFrom({ CONTENT_API_URL: "http://localhost:3000/api/v2" });
    expect(pageCsp({ ...base, preview: true, thirdParties: embedded })).not.toContain("prismic");
  });

  it("asks browsers to upgrade requests when served over HTTPS", () => {
    expect(pageCsp({ ...base, https: true, thirdParties: {} })).toMatch(/; upgrade-insecure-requests$/);
  });

  it("lets next dev evaluate code (hot reloading) without hashes", () => {
    const csp = pageCsp({ ...base, development: true, thirdParties: {} });
    expect(directive(csp, "script-src")).toEqual(["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
  });
});

describe("resource Content-Security-Policy", () => {
  it("lets nothing run in or frame an API answer or a file", () => {
    expect(directive(resourceCsp(), "default-src")).toEqual(["'none'"]);
    expect(directive(resourceCsp(), "frame-ancestors")).toEqual(["'none'"]);
    expect(resourceCsp()).not.toContain("script-src");
  });
});
