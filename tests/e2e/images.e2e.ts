import { request as httpRequest } from "node:http";
import sharp from "sharp";
import manifest from "../../src/content/image-manifest.json" with { type: "json" };
import { expect, type Page, test } from "./fixtures";

const port = Number(process.env.E2E_PORT ?? 3210);
const BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536];

/** Pages whose images are checked, with the image that must load first (issue 7). */
const pages = [
  { path: "/", priority: "/images/home/hero.jpg", aspect: 4 / 3 },
  { path: "/es/", priority: "/images/home/hero.jpg", aspect: 4 / 3 },
  // An article's cover is drawn 2:1 (object-cover) from its 4:3 master.
  {
    path: "/insights/accessibility-business-case-wcag-2-2/",
    priority: "/images/insights/accessibility-business-case-wcag-2-2.jpg",
    aspect: 2,
  },
  // A case's cover is its product's screens, drawn per language (SVG), 16:9 from its 4:3 drawing.
  { path: "/cases/itau/", priority: "/images/cases/itau-cover.en.svg", aspect: 16 / 9 },
  { path: "/es/casos-de-estudio/itau/", priority: "/images/cases/itau-cover.es.svg", aspect: 16 / 9 },
] as const;

interface ImageFacts {
  width: number;
  height: number;
  format: string;
  hasAlpha: boolean;
}
const facts: Record<string, ImageFacts> = manifest;

interface DrawnImage {
  src: string;
  srcset: string;
  webpSrcset: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  fetchPriority: string | null;
  decoding: string | null;
  inPicture: boolean;
}

async function imagesOf(page: Page): Promise<DrawnImage[]> {
  return page.locator("img").evaluateAll((images) =>
    images.map((image) => {
      const picture = image.parentElement?.tagName === "PICTURE" ? image.parentElement : null;
      return {
        src: image.getAttribute("src") ?? "",
        srcset: image.getAttribute("srcset") ?? "",
        webpSrcset: picture?.querySelector('source[type="image/webp"]')?.getAttribute("srcset") ?? null,
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
        loading: image.getAttribute("loading"),
        fetchPriority: image.getAttribute("fetchpriority"),
        decoding: image.getAttribute("decoding"),
        inPicture: picture !== null,
      };
    }),
  );
}

/** `/_ipx/f_webp,w_640,q_72/images/home/hero.jpg 640w` → its parts. */
function candidates(srcset: string) {
  return srcset.split(", ").map((candidate) => {
    const [url = "", descriptor = ""] = candidate.split(" ");
    const match = /^\/_ipx\/f_(\w+),w_(\d+)(?:,q_(\d+))?(\/images\/.+)$/.exec(url);
    return {
      url,
      descriptor,
      format: match?.[1],
      width: Number(match?.[2]),
      source: match?.[4] ?? "",
    };
  });
}

/** The master an image was made from: the path after the modifiers, or the src of an SVG. */
function masterOf(image: DrawnImage): string {
  // A priority SVG sits in a picture too (drawn as `contents`), with no srcset.
  return image.inPicture && image.srcset !== "" ? (candidates(image.srcset)[0]?.source ?? "") : image.src;
}

/** A GET with the path sent exactly as written (Playwright's client would resolve `%2e%2e` first). */
function rawGet(path: string): Promise<{ status: number; type: string; body: string; location?: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: "localhost", port, path, method: "GET" }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers["content-type"] ?? ""),
          body: Buffer.concat(chunks).toString("utf8"),
          ...(response.headers.location !== undefined && { location: response.headers.location }),
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

