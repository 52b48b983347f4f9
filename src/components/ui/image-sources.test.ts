import { describe, expect, it } from "vitest";
import { ipxUrl, rasterSources, srcsetWidths } from "./image-sources";

describe("srcsetWidths", () => {
  it("lists the image breakpoints up to the master's width", () => {
    expect(srcsetWidths(2048)).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(srcsetWidths(1536)).toEqual([320, 640, 768, 1024, 1280, 1536]);
    expect(srcsetWidths(1000)).toEqual([320, 640, 768]);
    expect(srcsetWidths(200)).toEqual([200]);
  });
});

describe("rasterSources", () => {
  it("offers WebP and a JPEG fallback for an opaque master", () => {
    const sources = rasterSources("/images/home/hero.jpg", {
      width: 2048,
      height: 1536,
      format: "jpeg",
      hasAlpha: false,
    });
    expect(sources.webpSrcSet.split(", ")).toEqual([
      "/_ipx/f_webp,w_320,q_72/images/home/hero.jpg 320w",
      "/_ipx/f_webp,w_640,q_72/images/home/hero.jpg 640w",
      "/_ipx/f_webp,w_768,q_72/images/home/hero.jpg 768w",
      "/_ipx/f_webp,w_1024,q_72/images/home/hero.jpg 1024w",
      "/_ipx/f_webp,w_1280,q_72/images/home/hero.jpg 1280w",
      "/_ipx/f_webp,w_1536,q_72/images/home/hero.jpg 1536w",
    ]);
    expect(sources.fallbackSrcSet).toContain("/_ipx/f_jpeg,w_1536,q_80/images/home/hero.jpg 1536w");
    expect(sources.fallbackSrc).toBe("/_ipx/f_jpeg,w_1024,q_80/images/home/hero.jpg");
  });

  it("falls back to PNG when the master has transparency", () => {
    const sources = rasterSources("/images/cases/a.png", {
      width: 700,
      height: 500,
      format: "png",
      hasAlpha: true,
    });
    expect(sources.fallbackSrcSet).toBe(
      "/_ipx/f_png,w_320/images/cases/a.png 320w, /_ipx/f_png,w_640/images/cases/a.png 640w",
    );
    expect(sources.fallbackSrc).toBe("/_ipx/f_png,w_640/images/cases/a.png");
  });
});

describe("rasterSources for a master narrower than every breakpoint", () => {
  it("asks for the smallest breakpoint, the image service's one URL, and describes the master's own width", () => {
    const sources = rasterSources("/images/icons/badge.png", {
      width: 200,
      height: 100,
      format: "png",
      hasAlpha: true,
    });
    expect(sources.webpSrcSet).toBe("/_ipx/f_webp,w_320,q_72/images/icons/badge.png 200w");
    expect(sources.fallbackSrcSet).toBe("/_ipx/f_png,w_320/images/icons/badge.png 200w");
    expect(sources.fallbackSrc).toBe("/_ipx/f_png,w_320/images/icons/badge.png");
  });
});

describe("ipxUrl", () => {
  it("writes modifiers the service parses", () => {
    expect(ipxUrl("/images/x.jpg", "webp", 640)).toBe("/_ipx/f_webp,w_640,q_72/images/x.jpg");
  });
});
