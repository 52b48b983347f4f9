import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMMUTABLE } from "@/server/images/response-headers";
import { resourceCsp } from "@/server/security/content-security-policy";
import { createStaticFiles } from "./static-files";

/** The build's folder: its client files, and beside them what must never be served. */
const folder = mkdtempSync(join(tmpdir(), "lumbre-static-"));
const root = join(folder, "client");
const SCRIPT = 'console.log("island");';
const contents: Record<string, string> = {
  "_astro/island.Ab12Cd.js": SCRIPT,
  "_astro/site.Ef34.css": "body{margin:0}",
  "_astro/page.Gh56.js": `export const words = ${JSON.stringify("lumbre ".repeat(400))};`,
  "_ipx/f_webp,w_640/images/team.jpg": "webp bytes",
  "fonts/inter.woff2": "font bytes",
  "favicon.ico": "icon",
  "press kit.txt": "spaces in the name",
  "gone.txt": "deleted after the start",
};

function put(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

let files: ReturnType<typeof createStaticFiles>;
let server: Server;
let port = 0;

beforeAll(async () => {
  put(join(folder, "package.json"), '{"secret":true}');
  put(join(folder, "server", "entry.mjs"), "export {}");
  for (const [path, text] of Object.entries(contents)) put(join(root, path), text);
  files = createStaticFiles(root);
  // Added after the start: not in the list.
  put(join(root, "_astro", "late.js"), "late");
  server = createServer((request, response) => {
    if (!files.serve(request, response)) response.writeHead(418).end("not a file");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
  rmSync(folder, { recursive: true, force: true });
});

function send(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the build's client files", () => {
  it("lists every file once at start", () => {
    expect(files.size).toBe(Object.keys(contents).length);
  });

  it("serves a listed file with its type, length, validators and a policy under which nothing runs", async () => {
    const answer = await send("/_astro/island.Ab12Cd.js");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe(SCRIPT);
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["content-length"]).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(answer.headers["cache-control"]).toBe(IMMUTABLE);
    expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(answer.headers["last-modified"] ?? "")).not.toBeNaN();
    expect(answer.headers["content-security-policy"]).toBe(resourceCsp());
    expect((await send("/_astro/site.Ef34.css")).headers["content-type"]).toBe("text/css; charset=utf-8");
  });

  it("lets only the build's hashed files and image variants be kept for good", async () => {
    const variant = await send("/_ipx/f_webp,w_640/images/team.jpg");
    expect(variant.headers["cache-control"]).toBe(IMMUTABLE);
    // A variant keeps its master's extension: its format modifier says its type.
    expect(variant.headers["content-type"]).toBe("image/webp");
    const font = await send("/fonts/inter.woff2");
    expect(font.headers["content-type"]).toBe("font/woff2");
    expect(font.headers["cache-control"]).toBe("public, max-age=0");
    expect((await send("/favicon.ico")).headers["cache-control"]).toBe("public, max-age=0");
  });

  it("reads the path percent-decoded and without its query", async () => {
    expect((await send("/press%20kit.txt")).body).toBe("spaces in the name");
    expect((await send("/_astro/island.Ab12Cd.js?v=2")).body).toBe(SCRIPT);
  });

  it("sends another spelling of a file to its one URL, so only that URL is answered (and cached)", async () => {
    for (const [path, location] of [
      ["/fonts%2Finter.woff2", "/fonts/inter.woff2"],
      ["/%66avicon.ico", "/favicon.ico"],
      ["/_astro/island.Ab12Cd%2Ejs?v=2", "/_astro/island.Ab12Cd.js?v=2"],
      ["/press%20kit%2Etxt", "/press%20kit.txt"],
    ] as const) {
      for (const method of ["GET", "HEAD"]) {
        const answer = await send(path, {}, method);
        expect(answer.status, `${method} ${path}`).toBe(308);
        expect(answer.headers.location, path).toBe(location);
        expect(answer.headers["cache-control"], path).toBe("public, max-age=86400");
        expect(answer.headers.etag, path).toBeUndefined();
      }
    }
  });

  it("sends every other spelling of an image variant to the variant's one URL, listed or not", async () => {
    const variant = "/_ipx/f_webp,w_640/images/team.jpg";
    for (const [path, location] of [
      ["/_ipx/w_640,f_webp/images/team.jpg", variant],
      ["/_ipx/f_webp,w_600/images/team.jpg", variant],
      ["/_ipx/f_webp,w_640,w_640/images/team.jpg", variant],
      ["/_ipx/f_webp%2Cw_640/images/team.jpg", variant],
      ["/_ipx/f_webp,w_640/%69mages/team.jpg", variant],
      [`${variant}?v=1`, variant],
      ["/api/ipx/f_webp,w_640/images/team.jpg", variant],
      ["/%5Fipx/f_webp,w_640/images/team.jpg", variant],
      // Not pre-rendered: the image service answers the variant's URL; other spellings never reach it.
      ["/_ipx/f_webp,w_1921,q_72/images/other.jpg", "/_ipx/f_webp,w_2560,q_72/images/other.jpg"],
      ["/_ipx/f_png,w_16/images/icons/mark.svg", "/_ipx/_/images/icons/mark.svg"],
      ["/%5Fipx/_/images/icons/mark.svg", "/_ipx/_/images/icons/mark.svg"],
    ] as const) {
      for (const method of ["GET", "HEAD"]) {
        const answer = await send(path, {}, method);
        expect(answer.status, `${method} ${path}`).toBe(308);
        expect(answer.headers.location, path).toBe(location);
        expect(answer.headers["cache-control"], path).toBe("public, max-age=86400");
      }
    }
    expect((await send(variant)).body).toBe("webp bytes");
    // The variant's own URL, and what names no variant, are the site's (the service's 200, 400, 403).
    for (const path of [
      "/_ipx/f_webp,w_2560,q_72/images/other.jpg",
      "/_ipx/_/images/icons/mark.svg",
      "/_ipx/zoom_2/images/team.jpg",
      "/_ipx/w_640/images/../package.json",
      "/_ipx/w_640/favicon.ico",
    ]) {
      expect((await send(path)).status, path).toBe(418);
    }
  });

  it("leaves everything else to the site: unlisted paths, folders, other methods, files added later", async () => {
    for (const [path, method] of [
      ["/", "GET"],
      ["/_astro", "GET"],
      ["/_astro/", "GET"],
      ["/_astro/missing.js", "GET"],
      ["/_astro/late.js", "GET"],
      ["/FAVICON.ICO", "GET"],
      ["/favicon.ico", "POST"],
      ["/favicon.ico", "DELETE"],
    ] as const) {
      const answer = await send(path, {}, method);
      expect(answer.status, `${method} ${path}`).toBe(418);
    }
  });

  it("never reaches outside its folder, however the path is spelled", async () => {
    for (const path of [
      "/../package.json",
      "/%2e%2e/package.json",
      "/%2E%2E%2Fpackage.json",
      "/_astro/../../package.json",
      "/_astro/..%2f..%2fpackage.json",
      "/..%5cpackage.json",
      "/../server/entry.mjs",
      `/${root}/favicon.ico`,
      "/favicon.ico%00.js",
    ]) {
      const answer = await send(path);
      expect(answer.status, path).toBe(418);
      expect(answer.body).not.toContain("secret");
    }
  });

  it("leaves a malformed percent-encoding to the site, without throwing", async () => {
    for (const path of ["/%E0%A4%A", "/%zz", "/_astro/%"]) expect((await send(path)).status, path).toBe(418);
  });

  it("sends a script or style gzipped to a browser that takes it, once compressed, and as it is otherwise", async () => {
    const script = contents["_astro/page.Gh56.js"] ?? "";
    const fetchGzip = () =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const request = httpRequest(
          {
            host: "127.0.0.1",
            port,
            path: "/_astro/page.Gh56.js",
            headers: { "accept-encoding": "gzip, br" },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
          },
        );
        request.on("error", reject);
        request.end();
      });
    const gzipped = await fetchGzip();
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toBe("Accept-Encoding");
    expect(Number(gzipped.headers["content-length"])).toBeLessThan(script.length / 4);
    expect(gunzipSync(gzipped.body).toString()).toBe(script);
    expect((await fetchGzip()).body.equals(gzipped.body)).toBe(true);
    const plain = await send("/_astro/page.Gh56.js", { "accept-encoding": "gzip;q=0" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    // A range is of the file as it is; a file too small to gain is sent as it is.
    expect((await send("/_astro/page.Gh56.js", { "accept-encoding": "gzip", range: "bytes=0-5" })).body).toBe(
      script.slice(0, 6),
    );
    expect(
      (await send("/_astro/site.Ef34.css", { "accept-encoding": "gzip" })).headers["content-encoding"],
    ).toBeUndefined();
  });

  it("answers HEAD with the headers and no body", async () => {
    const head = await send("/_astro/island.Ab12Cd.js", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(SCRIPT)));
    expect(head.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  it("confirms a file the browser has with a 304 that keeps its policy", async () => {
    const { headers } = await send("/fonts/inter.woff2");
    const etag = headers.etag ?? "";
    for (const tags of [etag, `"other", ${etag}`]) {
      const confirmed = await send("/fonts/inter.woff2", { "if-none-match": tags });
      expect(confirmed.status, tags).toBe(304);
      expect(confirmed.body).toBe("");
      expect(confirmed.headers.etag).toBe(etag);
      expect(confirmed.headers["content-security-policy"]).toBe(resourceCsp());
      expect(confirmed.headers["cache-control"]).toBe("public, max-age=0");
      expect(confirmed.headers["content-type"]).toBeUndefined();
    }
    expect((await send("/fonts/inter.woff2", { "if-none-match": '"other"' })).status).toBe(200);
    // Each file has its own tag.
    expect((await send("/favicon.ico", { "if-none-match": etag })).status).toBe(200);
  });

  it("sends one part of a file for one byte range, with 206 and its Content-Range", async () => {
    const size = Buffer.byteLength(SCRIPT);
    for (const [range, start, end] of [
      ["bytes=0-6", 0, 6],
      ["bytes=8-", 8, size - 1],
      ["bytes=-3", size - 3, size - 1],
      [`bytes=2-${"9".repeat(30)}`, 2, size - 1],
    ] as const) {
      const answer = await send("/_astro/island.Ab12Cd.js", { range });
      expect(answer.status, range).toBe(206);
      expect(answer.headers["content-range"], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(answer.headers["content-length"], range).toBe(String(end - start + 1));
      expect(answer.body, range).toBe(SCRIPT.slice(start, end + 1));
    }
    expect((await send("/_astro/island.Ab12Cd.js")).headers["accept-ranges"]).toBe("bytes");
  });

  it("answers 416 with the file's length to a range that selects nothing, never 500", async () => {
    const size = Buffer.byteLength("webp bytes");
    for (const range of [
      "bytes=5-1",
      "bytes=-0",
      `bytes=${size}-`,
      `bytes=${"9".repeat(400)}-`,
      "bytes=5-1,99-",
    ]) {
      const answer = await send("/_ipx/f_webp,w_640/images/team.jpg", { range });
      expect(answer.status, range).toBe(416);
      expect(answer.headers["content-range"], range).toBe(`bytes */${size}`);
      expect(answer.headers["cache-control"], range).toBe("no-store");
      expect(answer.headers["content-type"], range).toBe("text/plain; charset=utf-8");
    }
  });

  it("sends the whole file for ranges it ignores: junk, several ranges, a stale If-Range, HEAD", async () => {
    const { headers } = await send("/_astro/island.Ab12Cd.js");
    const ignored: Record<string, string>[] = [
      { range: "bytes=abc" },
      { range: "bytes=1-2-3" },
      { range: "lines=1-2" },
      { range: "bytes=0-1,4-5" },
      { range: "bytes=0-1", "if-range": '"an older one"' },
      { range: "bytes=0-1", "if-range": "Thu, 01 Jan 1970 00:00:00 GMT" },
    ];
    for (const extra of ignored) {
      const answer = await send("/_astro/island.Ab12Cd.js", extra);
      expect(answer.status, JSON.stringify(extra)).toBe(200);
      expect(answer.body).toBe(SCRIPT);
    }
    const head = await send("/_astro/island.Ab12Cd.js", { range: "bytes=5-1" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(SCRIPT)));
    for (const current of [headers.etag ?? "", headers["last-modified"] ?? ""]) {
      const answer = await send("/_astro/island.Ab12Cd.js", { range: "bytes=0-1", "if-range": current });
      expect(answer.status, current).toBe(206);
    }
    // A client that has the file is told so first.
    const confirmed = await send("/_astro/island.Ab12Cd.js", {
      range: "bytes=5-1",
      "if-none-match": headers.etag ?? "",
    });
    expect(confirmed.status).toBe(304);
  });

  it("ends the answer for a file removed since the start, and the server goes on", async () => {
    rmSync(join(root, "gone.txt"));
    await expect(send("/gone.txt")).rejects.toThrow();
    expect((await send("/favicon.ico")).body).toBe("icon");
  });
});