for (const { path, priority, aspect } of pages) {
  test(`@both-viewports ${path}: srcset at the breakpoints, WebP first, sized, one priority image`, async ({
    page,
  }) => {
    await page.goto(path);
    const images = await imagesOf(page);
    expect(images.length).toBeGreaterThan(3);
    for (const image of images) {
      const master = masterOf(image);
      const known = facts[master];
      expect(known, `${master} is in the manifest`).toBeDefined();
      if (!known) continue;
      // Width and height always, from the master, so the box is reserved before the bytes come.
      expect([image.width, image.height], master).toEqual([String(known.width), String(known.height)]);
      if (known.format === "svg") {
        // As it is: no variants, and no source for another format.
        expect([image.srcset, image.webpSrcset ?? ""], master).toEqual(["", ""]);
        expect(image.src).toBe(master);
        continue;
      }
      const expectedWidths = BREAKPOINTS.filter((width) => width <= known.width);
      const webp = candidates(image.webpSrcset ?? "");
      expect(
        webp.map((candidate) => candidate.width),
        master,
      ).toEqual(expectedWidths);
      for (const candidate of webp) {
        expect(candidate.format).toBe("webp");
        expect(candidate.descriptor).toBe(`${candidate.width}w`);
        expect(candidate.source).toBe(master);
      }
      const fallback = candidates(image.srcset);
      expect(fallback.map((candidate) => candidate.width)).toEqual(expectedWidths);
      const fallbackFormat = known.hasAlpha ? "png" : "jpeg";
      for (const candidate of fallback) expect(candidate.format, master).toBe(fallbackFormat);
      expect(image.src).toMatch(new RegExp(`^/_ipx/f_${fallbackFormat},w_\\d+`));
    }

    // The largest image above the fold loads first; every other one waits until it is near.
    const eager = images.filter((image) => image.loading === "eager");
    expect(eager).toHaveLength(1);
    expect(eager.map(masterOf)).toEqual([priority]);
    expect(eager[0]?.fetchPriority).toBe("high");
    for (const image of images.filter((other) => other !== eager[0])) {
      expect([image.loading, image.decoding, image.fetchPriority], masterOf(image)).toEqual([
        "lazy",
        "async",
        null,
      ]);
    }

    // The browser takes the WebP source of a raster, at a width that suits this screen (an SVG as it
    // is), and nothing shifts.
    const hero = page.locator("img[fetchpriority=high]");
    await expect(hero).toHaveJSProperty("complete", true);
    const current = await hero.evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(new URL(current).pathname).toMatch(
      priority.endsWith(".svg") ? priority : /^\/_ipx\/f_webp,w_\d+,q_\d+\/images\//,
    );
    const box = await hero.boundingBox();
    expect(box && box.width > 0 && box.height > 0).toBe(true);
    if (box) expect(box.width / box.height).toBeCloseTo(aspect, 1);
  });
}

test("a page's hero art is drawn inline, decorative; other SVG illustrations are used as they are", async ({
  page,
}) => {
  await page.goto("/services/");
  // Inline art is no LCP candidate and costs no request: the heading is the page's largest paint.
  const hero = page.locator('[data-illustration="/images/services/index.svg"] > svg');
  await expect(hero).toHaveAttribute("aria-hidden", "true");
  await expect(hero).toHaveAttribute("viewBox", "0 0 1200 900");
  await expect(hero.locator("title")).toHaveCount(0);
  const box = await hero.boundingBox();
  expect(box && box.width > 0 && box.height > 0).toBe(true);
  if (box) expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  await expect(page.locator("img[fetchpriority=high]")).toHaveCount(0);
  const card = page.locator('img[src="/images/services/product-discovery.svg"]');
  await expect(card).toHaveAttribute("width", "1200");
  await expect(card).toHaveAttribute("loading", "lazy");
});

