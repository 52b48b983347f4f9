import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { anyText } from "@/testing/arbitraries";
import { type Encoder, ipxEncoder } from "./encode";
import { type ImageServiceOptions, serveImage } from "./handler";
import { MAX_DIMENSION, type OutputFormat, parseModifiers } from "./modifiers";
import { snapModifiers } from "./snap";
import { SourceLocator } from "./source-path";
import { VariantCache } from "./variant-cache";

/**
 * Property tests of the image service: parseModifiers never throws and keeps every accepted value in
 * bounds, and GET /_ipx/{modifiers}/{path} over the site's real public/images answers 200, 304, 400, 403
 * or 404 for any modifiers, any path (traversal in every spelling included) and any headers, or a 308 to
 * the variant's one URL, which answers for itself; never a 5xx or a throw, and never a byte from outside
 * images/. Most runs encode with a stub (the service's
 * logic, not sharp's speed, is under test); a share goes through ipx and sharp at small sizes, so real
 * encodes of every format and fit are checked too.
 */

const RUNS = 1000;
const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));
const imagesDir = join(publicDir, "images");

/** Every file under public/images, as the service names it (images/…), with its bytes. */
const files = readdirSync(imagesDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `images/${relative(imagesDir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
  .sort();
const rasters = files.filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file));
const svgs = files.filter((file) => file.endsWith(".svg"));
const svgBytes = new Map(svgs.map((file) => [file, readFileSync(join(publicDir, file))]));

const contentTypes: Record<OutputFormat, string> = {
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
  png: "image/png",
};
const formats = Object.keys(contentTypes);
const fits = ["cover", "contain", "fill", "inside", "outside"];

// ---------------------------------------------------------------------------------------------------
// Generators

const dimensionText = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: MAX_DIMENSION }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "0",
      "3840",
      "3841",
      "10000",
      "640.5",
      "-1",
      "1e3",
      "0x10",
      " 64",
      "064",
      "",
      "abc",
      "９",
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 99 }).map((digits) => "9".repeat(digits)) },
);

/** One `key_value` pair: mostly the service's keys with good or near-miss values, now and then anything. */
const modifierPair = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(...formats, "jpg", "auto", "gif", "WEBP", "").map((value) => `f_${value}`),
  },
  { weight: 1, arbitrary: fc.constantFrom(...fits, "crop", "").map((value) => `fit_${value}`) },
  { weight: 2, arbitrary: dimensionText.map((value) => `w_${value}`) },
  { weight: 2, arbitrary: dimensionText.map((value) => `h_${value}`) },
  { weight: 1, arbitrary: fc.tuple(dimensionText, dimensionText).map(([w, h]) => `s_${w}x${h}`) },
  { weight: 1, arbitrary: fc.constantFrom("s_640", "s_x", "s_1x2x3", "s_0x0").map((value) => value) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(fc.integer({ min: -5, max: 120 }).map(String), fc.constantFrom("", "7.5"))
      .map((value) => `q_${value}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom("fff", "F5F1EA", "ff", "fffff", "ggg", "#fff", "0000000")
      .map((value) => `b_${value}`),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "__proto___x",
      "constructor_1",
      "zoom_2",
      "_x",
      "w_",
      "w",
      "w__1",
      "toString_x",
      "hasOwnProperty_1",
    ),
  },
  { weight: 1, arbitrary: anyText(8) },
);

/** The modifiers segment as sent: `_`, pairs joined by commas (keys repeated now and then), or any text. */
const modifiersSegment = fc.oneof(
  { weight: 2, arbitrary: fc.constant("_") },
  {
    weight: 8,
    arbitrary: fc.array(modifierPair, { minLength: 1, maxLength: 4 }).map((pairs) => pairs.join(",")),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom("", ",", "_,_", "w_64,", ",w_64", "%E0%A4%A", "w%5F64", "f_webp%2Cw_32"),
  },
  { weight: 1, arbitrary: anyText(20) },
);

/** Modifiers a real encode handles in milliseconds: every format and fit, sides of at most 64 px. */
const smallSide = fc.constantFrom(1, 16, 33, 64);
const smallModifiers = fc
  .record({
    format: fc.option(fc.constantFrom(...formats, "jpg", "auto"), { nil: undefined }),
    fit: fc.option(fc.constantFrom(...fits), { nil: undefined }),
    size: fc.oneof(
      fc.tuple(smallSide).map(([w]) => `w_${w}`),
      fc.tuple(smallSide).map(([h]) => `h_${h}`),
      fc.tuple(smallSide, smallSide).map(([w, h]) => `s_${w}x${h}`),
      fc.tuple(smallSide, smallSide).map(([w, h]) => `w_${w},h_${h}`),
    ),
    quality: fc.option(fc.constantFrom(1, 50, 100), { nil: undefined }),
    background: fc.option(fc.constantFrom("fff", "14110f"), { nil: undefined }),
  })
  .map(({ format, fit, size, quality, background }) =>
    [
      format && `f_${format}`,
      fit && `fit_${fit}`,
      size,
      quality !== undefined && `q_${quality}`,
      background && `b_${background}`,
    ]
      .filter((part): part is string => typeof part === "string")
      .join(","),
  );

