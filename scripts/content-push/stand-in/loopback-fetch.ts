/**
 * fetch over node:http, for talking to the stand-in under the skipping clock. Node's own fetch keeps its
 * time-outs on the timers that clock fakes, so jumping over the write client's waits would also fire
 * fetch's header time-out mid-request; node:http's sockets keep theirs on timers the clock leaves alone.
 * Loopback only: it refuses any other host, so it can never carry a token to the internet.
 */
import { request as httpRequest } from "node:http";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export const loopbackFetch: typeof fetch = async (input, init) => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (url.protocol !== "http:" || !LOOPBACK.has(url.hostname)) {
    throw new TypeError(`loopbackFetch reaches the stand-in only, not ${url.origin}`);
  }
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const headers = Object.fromEntries(request.headers);
  return new Promise<Response>((resolve, reject) => {
    const outgoing = httpRequest(url, { method: request.method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.on("error", reject);
      incoming.on("end", () => {
        const status = incoming.statusCode ?? 500;
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (typeof value === "string") responseHeaders.set(name, value);
          else if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
        }
        const response = new Response(NULL_BODY_STATUSES.has(status) ? null : Buffer.concat(chunks), {
          status,
          headers: responseHeaders,
        });
        // Prismic's clients name the URL in their errors; a constructed Response has none of its own.
        Object.defineProperty(response, "url", { value: request.url });
        resolve(response);
      });
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
};
