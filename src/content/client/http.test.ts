import type { ServerResponse } from "node:http";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ResponseTimeoutError, UnexpectedStatusError } from "./errors";
import { createHttpClient, type HttpOptions, maxAgeSeconds, retryAfterMs } from "./http";
import { LruCache } from "./lru-cache";
import { sendJson, startTestServer, type TestServer } from "./test-server";

let server: TestServer;
let time: number;
let sleeps: number[];

beforeEach(async () => {
  server = await startTestServer();
  time = 1_000_000;
  sleeps = [];
});

afterEach(() => server.close());

function client(overrides: Partial<HttpOptions> = {}) {
  return createHttpClient({
    fetch: (input, init) => fetch(input, init),
    cache: new LruCache<unknown>({ now: () => time }),
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
}

/** Answers 429 with the given Retry-After for the first `times` requests, then 200. */
function tooManyRequests(times: number, retryAfter?: string) {
  return (_: unknown, response: ServerResponse) => {
    if (server.requests.length <= times) {
      const headers: Record<string, string> = retryAfter === undefined ? {} : { "retry-after": retryAfter };
      sendJson(
        response,
        { status_code: 429, status_message: "Your request count (11) is over the limit." },
        429,
        headers,
      );
    } else {
      sendJson(response, { ok: true });
    }
  };
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("createHttpClient", () => {
  it("GETs JSON with Accept: application/json", async () => {
    server.handler = (_, response) => sendJson(response, { hello: "world" });
    await expect(client().getJson(`${server.origin}/x`)).resolves.toEqual({ hello: "world" });
    expect(server.requests[0]?.headers.accept).toBe("application/json");
  });

  it("turns a non-2xx answer into 'Unexpected status code [status] on URL <url>' with .status", async () => {
    server.handler = (_, response) =>
      sendJson(response, { type: "api_notfound_error", message: "nope" }, 404);
    const url = `${server.origin}/api/v2/documents/search?ref=gone&q=%5B%5D`;
    const error = await rejectionOf(client().getJson(url));
    expect(error).toBeInstanceOf(UnexpectedStatusError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ message: `Unexpected status code [404] on URL ${url}`, status: 404 });
  });

  it("retries a 429 after Retry-After seconds", async () => {
    server.handler = tooManyRequests(2, "3");
    await expect(client().getJson(`${server.origin}/x`)).resolves.toEqual({ ok: true });
    expect(sleeps).toEqual([3000, 3000]);
    expect(server.requests).toHaveLength(3);
  });

  it("waits 1000 ms when Retry-After is missing", async () => {
    server.handler = tooManyRequests(1);
    await expect(client().getJson(`${server.origin}/x`)).resolves.toEqual({ ok: true });
    expect(sleeps).toEqual([1000]);
  });

  it("waits 1000 ms when Retry-After is not a number", async () => {
    server.handler = tooManyRequests(1, "Wed, 21 Oct 2026 07:28:00 GMT");
    await expect(client().getJson(`${server.origin}/x`)).resolves.toEqual({ ok: true });
    expect(sleeps).toEqual([1000]);
  });

  it("gives up after maxRetries, raising the 429 as an unexpected status", async () => {
    server.handler = tooManyRequests(Number.POSITIVE_INFINITY, "1");
    const url = `${server.origin}/x`;
    const error = await rejectionOf(client({ maxRetries: 2 }).getJson(url));
    expect(error).toMatchObject({ message: `Unexpected status code [429] on URL ${url}`, status: 429 });
    expect(sleeps).toEqual([1000, 1000]);
    expect(server.requests).toHaveLength(3);
  });

  it("retries up to 10 times by default", async () => {
    server.handler = tooManyRequests(Number.POSITIVE_INFINITY, "0");
    await rejectionOf(client().getJson(`${server.origin}/x`));
    expect(server.requests).toHaveLength(11);
  });

  it("fails with '<url> response timeout' when a configured timeout passes", async () => {
    server.handler = () => undefined;
    const url = `${server.origin}/slow`;
    const error = await rejectionOf(client({ timeoutMs: 30 }).getJson(url));
    expect(error).toBeInstanceOf(ResponseTimeoutError);
    expect(error).toMatchObject({ message: `${url} response timeout` });
  });

  it("times out even when the injected fetch ignores the abort signal", async () => {
    const never = () => new Promise<Response>(() => undefined);
    const error = await rejectionOf(client({ fetch: never, timeoutMs: 10 }).getJson("http://in-process/x"));
    expect(error).toMatchObject({ message: "http://in-process/x response timeout" });
  });

  it("shares one request between identical URLs in flight", async () => {
    const held: ServerResponse[] = [];
    server.handler = (_, response) => held.push(response);
    const http = client();
    const url = `${server.origin}/x`;
    const first = http.getJson(url);
    const second = http.getJson(url);
    const other = http.getJson(`${url}?other`);
    await expect.poll(() => held.length).toBe(2);
    for (const response of held) sendJson(response, { n: 1 });
    const [a, b] = await Promise.all([first, second, other]);
    expect(a).toEqual({ n: 1 });
    expect(b).toBe(a);
    expect(server.requestsTo("/x")).toHaveLength(2);
    // Once settled, a response without max-age is not kept.
    server.handler = (_, response) => sendJson(response, { n: 2 });
    await expect(http.getJson(url)).resolves.toEqual({ n: 2 });
    expect(server.requestsTo("/x")).toHaveLength(3);
  });

  it("caches a response for its max-age seconds, keyed by URL", async () => {
    server.handler = (request, response) =>
      sendJson(response, { path: request.url.pathname }, 200, { "cache-control": "public, max-age=30" });
    const http = client();
    await http.getJson(`${server.origin}/a`);
    time += 29_999;
    await http.getJson(`${server.origin}/a`);
    expect(server.requests).toHaveLength(1);
    await http.getJson(`${server.origin}/b`);
    expect(server.requests).toHaveLength(2);
    time += 1;
    await http.getJson(`${server.origin}/a`);
    expect(server.requests).toHaveLength(3);
  });

  it("does not cache without a positive max-age unless a default TTL is given", async () => {
    let cacheControl = "no-cache";
    server.handler = (_, response) => sendJson(response, {}, 200, { "cache-control": cacheControl });
    const http = client();
    await http.getJson(`${server.origin}/a`);
    await http.getJson(`${server.origin}/a`);
    cacheControl = "max-age=0";
    await http.getJson(`${server.origin}/a`);
    await http.getJson(`${server.origin}/a`);
    expect(server.requests).toHaveLength(4);
    cacheControl = "no-cache";
    await http.getJson(`${server.origin}/b`, { defaultTtlMs: 5000 });
    await http.getJson(`${server.origin}/b`, { defaultTtlMs: 5000 });
    expect(server.requests).toHaveLength(5);
  });

  it("evicts the least recently used response at capacity", async () => {
    server.handler = (_, response) => sendJson(response, {}, 200, { "cache-control": "max-age=600" });
    const http = client({ cache: new LruCache<unknown>({ capacity: 2, now: () => time }) });
    for (const path of ["/a", "/b", "/a", "/c", "/a", "/b"]) await http.getJson(`${server.origin}${path}`);
    expect(server.requests.map((request) => request.url.pathname)).toEqual(["/a", "/b", "/c", "/b"]);
  });

  it("reports a body that is not JSON", async () => {
    server.handler = (_, response) => response.end("<html>");
    await expect(client().getJson(`${server.origin}/x`)).rejects.toThrow(
      `Invalid response from ${server.origin}/x`,
    );
  });
});

describe("header parsing", () => {
  it("reads max-age only when positive and not s-maxage", () => {
    expect(maxAgeSeconds("public, max-age=60")).toBe(60);
    expect(maxAgeSeconds("max-age=0")).toBeUndefined();
    expect(maxAgeSeconds("s-maxage=60")).toBeUndefined();
    expect(maxAgeSeconds(null)).toBeUndefined();
  });

  it("reads Retry-After as seconds, else 1000 ms", () => {
    expect(retryAfterMs("2")).toBe(2000);
    expect(retryAfterMs("0.5")).toBe(500);
    expect(retryAfterMs(null)).toBe(1000);
    expect(retryAfterMs("")).toBe(1000);
    expect(retryAfterMs("soon")).toBe(1000);
    expect(retryAfterMs("-3")).toBe(1000);
  });
});
