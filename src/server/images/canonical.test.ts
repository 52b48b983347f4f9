import fc from "fast-check";
import { describe, expect, it } from "vitest";
// Relative, as in linked-variants.ts: what SiteImage links to is the image service's business too.
import { IMAGE_WIDTHS, rasterSources } from "../../components/ui/image-sources";
import { canonicalModifiers, readVariantPath, variantRedirect, writeModifiers } from "./canonical";
import { linkedVariantUrls } from "./linked-variants";
import { MAX_DIMENSION, parseModifiers } from "./modifiers";

/** Where `target` is sent, or the target itself when it is already the variant's URL. */
function destination(target: string): string {
  return variantRedirect(target) ?? target;
}

describe("variantRedirect", () => {
  it("sends every width that snaps to one served width to that width's URL", () => {
    for (const width of [1921, 2000, 2559, 2560]) {
      expect(destination(`/_ipx/f_webp,w_${width},q_72/images/home/hero.jpg`)).toBe(
        "/_ipx/f_webp,w_2560,q_72/images/home/hero.jpg",
      );
    }
    expect(variantRedirect("/_ipx/f_webp,w_2560,q_72/images/home/hero.jpg")).toBeUndefined();
    expect(destination("/_ipx/f_webp,w_640,q_71/images/home/hero.jpg")).toBe(
      "/_ipx/f_webp,w_640,q_72/images/home/hero.jpg",
    );
  });

  it("writes the modifiers once each, in one order, in one spelling, with the format named", () => {
    const cases: [string, string][] = [
      ["q_72,w_640,f_webp", "f_webp,w_640,q_72"],
      ["f_webp,w_640,w_640,q_72", "f_webp,w_640,q_72"],
      ["w_640", "f_jpeg,w_640"],
      ["_", "f_jpeg"],
      ["f_jpg,w_640", "f_jpeg,w_640"],
      ["w_0640", "f_jpeg,w_640"],
      ["s_640x480", "f_jpeg,w_640,h_480"],
      ["h_480,w_640,fit_contain", "f_jpeg,fit_contain,w_640,h_480"],
      // ipx uses fit only for a box of both sides, and cover is its default there.
      ["f_webp,w_640,fit_contain", "f_webp,w_640"],
      ["f_webp,w_640,h_480,fit_cover", "f_webp,w_640,h_480"],
      ["f_png,b_FFF", "f_png,b_ffffff"],
      ["f_auto,w_320", "f_auto,w_320"],
    ];
    for (const [written, canonical] of cases) {
      expect(destination(`/_ipx/${written}/images/home/hero.jpg`), written).toBe(
        `/_ipx/${canonical}/images/home/hero.jpg`,
      );
    }
    expect(destination("/_ipx/_/images/cases/a.png")).toBe("/_ipx/f_png/images/cases/a.png");
  });

  it("gives an SVG no modifiers: it is served as it is", () => {
    for (const written of ["f_webp,w_320", "w_64", "q_50", "f_png,w_16,h_16,fit_fill,b_000"]) {
      expect(destination(`/_ipx/${written}/images/pages/cases.svg`), written).toBe(
        "/_ipx/_/images/pages/cases.svg",
      );
    }
    expect(variantRedirect("/_ipx/_/images/pages/cases.svg")).toBeUndefined();
  });

  it("keeps percent-encoding, queries and the internal path out of a variant's URL", () => {
    const url = "/_ipx/f_webp,w_640,q_72/images/home/hero.jpg";
    for (const target of [
      "/_ipx/f_webp%2Cw_640,q_72/images/home/hero.jpg",
      "/_ipx/f_webp%2cw_640,q_72/images/home/hero.jpg",
      "/_ipx/f%5Fwebp,w_640,q_72/images/home/hero.jpg",
      "/_ipx/f_webp,w_640,q_72/%69mages/home/hero.jpg",
      "/_ipx/f_webp,w_640,q_72/images/home/hero%2Ejpg",
      `${url}?`,
      `${url}?v=2`,
      `${url}#top`,
      "/%5Fipx/f_webp,w_640,q_72/images/home/hero.jpg",
      "/%5fipx/f_webp,w_640,q_72/images/home/hero.jpg",
      "/_%69px/f_webp,w_640,q_72/images/home/hero.jpg",
      "/api/%69px/f_webp,w_640,q_72/images/home/hero.jpg",
      "/api/ipx/f_webp,w_640,q_72/images/home/hero.jpg",
      "/api/ipx/w_600,f_webp,q_72/images/home/hero.jpg",
    ]) {
      expect(variantRedirect(target), target).toBe(url);
    }
  });

  it("leaves alone what is not the service's, and what names no variant (the service refuses it)", () => {
    for (const target of [
      "/images/home/hero.jpg",
      "/_astro/x.js",
      "/_ipxx/w_640/images/home/hero.jpg",
      "/_ipx%2Fw_640/images/home/hero.jpg",
      "/%5Fastro/x.js",
      "/_ipx/w_5000/images/home/hero.jpg",
      "/_ipx/zoom_2/images/home/hero.jpg",
      "/_ipx/w_640,w_320/images/home/hero.jpg",
      "/_ipx/w_640/images/../package.json",
      "/_ipx/w_640/favicon.ico",
      "/_ipx/%ZZ/images/home/hero.jpg",
      "/_ipx/",
    ]) {
      expect(variantRedirect(target), target).toBeUndefined();
    }
  });
});