test.describe("the image service", () => {
  test("variants answer in their formats and at their widths", async ({ request }) => {
    const expectations = [
      ["/_ipx/f_webp,w_640,q_72/images/home/hero.jpg", "image/webp", "webp", 640],
      ["/_ipx/f_jpeg,w_1024,q_80/images/home/hero.jpg", "image/jpeg", "jpeg", 1024],
      ["/_ipx/f_png,w_320/images/cases/itau-device.png", "image/png", "png", 320],
      ["/_ipx/f_webp,w_768,q_72/images/cases/itau-device.png", "image/webp", "webp", 768],
      ["/_ipx/f_jpeg,w_3840/images/insights/dashboards-people-actually-read.jpg", "image/jpeg", "jpeg", 2048],
    ] as const;
    for (const [url, type, format, width] of expectations) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"], url).toBe(type);
      const meta = await sharp(await response.body()).metadata();
      expect([meta.format, meta.width], url).toEqual([format, width]);
    }
    const cutout = await sharp(
      await (await request.get("/_ipx/f_png,w_320/images/cases/itau-device.png")).body(),
    ).stats();
    expect(cutout.isOpaque).toBe(false);
  });

  test("f_auto picks AVIF or WebP from Accept and varies on it", async ({ request }) => {
    const avif = await request.get("/_ipx/f_auto,w_320/images/home/hero.jpg", {
      headers: { accept: "image/avif,image/webp,*/*" },
    });
    expect(avif.headers()["content-type"]).toBe("image/avif");
    expect(avif.headers().vary).toMatch(/Accept/);
    const webp = await request.get("/_ipx/f_auto,w_320/images/home/hero.jpg", {
      headers: { accept: "image/webp,*/*" },
    });
    expect(webp.headers()["content-type"]).toBe("image/webp");
  });

  test("the variants pages link to are pre-rendered files: right type, a year immutable, 304 on revalidation", async ({
    request,
  }) => {
    const url = "/_ipx/f_webp,w_320,q_72/images/insights/writing-for-interfaces.jpg";
    const first = await request.get(url);
    expect(first.headers()["content-type"]).toBe("image/webp");
    expect(first.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    // Served as a static file: no trip through the service (which would say where its bytes came from).
    expect(first.headers()["x-image-cache"]).toBeUndefined();
    const etag = first.headers().etag ?? "";
    expect(etag).not.toBe("");
    const revalidated = await request.get(url, { headers: { "if-none-match": etag } });
    expect(revalidated.status()).toBe(304);
    const jpeg = await request.get("/_ipx/f_jpeg,w_640,q_80/images/home/hero.jpg");
    expect(jpeg.headers()["content-type"]).toBe("image/jpeg");
    expect((await sharp(await jpeg.body()).metadata()).width).toBe(640);
  });

  test("other variants are encoded once by the service: strong ETag, then from memory, 304", async ({
    request,
  }) => {
    const url = "/_ipx/f_webp,w_320,q_65/images/insights/writing-for-interfaces.jpg";
    const first = await request.get(url);
    expect(first.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = first.headers().etag ?? "";
    expect(etag).toMatch(/^"[\w-]{16,}"$/);
    const again = await request.get(url);
    expect(again.headers().etag).toBe(etag);
    // Encoded once: a repeat request is served from the service's memory.
    expect(again.headers()["x-image-cache"]).toBe("memory");
    const revalidated = await request.get(url, { headers: { "if-none-match": etag } });
    expect(revalidated.status()).toBe(304);
    expect((await revalidated.body()).byteLength).toBe(0);
    expect(revalidated.headers().etag).toBe(etag);
    const changed = await request.get(url, { headers: { "if-none-match": '"something-else"' } });
    expect(changed.status()).toBe(200);
  });

  test("every other spelling of a variant is a redirect to its one URL, answered without encoding", async ({
    request,
  }) => {
    const redirects: [string, string][] = [
      ["/_ipx/w_700,f_webp,q_72/images/home/hero.jpg", "/_ipx/f_webp,w_768,q_72/images/home/hero.jpg"],
      ["/_ipx/f_jpg,w_640,q_80/images/home/hero.jpg", "/_ipx/f_jpeg,w_640,q_80/images/home/hero.jpg"],
      ["/_ipx/f_webp,w_320/images/pages/cases.svg", "/_ipx/_/images/pages/cases.svg"],
      ["/api/ipx/f_webp,w_640,q_72/images/home/hero.jpg", "/_ipx/f_webp,w_640,q_72/images/home/hero.jpg"],
    ];
    for (const [url, canonical] of redirects) {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await request.fetch(url, { method, maxRedirects: 0 });
        expect(response.status(), `${method} ${url}`).toBe(308);
        expect(response.headers().location, url).toBe(canonical);
      }
    }
  });

  test("a range that selects nothing is 416, on a file and on a variant", async ({ request }) => {
    for (const url of [
      "/_ipx/f_webp,w_320,q_72/images/insights/writing-for-interfaces.jpg",
      "/_ipx/f_webp,w_320,q_65/images/home/hero.jpg",
      "/icon.svg",
    ]) {
      const whole = await request.get(url);
      const size = (await whole.body()).byteLength;
      const refused = await request.get(url, { headers: { range: "bytes=5-1" } });
      expect(refused.status(), url).toBe(416);
      expect(refused.headers()["content-range"], url).toBe(`bytes */${size}`);
      const part = await request.get(url, { headers: { range: "bytes=0-9" } });
      expect(part.status(), url).toBe(206);
      expect((await part.body()).byteLength, url).toBe(10);
    }
  });

  test("serves SVG as it is, under a policy that runs nothing", async ({ request }) => {
    const direct = await request.get("/images/pages/cases.svg");
    for (const url of ["/_ipx/_/images/pages/cases.svg"]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/svg+xml");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
      const policy = response.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/(^|; )default-src 'none'(;|$)/);
      expect(policy).toMatch(/(^|; )style-src 'unsafe-inline'(;|$)/);
      expect(policy).not.toMatch(/script-src/);
      expect((await response.body()).equals(await direct.body())).toBe(true);
    }
  });

  test("bad modifiers are 400, a missing file 404, traversal 403, all in plain text", async ({ request }) => {
    const cases: [string, number][] = [
      ["/_ipx/w_5000/images/home/hero.jpg", 400],
      ["/_ipx/s_4000x100/images/home/hero.jpg", 400],
      ["/_ipx/w_640.5/images/home/hero.jpg", 400],
      ["/_ipx/q_0/images/home/hero.jpg", 400],
      ["/_ipx/f_gif/images/home/hero.jpg", 400],
      ["/_ipx/fit_stretch/images/home/hero.jpg", 400],
      ["/_ipx/b_red/images/home/hero.jpg", 400],
      ["/_ipx/blur_5/images/home/hero.jpg", 400],
      ["/_ipx/w_640/images/home/missing.jpg", 404],
      ["/_ipx/_/images/nowhere/hero.png", 404],
      ["/_ipx/_/images/..%2f..%2fpackage.json", 403],
      ["/_ipx/_/images/..%5c..%5cpackage.json", 403],
      ["/_ipx/_/%2fetc%2fpasswd", 403],
      ["/_ipx/_/package.json", 403],
      ["/_ipx/w_640/favicon.ico", 403],
    ];
    for (const [url, status] of cases) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(status);
      expect(response.headers()["content-type"], url).toBe("text/plain; charset=utf-8");
      expect((await response.text()).length, url).toBeGreaterThan(3);
    }
    // Sent byte for byte: dot segments, plain or encoded, get a 308 to the path they resolve to, and that
    // path (outside images/) is refused: never a file outside images/.
    for (const [path, canonical] of <const>[
      ["/_ipx/_/images/%2e%2e/%2e%2e/package.json", "/_ipx/package.json"],
      ["/_ipx/_/images/%2E%2E/secret.png", "/_ipx/_/secret.png"],
      ["/_ipx/w_640/images/../../.env", "/_ipx/.env"],
    ]) {
      const redirect = await rawGet(path);
      expect(redirect.status, path).toBe(308);
      expect(redirect.location, path).toBe(canonical);
      const response = await rawGet(canonical);
      expect(response.status, canonical).toBeGreaterThanOrEqual(400);
      expect(response.status, canonical).toBeLessThan(500);
      expect(response.type, path).toBe("text/plain; charset=utf-8");
      expect(response.body, path).not.toContain("lumbre-website");
    }
  });
});
