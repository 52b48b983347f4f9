import { describe, expect, it } from "vitest";
import { PRISMIC_IMAGE_ORIGIN } from "@/content/prismic-image-url";
import { publicConfigFrom } from "@/platform/public-config";
import { type PagePolicy, pagePolicy, resourceCsp } from "./content-security-policy";

const base = { preview: false, https: false };

function directive(csp: string, name: string): string[] {
  const found = csp.split("; ").find((part) => part.startsWith(`${name} `));
  return found ? found.split(" ").slice(1) : [];
}

/** The policy as a header would carry it, less the hashes Astro adds to script-src and style-src. */
function serialized(policy: PagePolicy): string {
  return [`script-src ${policy.scriptResources.join(" ")}`, ...policy.directives].join("; ");
}

describe("page Content-Security-Policy", () => {
  it("allows scripts from this origin and nothing inline besides what Astro hashes", () => {
    const csp = serialized(pagePolicy({ ...base, thirdParties: {} }));
    expect(directive(csp, "script-src")).toEqual(["'self'"]);
    expect(csp).not.toContain("unsafe");
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(csp, "object-src")).toEqual(["'none'"]);
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("names no third party that is not configured", () => {
    const csp = serialized(pagePolicy({ ...base, thirdParties: publicConfigFrom({}) }));
    expect(csp).not.toMatch(/googletagmanager|clutch|prismic|calendly/);
  });

  it("allows exactly the configured third parties", () => {
    const thirdParties = publicConfigFrom({
      GTM_ID: "GTM-ABC1234",
      REVIEWS_WIDGET_ID: "42",
      CALENDLY_URL: "https://calendly.com/lumbre/20min",
    });
    const csp = serialized(pagePolicy({ ...base, thirdParties }));
    expect(directive(csp, "script-src")).toEqual([
      "'self'",
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
    const published = serialized(pagePolicy({ ...base, thirdParties: hosted }));
    expect(directive(published, "script-src")).toEqual(["'self'"]);
    expect(published).not.toContain("*.prismic.io");
    const preview = serialized(pagePolicy({ ...base, preview: true, thirdParties: hosted }));
    expect(directive(preview, "script-src")).toEqual(["'self'", "https://static.cdn.prismic.io"]);
    const standIn = publicConfigFrom({ CONTENT_API_URL: "http://localhost:3000/api/v2" });
    const standInPreview = serialized(pagePolicy({ ...base, preview: true, thirdParties: standIn }));
    expect(directive(standInPreview, "script-src")).toEqual(["'self'"]);
    expect(standInPreview).not.toContain("*.prismic.io");
  });

  it("lets images come from Prismic's CDN only when content is read from CONTENT_API_URL", () => {
    const imgSrc = (settings: { CONTENT_API_URL?: string }) =>
      directive(serialized(pagePolicy({ ...base, thirdParties: publicConfigFrom(settings) })), "img-src");
    expect(imgSrc({ CONTENT_API_URL: "https://lumbre.cdn.prismic.io/api/v2" })).toContain(
      PRISMIC_IMAGE_ORIGIN,
    );
    expect(imgSrc({ CONTENT_API_URL: "http://localhost:4000/api/v2" })).toContain(PRISMIC_IMAGE_ORIGIN);
    expect(imgSrc({})).toEqual(["'self'", "data:", "blob:"]);
  });

  it("asks browsers to upgrade requests when served over HTTPS", () => {
    const csp = serialized(pagePolicy({ ...base, https: true, thirdParties: {} }));
    expect(csp).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe("resource Content-Security-Policy", () => {
  it("lets nothing run in or frame an API answer or a file", () => {
    expect(directive(resourceCsp(), "default-src")).toEqual(["'none'"]);
    expect(directive(resourceCsp(), "frame-ancestors")).toEqual(["'none'"]);
    expect(resourceCsp()).not.toContain("script-src");
  });
});
