// The production server (`npm start`): Next's request handler behind the shared cache, on PORT.
// Bundled by the build into .next/production-server.mjs, so it runs on plain Node without dev tools.
import "server-only";
import { statSync } from "node:fs";
import { join } from "node:path";
import next from "next";
import { EXPERIMENT_COOKIE, runningExperiments } from "@/content/experiments";
import { scheduledReleaseTimes, upcomingMasterRef } from "@/content/publishing";
import { localeCookie, locales } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { markFrontHandler } from "@/platform/client-address";
import { env } from "@/platform/env";
import { onPublished } from "@/platform/published-signal";
import { parseTrustedProxies } from "@/platform/trusted-proxies";
import { type MasterRefPoller, startMasterRefPoller } from "@/server/publishing/master-ref-poller";
import { publishSecret } from "@/server/publishing/publish-secret";
import { startReleaseTimer } from "@/server/publishing/release-timer";
import { writeCspManifest } from "@/server/security/csp-manifest";
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

/** The pages' inline-script hashes as the pages are on disk: Next writes a page it renders again there. */
function recordScriptHashes(): void {
  try {
    writeCspManifest(process.cwd());
  } catch (error) {
    console.error("[csp] could not record the pages' inline-script hashes", error);
  }
}

/** Pages Next renders again after a publish that the shared cache does not keep (see the front handler). */
function alsoRefresh(): { path: string; cookie: string }[] {
  const pages: { path: string; cookie: string }[] = [];
  for (const locale of locales) {
    const language = `${localeCookie.name}=${locale}`;
    for (const experiment of runningExperiments) {
      for (const route of experiment.routes) {
        for (let variation = 0; variation < experiment.variationCount; variation += 1) {
          const chosen = encodeURIComponent(`${experiment.googleId} ${variation}`);
          pages.push({
            path: localePath(route, locale),
            cookie: `${EXPERIMENT_COOKIE}=${chosen}; ${language}`,
          });
        }
      }
    }
    // A path no page has: the language's not-found page.
    pages.push({ path: `${localePath("index", locale)}lumbre-publish-refresh/`, cookie: language });
  }
  return pages;
}

// A publish before a restart left pages on disk that the build's hashes do not describe.
recordScriptHashes();

const front = createFrontHandler({
  next: (request, response) => handle(request, response),
  cache: new SharedCache(CACHE_BYTES, ENTRY_BYTES),
  self: { host: "localhost", port: env.PORT },
  trustedProxies,
  alsoRefresh,
  afterRefresh: recordScriptHashes,
  cdnSeconds: env.CDN_CACHE_SECONDS,
});
const server = createProductionServer(front);
server.listen(env.PORT, () => {
  console.log(`▲ Lumbre on http://localhost:${env.PORT}`);
});

/**
 * Publishes as Prismic's webhook does, through this instance's own /api/publish: the poll and the release
 * timer take the path a call from outside takes.
 */
async function publishToSelf(type: string, masterRef?: string): Promise<void> {
  const response = await fetch(`http://localhost:${env.PORT}/api/publish`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ type, ...(masterRef && { masterRef }), secret: publishSecret() }),
  });
  const answer = await response.text();
  if (response.status !== 202) throw new Error(`publish answered ${response.status}: ${answer}`);
}

/** Seconds between two looks at the master ref: 30 on hosted Prismic, off on the embedded service. */
const pollSeconds = env.CONTENT_POLL_SECONDS ?? (env.CONTENT_API_URL ? 30 : 0);
const poller: MasterRefPoller | undefined =
  pollSeconds > 0
    ? startMasterRefPoller({
        intervalMs: pollSeconds * 1000,
        readMasterRef: upcomingMasterRef,
        immediate: !env.CONTENT_API_URL,
        onChange: async (ref) => {
          await publishToSelf("poll", ref);
          console.log(`[publish] master ref ${ref} noticed`);
        },
      })
    : undefined;

// The embedded service's scheduled releases: published at their time, or at start when one fell due
// after the build (whose pages show the releases due when it ran).
const releases = env.CONTENT_API_URL
  ? undefined
  : startReleaseTimer({
      scheduledTimes: scheduledReleaseTimes,
      publish: () => publishToSelf("release"),
      since: statSync(join(process.cwd(), ".next", "BUILD_ID")).mtimeMs,
    });

onPublished((ref) => {
  // A ref taken is no news to the poll, and a publish may have added or moved a release.
  poller?.taken(ref);
  releases?.reschedule();
  const started = performance.now();
  front
    .refresh()
    .then((pages) =>
      console.log(`[publish] ${pages} pages rendered again in ${Math.round(performance.now() - started)} ms`),
    )
    .catch((error: unknown) => console.error("[publish] refresh failed", error));
});

function shutDown(): void {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  // Requests still running get a few seconds, then the process ends anyway.
  setTimeout(() => process.exit(0), 5000).unref();
}
process.once("SIGTERM", shutDown);
process.once("SIGINT", shutDown);
