// @ts-check
// Loaded into a server under test (node --import): prints a line for every HTTP request the process
// sends to its own port, so a test can assert the production server never asks itself for anything
// (warming, publishing, polling and refreshing all happen in-process).
import { subscribe } from "node:diagnostics_channel";

export const SELF_REQUEST_MARK = "SELF-REQUEST";
const ownPort = process.env.PORT ?? "";
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1", "0.0.0.0"]);

/** @param {string} origin e.g. http://127.0.0.1:4321 */
function isSelf(origin) {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  return LOOPBACK.has(url.hostname) && url.port === ownPort;
}

/** @param {string} method @param {string} target */
function report(method, target) {
  process.stderr.write(`${SELF_REQUEST_MARK} ${method} ${target}\n`);
}

// fetch() (undici)
subscribe("undici:request:create", (message) => {
  const { request } = /** @type {{ request: { origin: string; method: string; path: string } }} */ (message);
  if (isSelf(String(request.origin))) report(request.method, `${request.origin}${request.path}`);
});
// node:http / node:https
subscribe("http.client.request.created", (message) => {
  const { request } = /** @type {{ request: import("node:http").ClientRequest }} */ (message);
  const host = String(request.getHeader("host") ?? `${request.host}`);
  if (isSelf(`${request.protocol}//${host}`))
    report(request.method, `${request.protocol}//${host}${request.path}`);
});
