import "server-only";
import { createServer, type Server } from "node:http";
import type { RequestListener } from "./front-handler";

export interface ConnectionLimits {
  /** The whole request (headers and body) must arrive within this time, or the client gets a 408. */
  readonly requestMs: number;
  /** The headers alone. */
  readonly headersMs: number;
  /** How often Node looks for connections past those limits. */
  readonly checkEveryMs: number;
}

/**
 * A form post is a few kilobytes: ten seconds is generous on a slow phone and keeps a client that
 * never finishes its body from holding a connection for Node's default five minutes.
 */
export const CONNECTION_LIMITS: ConnectionLimits = {
  requestMs: 10_000,
  headersMs: 10_000,
  checkEveryMs: 1_000,
};

export function createProductionServer(listener: RequestListener, limits = CONNECTION_LIMITS): Server {
  const server = createServer({ connectionsCheckingInterval: limits.checkEveryMs }, listener);
  server.requestTimeout = limits.requestMs;
  server.headersTimeout = limits.headersMs;
  return server;
}
