// The production server (`npm start`): Next's request handler behind the shared cache, on PORT.
// Bundled by the build into .next/production-server.mjs, so it runs on plain Node without dev tools.
import "server-only";
import next from "next";
import { markFrontHandler } from "@/platform/client-address";
import { env } from "@/platform/env";
import { parseTrustedProxies } from "@/platform/trusted-proxies";
import { createFrontHandler } from "./front-handler";
import { createProductionServer } from "./production-server";
import { SharedCache } from "./shared-cache";

/** Every pre-rendered page, both languages, gzipped and not, fits several times over. */
const CACHE_BYTES = 128 * 1024 * 1024;
const ENTRY_BYTES = 4 * 1024 * 1024;

const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
// env.ts has validated the setting already; this only narrows the type.
if (typeof trustedProxies === "string") throw new Error(`TRUSTED_PROXIES: ${trustedProxies}`);

// From here on, route handlers believe the client address this server writes into each request.
markFrontHandler();

// "localhost", not 127.0.0.1: the proxy's rewrites are resolved against it (vercel/next.js#94342).
const app = next({ dev: false, dir: process.cwd(), hostname: "localhost", port: env.PORT });
const handle = app.getRequestHandler();
await app.prepare();

const server = createProductionServer(
  createFrontHandler({
    next: (request, response) => handle(request, response),
    cache: new SharedCache(CACHE_BYTES, ENTRY_BYTES),
    self: { host: "localhost", port: env.PORT },
    trustedProxies,
  }),
);
server.listen(env.PORT, () => {
  console.log(`▲ Lumbre on http://localhost:${env.PORT}`);
});

function shutDown(): void {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running get a few seconds, then the process ends anyway.
  setTimeout(() => process.exit(0), 5000).unref();
}
process.once("SIGTERM", shutDown);
process.once("SIGINT", shutDown);
