import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER } from "@/platform/client-address";
import { parseTrustedProxies, type TrustedProxies } from "@/platform/trusted-proxies";
import { createOperationsListener } from "@/server/operations/operations-listener";
import { createFrontHandler, type RequestListener, type SiteListener } from "./front-handler";
import { CONNECTION_LIMITS, type ConnectionLimits, createProductionServer } from "./production-server";

/** What the site received, per request: the headers its pages and endpoints will read. */
const received: IncomingHttpHeaders[] = [];

const fakeSite: SiteListener = (request, response) => {
  received.push({ ...request.headers });
  if (request.method === "POST") {
    // An endpoint answers a post once its body has arrived.
    request.resume();
    request.on("end", () => response.end("stored"));
    return;
  }
  if (request.url === "/") {
    // The page pipeline's own Vary on "/" (it answers by the language cookie and Accept-Language).
    response.writeHead(200, {
      "content-type": "text/html",
      vary: "Cookie, Accept-Language",
      "content-security-policy": "default-src 'self'",
    });
    response.end("<h1>Home</h1>");
    return;
  }
  if (request.url === "/boom/") {
    // A bare error answer: no headers of its own.
    response.statusCode = 500;
    response.end("Internal Server Error");
    return;
  }
  response.writeHead(200, { "content-type": "text/plain", "referrer-policy": "no-referrer" }).end("ok");
};

function trusted(text: string | undefined): TrustedProxies {
  const parsed = parseTrustedProxies(text);
  if (typeof parsed === "string") throw new Error(parsed);
  return parsed;
}