/** A path after the modifiers: a real image, a near miss, or a traversal attempt in one of its spellings. */
const traversals = [
  "images/../package.json",
  "images/%2e%2e/bench-page.html",
  "images/%2E%2E/%2e%2e/etc/passwd",
  "images/.%2e/bench-page.html",
  "%2e%2e/%2e%2e/etc/passwd",
  "images/..%2fbench-page.html",
  "images/..%2Fbench-page.html",
  "images%2fhome%2fhero.jpg",
  "images/home%2fhero.jpg",
  "images/..%5cbench-page.html",
  "images\\..\\bench-page.html",
  "images/home\\hero.jpg",
  "images/home/hero.jpg%00.png",
  "images/home/hero.jpg\u0000",
  "images/%00/hero.jpg",
  "/etc/passwd",
  "//etc/passwd",
  "images//home/hero.jpg",
  "images/./home/hero.jpg",
  "./images/home/hero.jpg",
  "images/home/",
  "images",
  "_ipx/f_webp,w_640/images/home/hero.jpg",
  "bench-page.html",
  "file:///etc/passwd",
  "http://example.com/x.jpg",
  "images/%252e%252e/bench-page.html",
  "images/h%C3%A9ro.jpg",
  "images/héro.jpg",
  "images/%F0%9F%94%A5.png",
  "images/home/hero.jpg?x=1",
  "images/home/hero.jpg#x",
  "IMAGES/home/hero.jpg",
  "images/home/HERO.JPG",
  "images/home/hero.jpg.",
  "images/home/hero.gif",
  "images/nope.jpg",
];
const imagePath = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...rasters, ...svgs) },
  { weight: 3, arbitrary: fc.constantFrom(...traversals) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(...files),
        fc.nat(),
        fc.constantFrom("..", "%2e%2e", "%2f", "%5c", "\\", "%00", "/", "", "%"),
      )
      .map(([file, at, insert]) => {
        const position = at % (file.length + 1);
        return file.slice(0, position) + insert + file.slice(position);
      }),
  },
  // Names like the site's that do not exist (the file system is asked, and answers no).
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...rasters, ...svgs), fc.constantFrom("-2", "_old", ".bak", "x"))
      .map(([file, suffix]) => file.replace(/(\.\w+)$/, `${suffix}$1`)),
  },
  { weight: 1, arbitrary: anyText(30) },
);

interface ImageCase {
  readonly encoder: "stub" | "real";
  readonly modifiers: string;
  readonly path: string;
  /** Hand the URL over as it was written (a server that does not resolve `..` first) or parsed. */
  readonly raw: boolean;
  readonly accept: string | undefined;
  readonly ifNoneMatch: "none" | "last" | "weak-last" | "star" | "other";
}

const headerChoice = {
  accept: fc.constantFrom(
    undefined,
    "image/avif,image/webp,*/*",
    "image/webp,*/*",
    "*/*",
    "image/avif;q=0,image/webp",
    "",
    "text/html",
  ),
  ifNoneMatch: fc.constantFrom(
    "none" as const,
    "none" as const,
    "last" as const,
    "weak-last" as const,
    "star" as const,
    "other" as const,
  ),
};

const imageCase: fc.Arbitrary<ImageCase> = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record({
      encoder: fc.constant("stub" as const),
      modifiers: fc.oneof(
        { weight: 3, arbitrary: modifiersSegment },
        { weight: 1, arbitrary: smallModifiers },
      ),
      path: imagePath,
      raw: fc.boolean(),
      ...headerChoice,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      encoder: fc.constant("real" as const),
      modifiers: smallModifiers,
      path: fc.constantFrom(...rasters),
      raw: fc.constant(false),
      ...headerChoice,
    }),
  },
);

// ---------------------------------------------------------------------------------------------------

/** A stand-in encoder that says what it was asked: the handler's choices are visible in the bytes. */
const stubEncode: Encoder = async (relativePath, modifiers, format) =>
  Buffer.from(JSON.stringify({ relativePath, modifiers, format }));

function service(encode: Encoder): ImageServiceOptions {
  // Memory only: these runs must not write into the app's .cache/ipx.
  return {
    sources: new SourceLocator(publicDir),
    cache: new VariantCache({ maxBytes: 32 * 1024 * 1024 }),
    encode,
  };
}

