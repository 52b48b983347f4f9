/**
 * What the stand-in's APIs share: answering, reading a bounded body, and checking the two headers every
 * one of Prismic's write clients sends (`repository: <name>` and `Authorization: Bearer <token>`).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** One request as a route sees it; a route answers and returns true, or returns false to pass it on. */
export interface RouteContext {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly method: string;
  readonly url: URL;
  readonly path: string;
}

export type Route = (context: RouteContext) => Promise<boolean>;

const BODY_LIMIT = 32 * 1024 * 1024;

export class BodyTooLargeError extends Error {}

export function send(
  response: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): true {
  if (body === undefined) {
    response.writeHead(status, headers).end();
  } else if (typeof body === "string") {
    response.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers }).end(body);
  } else if (Buffer.isBuffer(body)) {
    response.writeHead(status, headers).end(body);
  } else {
    response.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
  }
  return true;
}

export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > BODY_LIMIT) throw new BodyTooLargeError("body too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The body as JSON, or undefined when it is not JSON (the caller answers 400 in its API's words). */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse((await readBody(request)).toString("utf8")) as unknown;
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    return undefined;
  }
}

/** Whether the request names the repository and carries its token, as Prismic's write APIs require. */
export function authorised(request: IncomingMessage, repositoryName: string, token: string): boolean {
  return request.headers.authorization === `Bearer ${token}` && request.headers.repository === repositoryName;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
