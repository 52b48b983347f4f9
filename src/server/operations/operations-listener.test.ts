import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createOperationsListener, type OperationsListenerOptions } from "./operations-listener";
import type { Readiness } from "./readiness";

const TOKEN = "a-metrics-token-of-32-characters";

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/**
 * A server whose every request goes to the operations listener first, and to a stand-in for the site
 * (answering "site") when the listener leaves it.
 */
async function serve(options: Partial<OperationsListenerOptions> = {}) {
  const operations = createOperationsListener({
    metricsToken: TOKEN,
    ready: async () => ({ ok: true }),
    metrics: {
      render: async () => ({ contentType: "text/plain; version=0.0.4; charset=utf-8", body: "up 1\n" }),
    },
    ...options,
  });
  server = createServer((request, response) => {
    if (operations(request, response)) return;
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("site");
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const request = httpRequest(
        { host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: init.headers },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
        },
      );
      request.on("error", reject);
      request.end();
    });
}

describe("/healthz", () => {
  it("answers 200 ok, never to be kept by a cache", async () => {
    const get = await serve({ ready: async () => ({ ok: false, reason: "database: failed" }) });
    const answer = await get("/healthz");
    expect(answer).toMatchObject({ status: 200, body: "ok\n" });
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("answers HEAD with the headers alone", async () => {
    const get = await serve();
    const answer = await get("/healthz", { method: "HEAD" });
    expect(answer).toMatchObject({ status: 200, body: "" });
    expect(answer.headers["content-length"]).toBe("3");
  });

  it("refuses other methods with 405 and says which it allows", async () => {
    const get = await serve();
    for (const method of ["POST", "DELETE", "OPTIONS"]) {
      const answer = await get("/healthz", { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD");
    }
  });
});

describe("/readyz", () => {
  it("answers 200 ready while the server is ready", async () => {
    const get = await serve();
    const answer = await get("/readyz");
    expect(answer).toMatchObject({ status: 200, body: "ready\n" });
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("answers 503 with the reason and when to ask again while it is not", async () => {
    let readiness: Readiness = { ok: false, reason: "outbox: starting" };
    const get = await serve({ ready: async () => readiness, retryAfterSeconds: 7 });
    const answer = await get("/readyz");
    expect(answer).toMatchObject({ status: 503, body: "not ready: outbox: starting\n" });
    expect(answer.headers["retry-after"]).toBe("7");
    expect(answer.headers["cache-control"]).toBe("no-store");
    readiness = { ok: true };
    expect((await get("/readyz")).status).toBe(200);
  });

  it("answers 503 when the readiness checks themselves throw", async () => {
    const get = await serve({
      ready: async () => {
        throw new Error("bug");
      },
    });
    expect(await get("/readyz")).toMatchObject({
      status: 503,
      body: "not ready: the readiness checks failed\n",
    });
  });
});

describe("/metrics", () => {
  it("answers the exposition to the token's bearer", async () => {
    const get = await serve();
    const answer = await get("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer).toMatchObject({ status: 200, body: "up 1\n" });
    expect(answer.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it.each([
    ["no authorization", undefined],
    ["a wrong token", "Bearer a-metrics-token-of-32-characterz"],
    ["the token's prefix", `Bearer ${TOKEN.slice(0, 16)}`],
    ["the token without its scheme", TOKEN],
    ["an empty bearer", "Bearer "],
    ["basic credentials", `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}`],
  ])("answers 401 and nothing else to %s", async (_what, authorization) => {
    const get = await serve();
    const answer = await get("/metrics", authorization === undefined ? {} : { headers: { authorization } });
    expect(answer.status).toBe(401);
    expect(answer.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    expect(answer.body).not.toContain("up 1");
  });

  it("does not exist without a configured token, whoever asks and however", async () => {
    const get = await serve({ metricsToken: undefined });
    for (const init of [{}, { headers: { authorization: "Bearer undefined" } }, { method: "POST" }]) {
      const answer = await get("/metrics", init);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain("up 1");
    }
  });

  it("answers 500, not a hang, when the metrics cannot be rendered", async () => {
    const get = await serve({
      metrics: {
        render: async () => {
          throw new Error("collect failed");
        },
      },
    });
    const answer = await get("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(500);
  });
});

describe("every other request", () => {
  it.each(["/", "/en/", "/healthz/", "/en/healthz", "/readyz.html", "/metricsx", "/api/metrics"])(
    "goes on to the site (%s)",
    async (path) => {
      const get = await serve();
      expect(await get(path)).toMatchObject({ status: 200, body: "site" });
    },
  );

  it("a query string does not hide an operations path", async () => {
    const get = await serve();
    expect(await get("/healthz?from=lb")).toMatchObject({ status: 200, body: "ok\n" });
  });
});
