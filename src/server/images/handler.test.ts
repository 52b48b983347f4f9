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
    const first = await serve("/_ipx/f_jpeg,w_200/images/photo.jpg");
    const second = await serve("/_ipx/w_200,f_jpg/images/photo.jpg");
    expect(encodes - before).toBe(1);
    const etag = first.headers.get("etag") ?? "";
    expect(second.headers.get("etag")).toBe(etag);
    const revalidated = await serve("/_ipx/f_jpeg,w_200/images/photo.jpg", {
      "if-none-match": `W/"x", ${etag}`,
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(encodes - before).toBe(1);
  });

  it("never enlarges past the source, and keeps PNG transparency", async () => {
    const response = await serve("/_ipx/w_1000/images/cutout.png");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(meta).toMatchObject({ format: "png", width: 200, hasAlpha: true });
  });

  it("fills with the background colour and fits both sides", async () => {
    const response = await serve("/_ipx/f_jpeg,s_100x100,fit_contain,b_ffffff/images/cutout.png");
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
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

  it("serves SVG as it is, whatever the modifiers, under a policy that runs nothing", async () => {
    for (const path of ["/_ipx/_/images/art.svg", "/_ipx/f_webp,w_20/images/art.svg"]) {
      const response = await serve(path);
      expect(response.headers.get("content-type")).toBe("image/svg+xml");
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; style-src 'unsafe-inline'",
      );
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await response.text()).toBe(SVG);
    }
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
      ["/_ipx/_/images/missing.jpg", 404],
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
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await serve("/_ipx/w_100/images/broken.jpg");
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it("answers 400 in one log line, no stack, when the box cannot be cut from the image", async () => {
    // 20x10: a 1x64 box shrinks to 0x10 inside it, which sharp refuses ("received 0 … for width").
    await writeFile(
      join(publicDir, "images", "tiny.png"),
      await sharp({ create: { width: 20, height: 10, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    );
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const errored = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const before = encodes;
    const response = await serve("/_ipx/s_1x64,fit_fill/images/tiny.png");
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/0 px/);
    expect(encodes - before).toBe(0);
    expect(errored).not.toHaveBeenCalled();
    warned.mockRestore();
    errored.mockRestore();
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
