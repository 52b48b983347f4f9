import { getToolbarSrc } from "@prismicio/client";
import { describe, expect, it } from "vitest";
import { EMBED_ORIGINS, safeEmbed } from "@/content/embeds";
import { PRISMIC_IMAGE_ORIGIN } from "@/content/prismic-image-url";
import { thirdPartyScripts } from "@/features/third-party/config";
import { publicConfigFrom } from "@/platform/public-config";
import { type PagePolicy, pagePolicy, resourceCsp, simulatorPolicy } from "./content-security-policy";

const base = { https: false };

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

  describe("Prismic's toolbar", () => {
    const HOSTED = { CONTENT_API_URL: "https://lumbre.cdn.prismic.io/api/v2" };

    it("is allowed on every page while content is on a hosted Prismic repository, and only what it loads", () => {
      const thirdParties = publicConfigFrom(HOSTED);
      expect(thirdParties.prismicRepository).toBe("lumbre");
      const policy = pagePolicy({ ...base, thirdParties });
      const csp = serialized(policy);
      expect(directive(csp, "script-src")).toEqual([
        "'self'",
        "https://static.cdn.prismic.io",
        "https://prismic.io/prismic-toolbar/",
        "https://html2canvas.hertzen.com/dist/html2canvas.min.js",
      ]);
      // Its frame is this repository's alone, never any *.prismic.io.
      expect(directive(csp, "frame-src")).toContain("https://lumbre.prismic.io");
      expect(csp).not.toContain("*.prismic.io");
      // The page talks to Prismic only through that frame.
      expect(directive(csp, "connect-src")).toEqual(["'self'"]);
      // Its style elements: 'unsafe-inline' for elements alone, never for style attributes.
      expect(policy.styleElementResources).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp).not.toContain("unsafe");
    });

    it("names the repository's toolbar script exactly as @prismicio/client's getToolbarSrc does", () => {
      expect(thirdPartyScripts.previewToolbar("lumbre")).toBe(getToolbarSrc("lumbre"));
      const src = new URL(thirdPartyScripts.previewToolbar("lumbre"));
      const { scriptResources } = pagePolicy({ ...base, thirdParties: publicConfigFrom(HOSTED) });
      expect(scriptResources).toContain(src.origin);
    });

    it("is the same for every visitor and every request of a deployment: the page cache keeps one", () => {
      const thirdParties = publicConfigFrom(HOSTED);
      const first = pagePolicy({ ...base, thirdParties });
      expect(pagePolicy({ ...base, thirdParties: publicConfigFrom(HOSTED) })).toEqual(first);
    });

    it("is not allowed with the embedded service, nor with a stand-in that is not a Prismic repository", () => {
      for (const settings of [{}, { CONTENT_API_URL: "http://localhost:3000/api/v2" }]) {
        const thirdParties = publicConfigFrom(settings);
        expect(thirdParties.prismicRepository).toBeUndefined();
        const policy = pagePolicy({ ...base, thirdParties });
        const csp = serialized(policy);
        expect(directive(csp, "script-src")).toEqual(["'self'"]);
        // (A stand-in's images still come from Prismic's image CDN: see below.)
        for (const name of ["script-src", "frame-src", "connect-src"]) {
          expect(directive(csp, name).join(" "), name).not.toMatch(/prismic|html2canvas/);
        }
        expect(policy.styleElementResources).toEqual([]);
      }
    });
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

describe("the slice simulator's Content-Security-Policy", () => {
  const everything = publicConfigFrom({
    GTM_ID: "GTM-ABC1234",
    REVIEWS_WIDGET_ID: "42",
    CALENDLY_URL: "https://calendly.com/lumbre/20min",
    CONTENT_API_URL: "https://lumbre.cdn.prismic.io/api/v2",
  });
  const framedBy = ["https://lumbre.prismic.io"];

  it("frames the video providers a slice embeds, so the Page Builder previews a video slice", () => {
    const csp = serialized(simulatorPolicy({ ...base, thirdParties: everything, framedBy }));
    expect(directive(csp, "frame-src")).toEqual([...EMBED_ORIGINS]);
    // Each iframe the site builds is on one of them.
    for (const url of ["https://www.youtube.com/watch?v=RlQEoJaLQRA", "https://vimeo.com/68470326"]) {
      const src = safeEmbed(url)?.src;
      expect(src, url).toBeDefined();
      expect(EMBED_ORIGINS, url).toContain(new URL(src ?? "").origin);
    }
  });

  it("has none of the site's third parties, and only the Page Builder of its repository may frame it", () => {
    const csp = serialized(simulatorPolicy({ ...base, thirdParties: everything, framedBy }));
    expect(directive(csp, "script-src")).toEqual(["'self'"]);
    expect(directive(csp, "connect-src")).toEqual(["'self'"]);
    expect(csp).not.toMatch(/googletagmanager|clutch|calendly|static\.cdn\.prismic/);
    expect(directive(csp, "frame-ancestors")).toEqual(framedBy);
    const alone = serialized(simulatorPolicy({ ...base, thirdParties: everything, framedBy: [] }));
    expect(directive(alone, "frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("resource Content-Security-Policy", () => {
  it("lets nothing run in or frame an API answer or a file", () => {
    expect(directive(resourceCsp(), "default-src")).toEqual(["'none'"]);
    expect(directive(resourceCsp(), "frame-ancestors")).toEqual(["'none'"]);
    expect(resourceCsp()).not.toContain("script-src");
  });
});
