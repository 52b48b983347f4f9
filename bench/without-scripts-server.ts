// Serves the pages of a manifest (written by bench/without-scripts.ts) and proxies every other request to
// the site. Usage: without-scripts-server.ts <port> <pages.json> <site url>
import { readFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { gzipSync } from "node:zlib";
import type { WithoutScriptsPage } from "./without-scripts";

const [port = "0", manifest = "", site = ""] = process.argv.slice(2);
const target = new URL(site);
const listed = JSON.parse(readFileSync(manifest, "utf8")) as Record<string, WithoutScriptsPage>;
const pages = new Map(
  Object.entries(listed).map(([path, page]) => {
    const body = Buffer.from(page.body);
    return [path, { headers: page.headers, body, gzip: gzipSync(body, { level: 6 }) }] as const;
  }),
);

/** Does the client take gzip? (`gzip;q=0` is a refusal.) */
function takesGzip(header: string | undefined): boolean {
  return (header ?? "").split(",").some((part) => {
    const [coding = "", ...parameters] = part.trim().toLowerCase().split(";");
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    return (coding === "gzip" || coding === "*") && !refused;
  });
}

createServer((incoming, outgoing) => {
  const path = (incoming.url ?? "/").split("?")[0] ?? "/";
  const page = incoming.method === "GET" || incoming.method === "HEAD" ? pages.get(path) : undefined;
  if (page) {
    const gzip = takesGzip(incoming.headers["accept-encoding"]);
    const body = gzip ? page.gzip : page.body;
    outgoing.writeHead(200, {
      ...page.headers,
      vary: "Accept-Encoding",
      "content-length": String(body.byteLength),
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    outgoing.end(incoming.method === "HEAD" ? undefined : body);
    return;
  }
  const upstream = request(
    {
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: { ...incoming.headers, host: target.host },
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on("error", () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(upstream);
}).listen(Number(port), "127.0.0.1");