/**
 * The request as the handler gets it. `raw` keeps the URL exactly as written, as a server that passes
 * the request line through unparsed would; otherwise the URL is parsed (which resolves `..` and `%2e%2e`).
 */
function requestOf(url: string, raw: boolean, headers: Headers): Request {
  const parsed = new Request(url, { headers });
  if (!raw) return parsed;
  return new Proxy(parsed, {
    get: (target, property) => (property === "url" ? url : Reflect.get(target, property, target)),
  });
}

/** Whether a path (still percent-encoded) has a segment that does not decode: the service says 400. */
function malformed(path: string): boolean {
  return path.split("/").some((segment) => {
    try {
      decodeURIComponent(segment);
      return false;
    } catch {
      return true;
    }
  });
}

/**
 * Whether a path (still percent-encoded) could lead out of images/ once decoded: a `.` or `..` segment,
 * an encoded slash, backslash or NUL, an absolute path, bad encoding, or a first folder other than images.
 * The service must refuse every such path with 403 (400 when it does not decode) before asking the file
 * system anything.
 */
function leavesImages(path: string): boolean {
  if (path.startsWith("/")) return true;
  const segments = path.split("/").map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return undefined;
    }
  });
  if (segments[0] !== "images") return true;
  return segments.some(
    (segment) =>
      segment === undefined ||
      segment === "." ||
      segment === ".." ||
      ["/", "\\", "\u0000"].some((character) => segment.includes(character)),
  );
}

describe("parseModifiers under generated segments", () => {
  it("never throws, and what it accepts is within bounds", () => {
    const outcomes = { ok: 0, refused: 0 };
    fc.assert(
      fc.property(fc.oneof(modifiersSegment, smallModifiers), (segment) => {
        const result = parseModifiers(segment);
        if (!result.ok) {
          outcomes.refused += 1;
          expect(result.message.length).toBeGreaterThan(0);
          return;
        }
        outcomes.ok += 1;
        const { format, fit, width, height, quality, background } = result.modifiers;
        if (format !== undefined) expect([...formats, "auto"]).toContain(format);
        if (fit !== undefined) expect(fits).toContain(fit);
        for (const side of [width, height]) {
          if (side === undefined) continue;
          expect(Number.isInteger(side) && side >= 1 && side <= MAX_DIMENSION, `side ${side}`).toBe(true);
        }
        if (quality !== undefined)
          expect(Number.isInteger(quality) && quality >= 1 && quality <= 100).toBe(true);
        if (background !== undefined) expect(background).toMatch(/^([0-9a-f]{3}|[0-9a-f]{6})$/);
        // Each accepted key was written as key_value with one value (the same pair may come twice), and
        // only the service's keys are accepted.
        if (segment !== "_") {
          const pairs = segment.split(",").map((part) => {
            const at = part.indexOf("_");
            return [part.slice(0, at), part.slice(at + 1)] as const;
          });
          const values = new Map(pairs);
          for (const [key, value] of pairs) expect(values.get(key)).toBe(value);
          for (const key of values.keys()) expect(["f", "fit", "w", "h", "s", "q", "b"]).toContain(key);
        }
      }),
      { numRuns: RUNS },
    );
    console.info(`[parseModifiers] over ${RUNS} runs: ${JSON.stringify(outcomes)}`);
    expect(outcomes.ok).toBeGreaterThan(RUNS / 10);
    expect(outcomes.refused).toBeGreaterThan(RUNS / 10);
  });
});

