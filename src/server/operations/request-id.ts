import "server-only";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";

/**
 * What an incoming id may look like to be kept: what load balancers and tracing proxies send (UUIDs,
 * hex, dotted ids), and nothing that could break a log line or a header.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id: the one a proxy in front already gave it (so one request carries one id through
 * every log), when it has exactly one that fits the pattern; otherwise a new one.
 */
export function requestIdOf(
  incoming: string | readonly string[] | undefined,
  generate: () => string = randomUUID,
): string {
  return typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : generate();
}

/**
 * Gives the request its id: sent back as X-Request-Id, and written into the request's own header so
 * whatever answers it further in (the site, its error logs) reads the same id.
 */
export function assignRequestId(
  request: Pick<IncomingMessage, "headers">,
  response: Pick<ServerResponse, "setHeader">,
  generate?: () => string,
): string {
  const id = requestIdOf(request.headers[REQUEST_ID_HEADER], generate);
  request.headers[REQUEST_ID_HEADER] = id;
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

/** The id assignRequestId gave this request (for an error logged further in); undefined before that. */
export function assignedRequestId(request: Pick<IncomingMessage, "headers">): string | undefined {
  const id = request.headers[REQUEST_ID_HEADER];
  return typeof id === "string" && REQUEST_ID_PATTERN.test(id) ? id : undefined;
}
