import "server-only";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { ConnectionClosingReason, ConnectionRefusalReason } from "@/server/operations/metrics";
import { securityHeaders } from "@/server/security/security-headers";
import type { RequestListener } from "./front-handler";

export interface ConnectionLimits {
  /** The whole request (headers and body) must arrive within this time, or the client gets a 408. */
  readonly requestMs: number;
  /** The headers alone, counted from the request's first byte (Node 18+), not from an idle connection's start. */
  readonly headersMs: number;
  /** How often Node looks for connections past those limits, and this server for answers past `writeMs`. */
  readonly checkEveryMs: number;
  /**
   * How long an idle kept-alive connection stays open. Longer than a load balancer's idle time-out, so the
   * balancer closes it first: when the site closes a connection the balancer is about to reuse, the
   * visitor gets a 502.
   */
  readonly keepAliveMs: number;
  /** A connection on which nothing was read or written for this long is closed: a client that stopped reading. */
  readonly idleMs: number;
  /** An answer not written out within this time is abandoned: a client reading a byte now and then. */
  readonly writeMs: number;
  /** Connections held at once; beyond it a new one gets a 503 and is closed. */
  readonly maxConnections: number;
  /** Connections one address may hold at once (proxies excepted); beyond it, a 503. */
  readonly perClient: number;
  /** Addresses whose connections carry many clients (the load balancer in front): no per-client cap. */
  readonly isProxy?: (address: string) => boolean;
  /** Told of every connection refused (the 503), and why: logged and counted by the caller. */
  readonly onRefused?: (address: string, reason: ConnectionRefusalReason) => void;
  /** Told of every connection this server closes on its own, and why. */
  readonly onClosed?: (reason: ConnectionClosingReason) => void;
}

/** Past this share of the cap, idle kept-alive connections are closed to make room for new visitors. */
const RECLAIM_AT = 0.9;

/**
 * A form post is a few kilobytes: ten seconds is generous on a slow phone and keeps a client that never
 * finishes its body from holding a connection for Node's default five minutes. Sixty-five seconds of
 * keep-alive outlasts the 60 s idle time-out of the usual load balancers (AWS ALB, Google Cloud's).
 */
export const CONNECTION_LIMITS: ConnectionLimits = {
  requestMs: 10_000,
  headersMs: 10_000,
  checkEveryMs: 1_000,
  keepAliveMs: 65_000,
  idleMs: 30_000,
  writeMs: 120_000,
  maxConnections: 4096,
  perClient: 64,
};

/** The seconds a refused client is asked to wait. */
const RETRY_AFTER_SECONDS = 5;
const REFUSAL_BODY = "Too many connections. Please try again in a few seconds.\n";
/** Written on the raw socket: no request has been read, so there is no response object to write. */
const REFUSAL = [
  "HTTP/1.1 503 Service Unavailable",
  "content-type: text/plain; charset=utf-8",
  // The headers every answer carries (security-headers.ts), and a policy under which nothing runs.
  ...securityHeaders.map(({ key, value }) => `${key.toLowerCase()}: ${value}`),
  "content-security-policy: default-src 'none'; frame-ancestors 'none'",
  `content-length: ${Buffer.byteLength(REFUSAL_BODY)}`,
  `retry-after: ${RETRY_AFTER_SECONDS}`,
  "cache-control: no-store",
  "connection: close",
  "",
  REFUSAL_BODY,
].join("\r\n");

export interface ProductionServer extends Server {
  /** Open connections per client address (for tests and metrics). */
  readonly connectionsByAddress: ReadonlyMap<string, number>;
  /**
   * A shutdown's first half: accepts no new connection, lets the requests in flight finish (each answer
   * closing its connection), and cuts what is still open after `graceMs`. Resolves once every connection
   * is closed.
   */
  drain(graceMs: number): Promise<void>;
  /** Whether drain() was called: a load balancer asking for readiness is told to go elsewhere. */
  isDraining(): boolean;
}

export function createProductionServer(
  listener: RequestListener,
  limits: ConnectionLimits = CONNECTION_LIMITS,
): ProductionServer {
  /** Answers being written, with the time each must be done by. */
  const writing = new Map<ServerResponse, number>();
  let draining = false;
  /** Connections answered with the refusal: whatever they send is never handed to the site. */
  const refused = new WeakSet<Socket>();
  const server = createServer({ connectionsCheckingInterval: limits.checkEveryMs }, (request, response) => {
    if (refused.has(request.socket)) {
      request.socket.destroy();
      return;
    }
    // Draining: this answer is the connection's last, so the client opens its next one elsewhere.
    if (draining) response.setHeader("connection", "close");
    writing.set(response, Date.now() + limits.writeMs);
    response.once("close", () => writing.delete(response));
    return listener(request, response);
  });
  server.requestTimeout = limits.requestMs;
  server.headersTimeout = limits.headersMs;
  server.keepAliveTimeout = limits.keepAliveMs;
  server.timeout = limits.idleMs;
  // With a listener, Node leaves the socket to it: closed here, and counted.
  server.on("timeout", (socket: Socket) => {
    limits.onClosed?.("idle-timeout");
    socket.destroy();
  });

  const byAddress = new Map<string, number>();
  let open = 0;
  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress ?? "";
    const held = byAddress.get(address) ?? 0;
    const overClient = held >= limits.perClient && !(limits.isProxy?.(address) ?? false);
    // Near the cap, connections that wait for nothing (kept alive between requests) make room: a client
    // holding idle connections open cannot lock visitors out. Their clients reconnect when they need to.
    // Reclaiming starts below the cap, so the room is there when the next visitors come.
    if (!overClient && open >= limits.maxConnections * RECLAIM_AT) {
      server.closeIdleConnections();
      limits.onClosed?.("reclaimed");
    }
    if (open >= limits.maxConnections || overClient) {
      limits.onRefused?.(address, overClient ? "client-share" : "server-full");
      refused.add(socket);
      socket.on("error", () => socket.destroy());
      socket.end(REFUSAL);
      // A client that does not read the refusal does not keep the socket either.
      socket.setTimeout(limits.checkEveryMs, () => socket.destroy());
      return;
    }
    open += 1;
    byAddress.set(address, held + 1);
    socket.once("close", () => {
      open -= 1;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
  });

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [response, deadline] of writing) {
      if (deadline > now) continue;
      writing.delete(response);
      limits.onClosed?.("write-timeout");
      response.destroy();
    }
  }, limits.checkEveryMs);
  sweep.unref();
  server.once("close", () => clearInterval(sweep));

  const drain = (graceMs: number) =>
    new Promise<void>((resolve) => {
      draining = true;
      for (const response of writing.keys()) {
        if (!response.headersSent) response.setHeader("connection", "close");
      }
      server.close(() => resolve());
      // A kept-alive connection between two requests is closed now; one mid-request when its answer ends.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), limits.checkEveryMs);
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      server.once("close", () => {
        clearInterval(idle);
        clearTimeout(cut);
      });
    });

  return Object.assign(server, { connectionsByAddress: byAddress, drain, isDraining: () => draining });
}
