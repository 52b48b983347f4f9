import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Encoder, ipxEncoder } from "./encode";
import { rawImagePath, serveImage } from "./handler";
import { SourceLocator } from "./source-path";
import { VariantCache } from "./variant-cache";

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>';

describe("serveImage", () => {
  let publicDir: string;
  let encodes = 0;
  let serve: (path: string, headers?: Record<string, string>) => Promise<Response>;

  beforeAll(async () => {
    publicDir = await mkdtemp(join(tmpdir(), "images-handler-"));
    await mkdir(join(publicDir, "images"), { recursive: true });
    const photo = sharp({ create: { width: 800, height: 600, channels: 3, background: "#ec4312" } });
    await writeFile(join(publicDir, "images", "photo.jpg"), await photo.jpeg().toBuffer());
    const cutout = sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    });
    await writeFile(join(publicDir, "images", "cutout.png"), await cutout.png().toBuffer());
    await writeFile(join(publicDir, "images", "art.svg"), SVG);
    await writeFile(join(publicDir, "secret.png"), "not for you");
    const real = ipxEncoder(publicDir);
    const counted: Encoder = (...args) => {
      encodes += 1;
      return real(...args);
    };
    const options = {
      sources: new SourceLocator(publicDir),
      cache: new VariantCache({ maxBytes: 10_000_000 }),
      encode: counted,
    };
    serve = (path, headers = {}) => serveImage(new Request(`http://localhost${path}`, { headers }), options);
  });
  afterAll(async () => {
    await rm(publicDir, { recursive: true, force: true });
  });

  it("resizes and re-encodes, with immutable caching and a strong ETag", async () => {
    const response = await serve("/_ipx/f_webp,w_320,q_70/images/photo.jpg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]{20,}"$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 320, height: 240 });
  });

  it("does not re-encode a repeat request, and answers 304 to its ETag", async () => {
    const before = encodes;
    const first = await serve("/_ipx/f_jpeg,w_256/images/photo.jpg");
    const second = await serve("/_ipx/f_jpeg,w_256/images/photo.jpg");
    expect(encodes - before).toBe(1);
    const etag = first.headers.get("etag") ?? "";
    expect(second.headers.get("etag")).toBe(etag);
    const revalidated = await serve("/_ipx/f_jpeg,w_256/images/photo.jpg", {
      "if-none-match": `W/"x", ${etag}`,
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(encodes - before).toBe(1);
  });

  it("never enlarges past the source, and keeps PNG transparency", async () => {
    const response = await serve("/_ipx/f_png,w_1024/images/cutout.png");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(meta).toMatchObject({ format: "png", width: 200, hasAlpha: true });
  });

  it("fills with the background colour and fits both sides", async () => {
    const response = await serve("/_ipx/f_jpeg,fit_contain,w_128,h_128,b_ffffff/images/cutout.png");
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The 128 px box, shrunk to the 200x100 cut-out's height (ipx never enlarges), keeps its shape.
    expect(info).toMatchObject({ width: 100, height: 100 });
    expect(data[0]).toBeGreaterThan(240);
  });

  it("picks AVIF or WebP for f_auto from Accept and says it varies", async () => {
    const avif = await serve("/_ipx/f_auto,w_64/images/photo.jpg", { accept: "image/avif,image/webp,*/*" });
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(avif.headers.get("vary")).toBe("Accept");
    const webp = await serve("/_ipx/f_auto,w_64/images/photo.jpg", { accept: "image/webp,*/*" });
    expect(webp.headers.get("content-type")).toBe("image/webp");
    const old = await serve("/_ipx/f_auto,w_64/images/cutout.png", { accept: "*/*" });
    expect(old.headers.get("content-type")).toBe("image/png");
  });

  it("serves SVG as it is, under a policy that runs nothing", async () => {
    const response = await serve("/_ipx/_/images/art.svg");
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("content-security-policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe(SVG);
  });

  it("answers 400, 403 and 404 in plain text, never 500", async () => {
    const cases: [string, number][] = [
      ["/_ipx/w_5000/images/photo.jpg", 400],
      ["/_ipx/w_64.5/images/photo.jpg", 400],
      ["/_ipx/f_gif/images/photo.jpg", 400],
      ["/_ipx/zoom_2/images/photo.jpg", 400],
      ["/_ipx/%E0%A4%A/images/photo.jpg", 400],
      ["/_ipx/%ZZ/images/x.jpg", 400],
      ["/_ipx/w_100/images/%ZZ.jpg", 400],
      ["/_ipx/_/images/%ZZ/photo.jpg", 400],
      ["/_ipx/w_1,h_3840,fit_fill/images/photo.jpg", 400],
      ["/_ipx/s_3840x1/images/photo.jpg", 400],
      ["/_ipx/images/photo.jpg", 403],
      ["/_ipx/package.json", 403],
      ["/_ipx/", 403],
      ["/_ipx/_/images/%2e%2e/secret.png", 403],
      ["/_ipx/_/images/..%2fsecret.png", 403],
      ["/_ipx/_/images/..%5csecret.png", 403],
      ["/_ipx/_/secret.png", 403],
      ["/_ipx/_//etc/passwd", 403],
      ["/_ipx/f_jpeg/images/missing.jpg", 404],
    ];
    for (const [path, status] of cases) {
      const response = await serve(path);
      expect(response.status, path).toBe(status);
      expect(response.headers.get("content-type"), path).toBe("text/plain; charset=utf-8");
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("answers 503 with Retry-After, not 500 or a 4xx, for a master that will not decode: the server's fault", async () => {
    await writeFile(join(publicDir, "images", "broken.jpg"), "not a jpeg");
    const lines: string[] = [];
    const logged = vi.spyOn(process.stderr, "write").mockImplementation((line) => {
      lines.push(String(line));
      return true;
    });
    const response = await serve("/_ipx/f_jpeg,w_128/images/broken.jpg");
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("cache-control")).toBe("no-store");
    logged.mockRestore();
    expect(lines).toEqual([expect.stringMatching(/ERROR images\.encode-failed path=images\/broken\.jpg/)]);
  });

  it("answers 400 in one log line, no stack, when the box cannot be cut from the image", async () => {
    // 20x10: a 1x64 box shrinks to 0x10 inside it, which sharp refuses ("received 0 … for width").
    await writeFile(
      join(publicDir, "images", "tiny.png"),
      await sharp({ create: { width: 20, height: 10, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    );
    const lines: string[] = [];
    const logged = vi.spyOn(process.stderr, "write").mockImplementation((line) => {
      lines.push(String(line));
      return true;
    });
    const before = encodes;
    const response = await serve("/_ipx/f_png,fit_fill,w_1,h_64/images/tiny.png");
    logged.mockRestore();
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/0 px/);
    expect(encodes - before).toBe(0);
    // The request's own fault: at most a warning, never an error with a stack.
    expect(lines.join("")).not.toMatch(/ERROR|stack=/);
  });
});

describe("serveImage, for another spelling of a variant", () => {
  let publicDir: string;
  const touched: string[] = [];
  let serve: (path: string, method?: string) => Promise<Response>;

  beforeAll(async () => {
    publicDir = await mkdtemp(join(tmpdir(), "images-spelling-"));
    // Nothing is read or encoded for a redirect: any look at the file or the encoder is recorded.
    class WatchedLocator extends SourceLocator {
      override locate(relative: string) {
        touched.push(`locate ${relative}`);
        return super.locate(relative);
      }
    }
    const options = {
      sources: new WatchedLocator(publicDir),
      cache: new VariantCache({ maxBytes: 1_000_000 }),
      encode: async (relative: string) => {
        touched.push(`encode ${relative}`);
        return Buffer.from("");
      },
    };
    serve = (path, method = "GET") => serveImage(new Request(`http://localhost${path}`, { method }), options);
  });
  afterAll(async () => {
    await rm(publicDir, { recursive: true, force: true });
  });

  it("answers a 308 to the variant's one URL, before reading or encoding anything, for GET and HEAD", async () => {
    const cases: [string, string][] = [
      // Widths that snap to the same served width, and a quality one step off.
      ["/_ipx/f_webp,w_1921,q_72/images/photo.jpg", "/_ipx/f_webp,w_2560,q_72/images/photo.jpg"],
      ["/_ipx/f_webp,w_2559,q_72/images/photo.jpg", "/_ipx/f_webp,w_2560,q_72/images/photo.jpg"],
      ["/_ipx/f_webp,w_640,q_71/images/photo.jpg", "/_ipx/f_webp,w_640,q_72/images/photo.jpg"],
      // Another order, a modifier twice, another spelling of a value, the format left to the source.
      ["/_ipx/q_72,w_640,f_webp/images/photo.jpg", "/_ipx/f_webp,w_640,q_72/images/photo.jpg"],
      ["/_ipx/f_webp,w_640,q_72,q_72/images/photo.jpg", "/_ipx/f_webp,w_640,q_72/images/photo.jpg"],
      ["/_ipx/f_jpg,w_640/images/photo.jpg", "/_ipx/f_jpeg,w_640/images/photo.jpg"],
      ["/_ipx/w_640/images/photo.jpg", "/_ipx/f_jpeg,w_640/images/photo.jpg"],
      ["/_ipx/s_640x480,b_FFF/images/photo.jpg", "/_ipx/f_jpeg,w_640,h_480,b_ffffff/images/photo.jpg"],
      ["/_ipx/f_webp,w_640,fit_contain/images/photo.jpg", "/_ipx/f_webp,w_640/images/photo.jpg"],
      // Modifiers on an SVG, which ignores them.
      ["/_ipx/f_webp,w_20/images/art.svg", "/_ipx/_/images/art.svg"],
      ["/_ipx/w_16,h_16,fit_fill/images/art.svg", "/_ipx/_/images/art.svg"],
      // Percent-encoding where none is needed, a query, the route's internal path.
      ["/_ipx/f_webp%2Cw_640,q_72/images/photo.jpg", "/_ipx/f_webp,w_640,q_72/images/photo.jpg"],
      ["/_ipx/f_webp,w_640,q_72/images/photo.jpg?v=2", "/_ipx/f_webp,w_640,q_72/images/photo.jpg"],
      ["/_ipx/_/images/art.svg?", "/_ipx/_/images/art.svg"],
      ["/api/ipx/w_600,f_webp,q_72/images/photo.jpg", "/_ipx/f_webp,w_640,q_72/images/photo.jpg"],
    ];
    for (const method of ["GET", "HEAD"]) {
      for (const [path, location] of cases) {
        const response = await serve(path, method);
        expect(response.status, `${method} ${path}`).toBe(308);
        expect(response.headers.get("location"), path).toBe(location);
        expect(response.headers.get("cache-control"), path).toBe("public, max-age=86400");
        expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
        expect(response.headers.get("etag"), path).toBeNull();
      }
    }
    expect(touched).toEqual([]);
  });

  it("answers the variant's own URL itself", async () => {
    touched.length = 0;
    const response = await serve("/_ipx/f_webp,w_640,q_72/images/photo.jpg");
    expect(response.status).toBe(404);
    expect(touched).toEqual(["locate images/photo.jpg"]);
  });
});

describe("serveImage, for a byte range", () => {
  let publicDir: string;
  let serve: (path: string, headers?: Record<string, string>, method?: string) => Promise<Response>;
  const url = "/_ipx/f_png,w_64/images/dot.png";
  let whole: Buffer;
  let etag: string;

  beforeAll(async () => {
    publicDir = await mkdtemp(join(tmpdir(), "images-range-"));
    await mkdir(join(publicDir, "images"), { recursive: true });
    await writeFile(
      join(publicDir, "images", "dot.png"),
      await sharp({ create: { width: 64, height: 64, channels: 3, background: "#123456" } })
        .png()
        .toBuffer(),
    );
    const options = {
      sources: new SourceLocator(publicDir),
      cache: new VariantCache({ maxBytes: 1_000_000 }),
      encode: ipxEncoder(publicDir),
    };
    serve = (path, headers = {}, method = "GET") =>
      serveImage(new Request(`http://localhost${path}`, { headers, method }), options);
    const first = await serve(url);
    whole = Buffer.from(await first.arrayBuffer());
    etag = first.headers.get("etag") ?? "";
  });
  afterAll(async () => {
    await rm(publicDir, { recursive: true, force: true });
  });

  it("sends one part with 206 and its Content-Range", async () => {
    expect((await serve(url)).headers.get("accept-ranges")).toBe("bytes");
    for (const [range, start, end] of [
      ["bytes=0-9", 0, 9],
      ["bytes=10-", 10, whole.byteLength - 1],
      ["bytes=-5", whole.byteLength - 5, whole.byteLength - 1],
      [`bytes=3-${"9".repeat(40)}`, 3, whole.byteLength - 1],
    ] as const) {
      const response = await serve(url, { range });
      expect(response.status, range).toBe(206);
      expect(response.headers.get("content-range"), range).toBe(`bytes ${start}-${end}/${whole.byteLength}`);
      expect(response.headers.get("content-length"), range).toBe(String(end - start + 1));
      expect(response.headers.get("etag")).toBe(etag);
      expect(Buffer.from(await response.arrayBuffer()).equals(whole.subarray(start, end + 1)), range).toBe(
        true,
      );
    }
  });

  it("answers 416 with the length when the range selects nothing, never 500", async () => {
    for (const range of [
      "bytes=5-1",
      "bytes=-0",
      `bytes=${whole.byteLength}-`,
      `bytes=${"9".repeat(400)}-`,
    ]) {
      const response = await serve(url, { range });
      expect(response.status, range).toBe(416);
      expect(response.headers.get("content-range"), range).toBe(`bytes */${whole.byteLength}`);
      expect(response.headers.get("cache-control"), range).toBe("no-store");
      expect(response.headers.get("content-type"), range).toBe("text/plain; charset=utf-8");
    }
  });

  it("sends the whole image for junk, several ranges, a stale If-Range and HEAD", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ range: "bytes=abc" }, "GET"],
      [{ range: "bytes=1-2-3" }, "GET"],
      [{ range: "pages=1-2" }, "GET"],
      [{ range: "bytes=0-1,4-5" }, "GET"],
      [{ range: "bytes=0-9", "if-range": '"older"' }, "GET"],
      [{ range: "bytes=5-1", "if-range": '"older"' }, "GET"],
    ];
    for (const [headers, method] of cases) {
      const response = await serve(url, headers, method);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(whole)).toBe(true);
    }
    const head = await serve(url, { range: "bytes=5-1" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(whole.byteLength));
    expect((await serve(url, { range: "bytes=0-9", "if-range": etag })).status).toBe(206);
  });

  it("still answers 304 first to a client that has the image", async () => {
    expect((await serve(url, { range: "bytes=5-1", "if-none-match": etag })).status).toBe(304);
  });
});

describe("rawImagePath", () => {
  it("keeps the path as it arrived, through either prefix", () => {
    expect(rawImagePath("http://localhost:3000/_ipx/_/images/%2e%2e/x.jpg?v=1")).toBe(
      "_/images/%2e%2e/x.jpg",
    );
    expect(rawImagePath("/api/ipx/w_640/images/a.jpg")).toBe("w_640/images/a.jpg");
    expect(rawImagePath("http://localhost/other/")).toBeUndefined();
  });
});