// ---------------------------------------------------------------------------------------------------

const side = fc.oneof(fc.integer({ min: 1, max: MAX_DIMENSION }), fc.constantFrom(...IMAGE_WIDTHS));
const pairs = fc.oneof(
  fc.constantFrom("webp", "avif", "jpeg", "jpg", "png", "auto").map((value) => `f_${value}`),
  fc.constantFrom("cover", "contain", "fill", "inside", "outside").map((value) => `fit_${value}`),
  side.map((value) => `w_${value}`),
  side.map((value) => `h_${value}`),
  fc.integer({ min: 1, max: 100 }).map((value) => `q_${value}`),
  fc.constantFrom("fff", "FFF", "ffffff", "f5f1ea", "F5F1EA", "000").map((value) => `b_${value}`),
);
/** A modifiers segment the service accepts, in any order, with pairs now and then repeated. */
const acceptedSegment = fc
  .array(pairs, { minLength: 0, maxLength: 6 })
  .chain((list) => fc.subarray(list).map((repeats) => [...list, ...repeats]))
  .chain((list) => fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }))
  .map((list) => (list.length === 0 ? "_" : list.join(",")))
  .filter((segment) => parseModifiers(segment).ok);
const sourcePath = fc.constantFrom(
  "images/home/hero.jpg",
  "images/cases/a.png",
  "images/x.webp",
  "images/y.avif",
  "images/pages/cases.svg",
);

describe("a variant's URL", () => {
  it("is its own URL, and names the very variant the spelling that led to it asked for", () => {
    fc.assert(
      fc.property(acceptedSegment, sourcePath, (segment, path) => {
        const asked = readVariantPath(`${segment}/${path}`);
        expect(asked.ok).toBe(true);
        if (!asked.ok) return;
        const url = destination(`/_ipx/${segment}/${path}`);
        expect(url).toBe(`/_ipx/${asked.canonical}`);
        expect(variantRedirect(url), url).toBeUndefined();
        const landed = readVariantPath(url.slice("/_ipx/".length));
        expect(landed.ok && landed.modifiers).toEqual(asked.modifiers);
        expect(landed.ok && landed.relative).toBe(path);
      }),
      { numRuns: 2000 },
    );
  });

  it("is the same for two spellings exactly when they make the same encode", () => {
    fc.assert(
      fc.property(acceptedSegment, acceptedSegment, sourcePath, (a, b, path) => {
        const one = readVariantPath(`${a}/${path}`);
        const other = readVariantPath(`${b}/${path}`);
        if (!one.ok || !other.ok) throw new Error("accepted segments read");
        const same = JSON.stringify(one.modifiers) === JSON.stringify(other.modifiers);
        expect(one.canonical === other.canonical).toBe(same);
      }),
      { numRuns: 2000 },
    );
  });

  it("writes canonical modifiers back as themselves", () => {
    fc.assert(
      fc.property(acceptedSegment, (segment) => {
        const parsed = parseModifiers(segment);
        if (!parsed.ok) throw new Error(segment);
        const canonical = canonicalModifiers(parsed.modifiers, "jpeg");
        const reread = parseModifiers(writeModifiers(canonical));
        expect(reread.ok && canonicalModifiers(reread.modifiers, "jpeg")).toEqual(canonical);
      }),
    );
  });
});

describe("the site's own image URLs", () => {
  it("are every one the variant's URL: the build pre-renders them and no page link is redirected", () => {
    const urls = linkedVariantUrls();
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(variantRedirect(url), url).toBeUndefined();
  });

  it("stay so for any master SiteImage may be given", () => {
    const name = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);
    fc.assert(
      fc.property(
        fc.array(name, { minLength: 1, maxLength: 3 }),
        fc.constantFrom("jpg", "jpeg", "png", "webp", "avif"),
        fc.record({
          width: fc.integer({ min: 1, max: 6000 }),
          height: fc.integer({ min: 1, max: 6000 }),
          format: fc.constantFrom("jpeg" as const, "png" as const, "webp" as const, "avif" as const),
          hasAlpha: fc.boolean(),
        }),
        (folders, extension, facts) => {
          const sources = rasterSources(`/images/${folders.join("/")}.${extension}`, facts);
          const urls = [sources.webpSrcSet, sources.fallbackSrcSet]
            .flatMap((srcset) => srcset.split(", ").map((candidate) => candidate.split(" ")[0] ?? ""))
            .concat(sources.fallbackSrc);
          for (const url of urls) expect(variantRedirect(url), url).toBeUndefined();
        },
      ),
      { numRuns: 500 },
    );
  });
});