async function listen(
  listener: RequestListener,
  useProductionServer = false,
): Promise<{ server: Server; port: number }> {
  const server = useProductionServer
    ? createProductionServer(listener, {
        ...CONNECTION_LIMITS,
        requestMs: 500,
        headersMs: 500,
        checkEveryMs: 100,
      })
    : createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function send(port: number, path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (response) => {
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

const servers: Server[] = [];
async function front(proxies: string | undefined): Promise<number> {
  const handler = createFrontHandler({ site: fakeSite, trustedProxies: trusted(proxies) });
  const { server, port } = await listen(handler);
  servers.push(server);
  return port;
}

let plainPort = 0;
let behindProxyPort = 0;
beforeAll(async () => {
  plainPort = await front(undefined);
  behindProxyPort = await front("127.0.0.1");
});
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

describe("the production server's front, facing the internet", () => {
  it("answers malformed paths with 400, foreign methods with 405 + Allow or 501, each with security headers", async () => {
    received.length = 0;
    const cases: [string, string, number][] = [
      ["GET", "/contact/%zz/", 400],
      ["GET", "/api/v2/%ZZ", 400],
      // The contact page takes its own form's POST; every other page is read-only.
      ["POST", "/careers/", 405],
      ["DELETE", "/careers/", 405],
      ["TRACE", "/contact/", 405],
      ["TRACE", "/api/contact", 501],
      ["PROPFIND", "/", 501],
    ];
    for (const [method, path, status] of cases) {
      const answer = await send(plainPort, path, {}, method);
      expect(answer.status, `${method} ${path}`).toBe(status);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(answer.headers["cache-control"]).toBe("no-store");
      if (status === 405) expect(answer.headers.allow).toBe("GET, HEAD");
    }
    expect(received).toHaveLength(0);
    const put = await send(plainPort, "/contact/", {}, "PUT");
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD, POST");
    expect(received).toHaveLength(0);
  });

  it("refuses a body declared larger than any form of the site before reading it", async () => {
    received.length = 0;
    const answered = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port: plainPort,
          path: "/api/contact",
          method: "POST",
          headers: { "content-type": "application/json", "content-length": String(2 * 1024 * 1024) },
        },
        (response) => {
          let text = "";
          response.on("data", (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on("end", () => {
            request.destroy();
            resolve({ status: response.statusCode ?? 0, body: text });
          });
        },
      );
      request.on("error", reject);
      // The headers only: the answer must not wait for two megabytes.
      request.flushHeaders();
    });
    expect(answered).toEqual({ status: 413, body: "Payload too large\n" });
    expect(received).toEqual([]);
  });

  it("gives health, readiness and metrics the security headers too", async () => {
    const handler = createFrontHandler({
      site: fakeSite,
      operations: createOperationsListener({
        metricsToken: undefined,
        ready: async () => ({ ok: false, reason: "shutting down" }),
      }),
    });
    const { server, port } = await listen(handler);
    servers.push(server);
    for (const path of ["/healthz", "/readyz", "/metrics"]) {
      const answered = await send(port, path);
      expect(answered.headers["x-content-type-options"], path).toBe("nosniff");
      expect(answered.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
  });

  it("redirects dot segments to the canonical path with a 308", async () => {
    const answer = await send(plainPort, "/contact/../services/?x=1");
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe("/services/?x=1");
  });

  it("sets the security headers and a closed policy on every answer the site leaves them to", async () => {
    const error = await send(plainPort, "/boom/");
    expect(error.status).toBe(500);
    expect(error.headers["x-content-type-options"]).toBe("nosniff");
    expect(error.headers["x-frame-options"]).toBe("DENY");
    expect(error.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(error.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    // Over plain HTTP, no HSTS.
    expect(error.headers["strict-transport-security"]).toBeUndefined();
  });

  it("lets the site's own headers replace the front's, policy included", async () => {
    const own = await send(plainPort, "/own/");
    expect(own.headers["referrer-policy"]).toBe("no-referrer");
    expect(own.headers["x-content-type-options"]).toBe("nosniff");
    const home = await send(plainPort, "/");
    expect(home.headers["content-security-policy"]).toBe("default-src 'self'");
  });

  it('passes on the Vary the site gives "/", adding nothing', async () => {
    const home = await send(plainPort, "/");
    expect(home.headers.vary).toBe("Cookie, Accept-Language");
  });

  it("without trusted proxies, the client is the socket's peer and its forwarding headers are replaced", async () => {
    received.length = 0;
    await send(plainPort, "/own/", {
      "x-forwarded-for": "6.6.6.6",
      [CLIENT_ADDRESS_HEADER]: "6.6.6.6",
      "x-forwarded-proto": "https",
      "x-forwarded-host": "evil.example",
      "x-forwarded-port": "8443",
    });
    // Astro's clientAddress is this one X-Forwarded-For value; a client's copy of the site's header is gone.
    expect(received[0]?.["x-forwarded-for"]).toBe("127.0.0.1");
    expect(received[0]?.[CLIENT_ADDRESS_HEADER]).toBeUndefined();
    expect(received[0]?.["x-forwarded-proto"]).toBe("http");
    // Astro builds the page's URL from these when told to trust them: the site never is.
    expect(received[0]?.["x-forwarded-host"]).toBeUndefined();
    expect(received[0]?.["x-forwarded-port"]).toBeUndefined();
  });

  it("behind a trusted proxy, the right-most untrusted hop and the edge's scheme", async () => {
    received.length = 0;
    const answer = await send(behindProxyPort, "/own/", {
      "x-forwarded-for": "6.6.6.6, 203.0.113.9",
      "x-forwarded-proto": "HTTPS",
    });
    expect(received[0]?.["x-forwarded-for"]).toBe("203.0.113.9");
    expect(received[0]?.["x-forwarded-proto"]).toBe("https");
    expect(answer.headers["strict-transport-security"]).toContain("max-age=");
  });
});

describe("the production server's connection limits", () => {
  it("ends a request whose body never arrives with a 408, instead of holding the connection", async () => {
    const { server, port } = await listen((request, response) => fakeSite(request, response), true);
    servers.push(server);
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.write(
          "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
        );
      });
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString();
      });
      socket.on("close", () => resolve(text));
    });
    // Without the limit the socket would stay open and the test would time out.
    expect(reply).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe("the production server's connection limits, against clients that hold on", () => {
  const readers: Socket[] = [];
  afterEach(() => {
    for (const socket of readers.splice(0)) socket.destroy();
  });

  /** A server of the production kind whose answers are `body`, or never end when `body` is undefined. */
  async function holdingServer(limits: Partial<ConnectionLimits>, body: Buffer | undefined) {
    const server = createProductionServer(
      (_request, response) => {
        response.writeHead(200, { "content-type": "application/octet-stream" });
        if (body) response.end(body);
        else response.write("first bytes, and then nothing");
      },
      { ...CONNECTION_LIMITS, checkEveryMs: 50, ...limits },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.push(server);
    return { server, port: (server.address() as AddressInfo).port };
  }

  /** A raw connection that sends one GET and never reads. */
  function stalledReader(port: number): { connected: Promise<void> } {
    const socket = connect(port, "127.0.0.1");
    readers.push(socket);
    const connected = new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.on("error", () => undefined);
    socket.once("connect", () => {
      socket.write("GET /big HTTP/1.1\r\nHost: x\r\n\r\n");
      socket.pause();
    });
    return { connected };
  }

  it("closes a connection whose client stopped reading, freeing what it held", async () => {
    // Far more than the kernel's buffers take: the server's writes stall until the client reads.
    const { server, port } = await holdingServer({ idleMs: 200 }, Buffer.alloc(32 * 1024 * 1024));
    const reader = stalledReader(port);
    await reader.connected;
    await expect.poll(() => server.connectionsByAddress.get("127.0.0.1")).toBe(1);
    // The server's side is gone (the paused client notices only when it reads again).
    await expect.poll(() => server.connectionsByAddress.size).toBe(0);
  });

  it("abandons an answer not written out in time, even on a connection that is not idle", async () => {
    const { port } = await holdingServer({ idleMs: 60_000, writeMs: 200 }, undefined);
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
      let text = "";
      socket.on("data", (chunk) => {
        text += chunk.toString();
      });
      socket.on("error", () => undefined);
      socket.on("close", () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });

  it("answers one client's connections past its share with a 503 and Retry-After, and spares a proxy's", async () => {
    const { server, port } = await holdingServer({ perClient: 2 }, Buffer.from("ok"));
    const first = stalledReader(port);
    const second = stalledReader(port);
    await Promise.all([first.connected, second.connected]);
    await expect.poll(() => server.connectionsByAddress.get("127.0.0.1")).toBe(2);
    const third = await send(port, "/");
    expect(third.status).toBe(503);
    expect(third.headers["retry-after"]).toBe("5");
    expect(third.headers["x-content-type-options"]).toBe("nosniff");
    expect(third.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(third.body).toMatch(/Too many connections/);

    const behindProxy = await holdingServer(
      { perClient: 1, isProxy: (address) => address === "127.0.0.1" },
      Buffer.from("ok"),
    );
    const held = stalledReader(behindProxy.port);
    await held.connected;
    expect((await send(behindProxy.port, "/")).status).toBe(200);
  });

  it("caps the connections held in all", async () => {
    const { server, port } = await holdingServer({ maxConnections: 1 }, Buffer.from("ok"));
    const held = stalledReader(port);
    await held.connected;
    await expect.poll(() => server.connectionsByAddress.get("127.0.0.1")).toBe(1);
    expect((await send(port, "/")).status).toBe(503);
  });

  it("closes idle kept-alive connections near its cap, so clients holding them cannot lock visitors out", async () => {
    const closings: string[] = [];
    const refusals: string[] = [];
    const { port } = await holdingServer(
      {
        maxConnections: 10,
        perClient: 100,
        onClosed: (reason) => closings.push(reason),
        onRefused: (_address, reason) => refusals.push(reason),
      },
      Buffer.from("ok"),
    );
    // Nine connections that asked once and now wait, kept alive, for nothing.
    const idle = await Promise.all(
      Array.from(
        { length: 9 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, "127.0.0.1", () =>
              socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"),
            );
            readers.push(socket);
            socket.on("error", () => undefined);
            socket.once("data", () => resolve(socket));
          }),
      ),
    );
    const closed = idle.map(
      (socket) => new Promise<void>((resolve) => socket.once("close", () => resolve())),
    );
    // Visitors keep getting answers, and the idle ones were let go to make room.
    for (let index = 0; index < 5; index += 1) expect((await send(port, "/")).status).toBe(200);
    await Promise.all(closed);
    expect(closings).toContain("reclaimed");
    expect(refusals).toEqual([]);
  });

  it("tells who refused connections belong to and why, and counts the idle ones it closes", async () => {
    const closings: string[] = [];
    const refusals: string[] = [];
    const { port } = await holdingServer(
      {
        perClient: 1,
        idleMs: 150,
        onClosed: (reason) => closings.push(reason),
        onRefused: (address, reason) => refusals.push(`${address} ${reason}`),
      },
      undefined,
    );
    const held = stalledReader(port);
    await held.connected;
    await expect.poll(() => refusals.length, { timeout: 5000 }).toBe(0);
    const refused = await send(port, "/");
    expect(refused.status).toBe(503);
    expect(refusals).toEqual(["127.0.0.1 client-share"]);
    await expect.poll(() => closings).toContain("idle-timeout");
  });

  it("keeps idle connections open longer than a load balancer's 60 s idle time-out", async () => {
    const { server } = await holdingServer({}, Buffer.from("ok"));
    expect(CONNECTION_LIMITS.keepAliveMs).toBeGreaterThan(60_000);
    expect(server.keepAliveTimeout).toBe(CONNECTION_LIMITS.keepAliveMs);
    // A stalled reader is not kept for Node's default of never.
    expect(server.timeout).toBe(CONNECTION_LIMITS.idleMs);
  });
});

describe("the production server's shutdown", () => {
  it("finishes the requests in flight, closing their connections, and takes no new one", async () => {
    let answer: () => void = () => undefined;
    const answering = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let arrived: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const server = createProductionServer(
      (_request, response) => {
        arrived();
        void answering.then(() => response.end("stored"));
      },
      { ...CONNECTION_LIMITS, checkEveryMs: 50 },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const pending = send(port, "/api/contact", {}, "POST");
    await inFlight;
    const drained = server.drain(60_000);
    expect(server.isDraining()).toBe(true);
    await expect(send(port, "/")).rejects.toThrow(/ECONNREFUSED/);
    answer();
    const finished = await pending;
    expect(finished.status).toBe(200);
    expect(finished.body).toBe("stored");
    expect(finished.headers.connection).toBe("close");
    await drained;
    expect(server.listening).toBe(false);
  });
});
