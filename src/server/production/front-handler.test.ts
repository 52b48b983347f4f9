import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_STATUS_HEADER } from "@/server/page-cache/stored-answer";
import { createFrontHandler, type RequestListener, type SiteListener } from "./front-handler";

/** The paths the site was asked for. */
const seen: string[] = [];
const fakeSite: SiteListener = (request, response) => {
  seen.push(request.url ?? "");
  response.writeHead(200, { "content-type": "text/html", [CACHE_STATUS_HEADER]: "miss" });
  response.end("<h1>Page</h1>");
};

let server: Server;
let port = 0;
let handler: RequestListener = () => undefined;
beforeAll(async () => {
  server = createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, headers }, (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the production server's front, before the route cache", () => {
  it("holds a client asking for page after page with queries it cannot keep to a bounded rate, in its language", async () => {
    let clock = 1_000_000;
    handler = createFrontHandler({
      site: fakeSite,
      now: () => clock,
      renderLimit: { burst: 30, perSecond: 1 },
    });
    seen.length = 0;
    const answers = [];
    for (let index = 0; index < 40; index += 1) answers.push(await get(`/es/page/?bust=${index}`));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(10);
    expect(refused[0]?.headers["retry-after"]).toBe("1");
    expect(refused[0]?.body).toMatch(/Esperá 1 segundo y probá/);
    // Only what was let through reached the site; the refused cost nothing.
    expect(seen.filter((path) => path.startsWith("/es/page/?bust="))).toHaveLength(30);
    // Another client is not held back by this one, and a second later this one may go on.
    const other = await get("/page/?bust=other", { "x-forwarded-for": "203.0.113.9" });
    expect(other.status).toBe(429);
    clock += 1000;
    expect((await get("/page/?bust=later")).status).toBe(200);
  });

  it("counts every render against the client's budget, whatever makes it one, and nothing answered from memory", async () => {
    handler = createFrontHandler({
      site: fakeSite,
      // The route cache holds /kept/ (and the files): answered without a render.
      kept: (request, response) => {
        if (!request.url?.startsWith("/kept/")) return false;
        response.end("kept");
        return true;
      },
      renderLimit: { burst: 4, perSecond: 0.001 },
    });
    for (let index = 0; index < 10; index += 1) expect((await get("/kept/")).status).toBe(200);
    const renders = [
      get("/page/?bust=1"),
      get("/page/", { range: "bytes=0-10" }),
      get("/page/", { cookie: "io.prismic.preview=junk" }),
      get("/images/none.jpg"),
    ];
    expect((await Promise.all(renders)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const refused = await get("/page/", { authorization: "Basic eDp5" });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    // The API keeps budgets of its own, route by route.
    expect((await get("/api/v2")).status).toBe(200);
  });
});