describe("serveImage over public/images under generated requests", () => {
  it("answers 200, 304, 308 to the variant's URL, 400, 403 or 404, never 5xx, and serves only images under images/", async () => {
    const services = { stub: service(stubEncode), real: service(ipxEncoder(publicDir)) };
    const statuses = new Map<string, number>();
    /** The last ETag per URL, for If-None-Match. */
    const etags = new Map<string, string>();

    await fc.assert(
      fc.asyncProperty(imageCase, async (c) => {
        const url = `http://localhost/_ipx/${c.modifiers}/${c.path}`;
        const headers = new Headers();
        if (c.accept !== undefined) headers.set("accept", c.accept);
        const last = etags.get(`${c.encoder} ${url}`);
        const ifNoneMatch = {
          none: undefined,
          last,
          "weak-last": last && `W/${last}`,
          star: "*",
          other: '"not-the-etag"',
        }[c.ifNoneMatch];
        if (ifNoneMatch !== undefined) headers.set("if-none-match", ifNoneMatch);

        const first = await serveImage(requestOf(url, c.raw, headers), services[c.encoder]);
        const count = (label: string) => statuses.set(label, (statuses.get(label) ?? 0) + 1);
        count(`${c.encoder} ${first.status}`);
        expect([200, 304, 308, 400, 403, 404]).toContain(first.status);
        // Another spelling of a variant: a cheap redirect to its one URL, which answers for itself.
        let response = first;
        let served = url;
        if (first.status === 308) {
          const location = first.headers.get("location") ?? "";
          expect(location).toMatch(/^\/_ipx\/[a-z0-9_,]+\/images\/[\w./-]+$/);
          expect(first.headers.get("cache-control")).toBe("public, max-age=86400");
          served = `http://localhost${location}`;
          response = await serveImage(requestOf(served, c.raw, headers), services[c.encoder]);
          count(`${c.encoder} ${response.status} after 308`);
          expect(response.status, `${location} is its own URL`).not.toBe(308);
        }
        const { status } = response;

        expect(status >= 500, `5xx: ${status}`).toBe(false);
        expect([200, 304, 400, 403, 404]).toContain(status);
        if (c.raw) {
          // The path as the handler splits it off: after the first '/', before any query or fragment.
          const written = `${c.modifiers}/${c.path}`.split(/[?#]/)[0] ?? "";
          const path = written.slice(written.indexOf("/") + 1);
          if (written.includes("/") && malformed(path))
            expect(status, "a path that does not decode").toBe(400);
          else if (written.includes("/") && leavesImages(path)) {
            expect(status, "a path out of images/").toBe(403);
          }
        }
        if (c.encoder === "real") expect([200, 304]).toContain(status);

        if (status >= 400) {
          // Errors are short plain text that no cache keeps.
          expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
          expect(response.headers.get("cache-control")).toBe("no-store");
          expect(response.headers.get("x-content-type-options")).toBe("nosniff");
          expect(await response.text()).toMatch(/^[^\n][\s\S]*\n$/);
          return;
        }

        const etag = response.headers.get("etag") ?? "";
        expect(etag).toMatch(/^"[\w-]{20,}"$/);
        expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const type = response.headers.get("content-type") ?? "";
        if (status === 304) {
          // Only a validator that names this very variant (or *) makes a 304.
          expect(
            ifNoneMatch === "*" || (ifNoneMatch !== undefined && ifNoneMatch.replace(/^W\//, "") === etag),
          ).toBe(true);
          expect(await response.arrayBuffer()).toHaveProperty("byteLength", 0);
          return;
        }
        etags.set(`${c.encoder} ${url}`, etag);
        const body = Buffer.from(await response.arrayBuffer());
        expect(response.headers.get("content-length")).toBe(String(body.byteLength));
        expect(ifNoneMatch === "*").toBe(false);

        const servedPath = new URL(served).pathname.split("/").slice(3).join("/");
        if (type === "image/svg+xml") {
          // An SVG is one of the site's files, byte for byte, under a policy that runs nothing.
          expect([...svgBytes.values()].some((bytes) => bytes.equals(body))).toBe(true);
          expect(response.headers.get("content-security-policy")).toBe(
            "default-src 'none'; style-src 'unsafe-inline'",
          );
          return;
        }
        expect(Object.values(contentTypes)).toContain(type);
        if (c.encoder === "stub") {
          const asked = JSON.parse(body.toString("utf8")) as { relativePath: string; format: OutputFormat };
          expect(rasters).toContain(asked.relativePath);
          expect(asked.relativePath).toBe(servedPath);
          expect(type).toBe(contentTypes[asked.format]);
          return;
        }
        // A real encode: the format the type names, never wider or taller than the size the request
        // snaps to (the next step up, snap.ts), and small.
        const meta = await sharp(body).metadata();
        expect(contentTypes[meta.format === "heif" ? "avif" : (meta.format as OutputFormat)]).toBe(type);
        const parsed = parseModifiers(c.modifiers);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        const { width, height, fit } = snapModifiers(parsed.modifiers);
        const box = Math.max(width ?? 0, height ?? 0);
        if (fit !== "outside" && width !== undefined) expect(meta.width).toBeLessThanOrEqual(width);
        if (fit !== "outside" && height !== undefined) expect(meta.height).toBeLessThanOrEqual(height);
        expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(box * 2);
      }),
      { numRuns: RUNS },
    );

    const seen = Object.fromEntries([...statuses].sort(([a], [b]) => a.localeCompare(b)));
    console.info(`[serveImage] over ${RUNS} runs: ${JSON.stringify(seen)}`);
    // Answers reached directly or after the redirect to the variant's URL count alike.
    const reached = (label: string) => (seen[label] ?? 0) + (seen[`${label} after 308`] ?? 0);
    for (const label of [
      "stub 200",
      "stub 304",
      "stub 308",
      "stub 400",
      "stub 403",
      "stub 404",
      "real 200",
    ]) {
      expect(reached(label), label).toBeGreaterThan(0);
    }
  }, 60_000);
});
