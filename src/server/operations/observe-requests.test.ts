import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type RequestListener,
  type Server,
} from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "./log";
import { createMetrics } from "./metrics";
import { createRequestObserver, type RequestObserverOptions } from "./observe-requests";

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** Each reading of the clock is 12.5 ms after the one before. */
function steppingClock() {
  let now = 0;
  return () => {
    const current = now;
    now += 12.5;
    return current;
  };
}

async function serve(
  site: (...args: Parameters<RequestListener>) => "hit" | "miss" | "bypass" | "hang",
  options: Partial<RequestObserverOptions> = {},
) {
  const lines: Record<string, unknown>[] = [];
  const metrics = createMetrics();
  const observe = createRequestObserver({
    logger: createLogger({
      format: "json",
      write: (line) => lines.push(JSON.parse(line)),
      now: () => new Date(0),
    }),
    metrics,
    now: steppingClock(),
    generateId: () => "generated-id",
    ...options,
  });
  const seen: IncomingHttpHeaders[] = [];
  server = createServer((request, response) => {
    const observed = observe(request, response);
    seen.push({ ...request.headers });
    const outcome = site(request, response);
    if (outcome !== "hang") observed.cache = outcome;
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders }>((resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, path, headers }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
      });
      request.on("error", reject);
      request.end();
    });
  /** Sends a request and leaves before the answer comes. */
  const abandon = (path: string) =>
    new Promise<void>((resolve) => {
      const request = httpRequest({ host: "127.0.0.1", port, path });
      request.on("error", () => undefined);
      request.end();
      void vi
        .waitFor(() => expect(seen.length).toBeGreaterThan(0))
        .then(() => {
          request.destroy();
          resolve();
        });
    });
  const scrape = async () => (await metrics.render()).body;
  return { get, abandon, lines, seen, scrape };
}

const ok =
  (outcome: "hit" | "miss" | "bypass", status = 200) =>
  (...[, response]: Parameters<RequestListener>) => {
    response.writeHead(status, { "content-type": "text/plain" });
    response.end("answer");
    return outcome;
  };

describe("an observed request", () => {
  it("gets an id, sent back as X-Request-Id, and one log line with it once answered", async () => {
    const { get, lines } = await serve(ok("hit"));
    const answer = await get("/en/services/?utm_source=mail");
    expect(answer.headers["x-request-id"]).toBe("generated-id");
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({
      event: "request",
      requestId: "generated-id",
      method: "GET",
      path: "/en/services/",
      status: 200,
      durationMs: 12.5,
      cache: "hit",
    });
  });

  it("keeps the id a proxy in front gave it, and the site reads that same id", async () => {
    const { get, lines, seen } = await serve(ok("miss"));
    const answer = await get("/en/", { "x-request-id": "lb-7f3a.1" });
    expect(answer.headers["x-request-id"]).toBe("lb-7f3a.1");
    expect(seen[0]?.["x-request-id"]).toBe("lb-7f3a.1");
    await vi.waitFor(() => expect(lines[0]?.requestId).toBe("lb-7f3a.1"));
  });

  it("is counted by route kind and status, and as a cache hit or miss", async () => {
    let outcome: "hit" | "miss" | "bypass" = "hit";
    const { get, lines, scrape } = await serve((...args) => ok(outcome)(...args));
    await get("/en/");
    outcome = "miss";
    await get("/es/");
    outcome = "bypass";
    await get("/api/slots");
    await vi.waitFor(() => expect(lines).toHaveLength(3));
    const body = await scrape();
    expect(body).toContain('lumbre_http_requests_total{kind="page",status="200"} 2');
    expect(body).toContain('lumbre_http_requests_total{kind="api",status="200"} 1');
    expect(body).toContain("lumbre_cache_hits_total 1");
    expect(body).toContain("lumbre_cache_misses_total 1");
  });

  it("leaves a successful load-balancer probe out of the log, but not a failed one", async () => {
    let status = 200;
    const { get, lines, scrape } = await serve((...args) => ok("bypass", status)(...args));
    await get("/healthz");
    await get("/readyz");
    status = 503;
    await get("/readyz");
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ path: "/readyz", status: 503 });
    expect(await scrape()).toContain('lumbre_http_requests_total{kind="other",status="200"} 2');
  });

  it("is logged as 499 when the client leaves before its answer", async () => {
    const { abandon, lines, scrape } = await serve(() => "hang");
    await abandon("/en/contact/");
    await vi.waitFor(() => expect(lines).toHaveLength(1));
    expect(lines[0]).toMatchObject({ path: "/en/contact/", status: 499 });
    expect(await scrape()).toContain('lumbre_http_requests_total{kind="page",status="499"} 1');
  });
});
