// The production server (`npm start`): the site's files and its Astro app (whose route cache keeps the
// pages) behind what Astro does not do, on PORT. The build bundles it as the server's entry
// (src/site/integrations/lumbre-server.ts), with the app, so the server and the pages share one module
// graph: the route cache, the publisher and the database pool are the same objects for both. It never
// sends a request to itself: warming, publishing and refreshing all happen in-process.
import "server-only";
import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { options as adapterOptions, handler as astroHandler } from "@astrojs/node/server.js";
import { createApp } from "astro/app/entrypoint";
import { EXPERIMENT_COOKIE, runningExperiments } from "@/content/experiments";
import { scheduledReleaseTimes, upcomingMasterRef } from "@/content/publishing";
import { localeCookie, locales } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { markFrontHandler } from "@/platform/client-address";
import { env } from "@/platform/env";
import { onPublished } from "@/platform/published-signal";
import { describeTrustedProxies, isTrustedPeer, parseTrustedProxies } from "@/platform/trusted-proxies";
import { closeDatabase, databaseReachable } from "@/server/db";
import { createConnectionReport } from "@/server/operations/connection-report";
import { log } from "@/server/operations/log";
import { observePublish, watchOutboxDepth, watchUnrefreshedPages } from "@/server/operations/metrics";
import { createRequestObserver } from "@/server/operations/observe-requests";
import { createOperationsListener } from "@/server/operations/operations-listener";
import { createReadiness, createReadinessFlag, NotReady } from "@/server/operations/readiness";
import {
  currentOutboxDepth,
  outboxRunning,
  startOutboxWorker,
  stopOutboxWorker,
} from "@/server/outbox/runtime";
import { pageCache } from "@/server/page-cache/page-cache";
import { publishedTags } from "@/server/page-cache/page-tags";
import { type MasterRefPoller, startMasterRefPoller } from "@/server/publishing/master-ref-poller";
import { loadPageMoves, refreshPageIndex } from "@/server/publishing/page-moves";
import { startReleaseTimer } from "@/server/publishing/release-timer";
import { publishSite } from "@/server/publishing/site-publisher";
import { createFrontHandler } from "./front-handler";
import { CONNECTION_LIMITS, createProductionServer } from "./production-server";
import { createStaticFiles } from "./static-files";

const trustedProxies = parseTrustedProxies(env.TRUSTED_PROXIES);
// env.ts has validated the setting already; this only narrows the type.
if (typeof trustedProxies === "string") throw new Error(`TRUSTED_PROXIES: ${trustedProxies}`);

// From here on, the site believes the client address this server writes into each request.
markFrontHandler();
startOutboxWorker();

const files = createStaticFiles(fileURLToPath(new URL("../client/", import.meta.url)));
/**
 * Astro's app for renders that start in this process (warming, refreshing after a publish): the same
 * manifest, middleware and route cache as the adapter's, and no request over the network.
 */
const app = createApp({ streaming: false });
const renderInProcess = (request: Request) =>
  // The site's error pages render on demand; never fetch one over the network.
  app.render(request, {
    addCookieHeader: true,
    prerenderedErrorPageFetch: async () => new Response(null, { status: 404 }),
  });
pageCache.setRenderer(renderInProcess);

/** Up once the sitemap's pages are kept (a content outage from then on leaves them answering). */
const contentLoaded = createReadinessFlag("pages not rendered yet");
/** Down from SIGTERM on: the load balancer stops sending before the connections are drained. */
const accepting = createReadinessFlag("shutting down", true);
/** A publish's refresh ended with pages it could not render: not ready until a retry renders them. */
let refreshIncomplete = false;
const pagesCurrent = async () => {
  const left = pageCache.unrefreshedCount;
  if (refreshIncomplete && left > 0) throw new NotReady(`${left} pages not refreshed since the last publish`);
};
const ready = createReadiness(
  {
    accepting: accepting.check,
    database: databaseReachable,
    content: contentLoaded.check,
    pages: pagesCurrent,
    outbox: outboxRunning,
  },
  {
    timeoutMs: 2_000,
    onChange: (readiness, error) =>
      readiness.ok
        ? log.event("readiness", { ready: true })
        : log.error("readiness", error, { ready: false, reason: readiness.reason }),
  },
);
watchOutboxDepth(currentOutboxDepth);
watchUnrefreshedPages(() => pageCache.unrefreshedCount);

const front = createFrontHandler({
  // The build's files from disk, a kept current page from memory; everything else is Astro's.
  kept: (request, response) => files.serve(request, response) || pageCache.serveKept(request, response),
  site: (request, response) => astroHandler(request, response),
  trustedProxies,
  bodyLimitBytes: adapterOptions.bodySizeLimit,
  renderLimit: {
    burst: Math.ceil(env.QUERY_RENDERS_PER_MINUTE / 2),
    perSecond: env.QUERY_RENDERS_PER_MINUTE / 60,
  },
  observe: createRequestObserver(),
  operations: createOperationsListener({
    metricsToken: env.METRICS_TOKEN,
    // Not ready from the signal on, without waiting for the readiness answer reused for a second.
    ready: () =>
      accepting.up ? ready() : Promise.resolve({ ok: false, reason: "accepting: shutting down" }),
  }),
});
const server = createProductionServer(front, {
  ...CONNECTION_LIMITS,
  keepAliveMs: env.KEEP_ALIVE_SECONDS * 1000,
  maxConnections: env.MAX_CONNECTIONS,
  perClient: env.CONNECTIONS_PER_CLIENT,
  isProxy: (address) => isTrustedPeer(trustedProxies, address),
  ...createConnectionReport(),
});
/**
 * Renders every experiment variation once, as a visitor holding its cookie asks for it: the site keeps
 * them (src/server/routing/variation-cache.ts), so a variation's visitors get it from memory, and go on
 * getting it while the content service is down. Resolves with their number.
 */
async function warmVariations(): Promise<number> {
  const visits = runningExperiments.flatMap((experiment) =>
    experiment.routes.flatMap((route) =>
      locales.flatMap((locale) =>
        Array.from({ length: experiment.variationCount }, (_, variation) => ({
          path: localePath(route, locale),
          cookie: `${EXPERIMENT_COOKIE}=${encodeURIComponent(`${experiment.googleId} ${variation}`)}; ${localeCookie.name}=${locale}`,
        })),
      ),
    ),
  );
  for (const { path, cookie } of visits) {
    try {
      await (
        await renderInProcess(new Request(`http://localhost${path}`, { headers: { cookie } }))
      ).arrayBuffer();
    } catch (error) {
      log.error("start.variation-failed", error, { path });
    }
  }
  return visits.length;
}

/**
 * Pages rendered before the server says it is ready (the sitemap's first: the home pages and listings
 * come first); a larger site warms the rest after, as far as the route cache holds them.
 */
const READY_PAGES = 1_000;

server.listen(env.PORT, () => {
  const started = performance.now();
  // Ready once the sitemap's first pages and every experiment variation are kept: an outage of the
  // content service from then on leaves them answering.
  void Promise.all([takePageIndex().then(sitemapPaths), warmVariations()]).then(
    async ([paths, variations]) => {
      const pages = await pageCache.warm(paths.slice(0, READY_PAGES));
      const took = Math.round(performance.now() - started);
      // No page kept (the content service was down): not ready until a publish renders them.
      contentLoaded.set(pages > 0);
      log.event("start.rendered", { pages, variations, durationMs: took });
      log.event("start.ready", { port: env.PORT, proxies: describeTrustedProxies(trustedProxies) });
      // The one line for people (and the test harness) to wait for.
      console.log(`▲ Lumbre on http://localhost:${env.PORT}`);
      if (paths.length > READY_PAGES) {
        const more = await pageCache.warm(paths.slice(READY_PAGES));
        log.event("start.warmed", { pages: more, of: paths.length - READY_PAGES });
      }
    },
  );
});

/**
 * The pages the content has, and the paths that moved before this start: the request pipeline answers a
 * path under a document route from them. A failure leaves each page's own query to decide.
 */
async function takePageIndex(): Promise<void> {
  await loadPageMoves().catch((error: unknown) => log.error("start.page-moves-failed", error));
  await refreshPageIndex().catch((error: unknown) => log.error("start.page-index-failed", error));
}

/** The paths of the pages the sitemap lists, as the site renders it now (in-process). */
async function sitemapPaths(): Promise<string[]> {
  try {
    const sitemap = await renderInProcess(new Request("http://localhost/sitemap.xml"));
    if (sitemap.status !== 200) return [];
    return [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap(([, url = ""]) =>
      URL.canParse(url) ? [new URL(url).pathname] : [],
    );
  } catch (error) {
    log.error("start.sitemap-failed", error);
    return [];
  }
}

/**
 * Publishes as Prismic's webhook does, in-process, through the one publisher the webhook route uses too.
 * A refused publish (content failing the model, the content API unreachable) is thrown, to be tried again.
 */
async function publish(): Promise<void> {
  const taken = await publishSite({});
  if (!taken.ok) throw new Error(`publish refused: ${taken.problems.join("; ")}`);
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
          await publish();
          log.event("publish.noticed", { ref });
        },
      })
    : undefined;

// The embedded service's scheduled releases: published at their time, or at start when one fell due
// after the build (whose content shows the releases due when it ran).
const releases = env.CONTENT_API_URL
  ? undefined
  : startReleaseTimer({
      scheduledTimes: scheduledReleaseTimes,
      publish,
      since: statSync(fileURLToPath(import.meta.url)).mtimeMs,
    });

onPublished((ref, change) => {
  // A ref taken is no news to the poll, and a publish may have added or moved a release.
  poller?.taken(ref);
  releases?.reschedule();
  const started = performance.now();
  Promise.all([pageCache.invalidate(publishedTags(change)), warmVariations()])
    .then(([outcome]) => {
      const durationMs = Math.round(performance.now() - started);
      observePublish(durationMs);
      contentLoaded.set(true);
      // `pages` counts the pages replaced, never those asked for: a page left stale is named below.
      // The ref tells which publish the pages now show (a webhook's sender waits for its own).
      log.event("publish.refreshed", {
        pages: outcome.replaced,
        failed: outcome.failed.length,
        durationMs,
        ref,
      });
      reportUnrefreshed(outcome.failed);
    })
    .catch((error: unknown) => log.error("publish.refresh-failed", error));
});

/** Seconds between two tries of the pages a publish could not render. */
const RETRY_UNREFRESHED_MS = 30_000;
function reportUnrefreshed(failed: readonly string[]): void {
  refreshIncomplete = failed.length > 0;
  if (!refreshIncomplete) return;
  log.warn("publish.refresh-incomplete", {
    failed: failed.length,
    pages: failed.slice(0, 10).join(" "),
  });
}
setInterval(() => {
  if (!refreshIncomplete) return;
  void pageCache.retryUnrefreshed().then(({ replaced, failed }) => {
    if (failed.length === 0) log.event("publish.refresh-completed", { pages: replaced });
    refreshIncomplete = pageCache.unrefreshedCount > 0;
  });
}, RETRY_UNREFRESHED_MS).unref();

/** How long the requests in flight get after SIGTERM before their connections are cut. */
const DRAIN_MS = 25_000;
let shuttingDown = false;

/**
 * SIGTERM (a deploy, a scale-in): /readyz answers 503 at once while requests are still taken for
 * SHUTDOWN_GRACE_SECONDS, so the load balancer stops sending before anything is refused; then no new
 * connection, the requests in flight finish (a lead acknowledged is a lead stored), the outbox workers
 * finish and mark the send under way (the rest waits for the next instance), the database closes and the
 * process ends. SIGINT (Ctrl-C in a terminal, no balancer in front) skips the grace.
 */
async function shutDown(signal: NodeJS.Signals): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  const started = performance.now();
  accepting.set(false);
  poller?.stop();
  releases?.stop();
  const graceMs = signal === "SIGTERM" ? env.SHUTDOWN_GRACE_SECONDS * 1000 : 0;
  log.event("shutdown.not-ready", { signal, graceMs });
  await new Promise((resolve) => setTimeout(resolve, graceMs));
  log.event("shutdown.draining", { signal });
  try {
    await server.drain(DRAIN_MS);
    await stopOutboxWorker();
    await closeDatabase();
    log.event("shutdown.done", { durationMs: Math.round(performance.now() - started) });
    process.exit(0);
  } catch (error) {
    log.error("shutdown.failed", error);
    process.exit(1);
  }
}
process.once("SIGTERM", (signal) => void shutDown(signal));
// A render that failed after its answer was written must not end the process that serves every visitor.
process.on("unhandledRejection", (reason) => log.error("site.unhandled-rejection", reason));
process.once("SIGINT", (signal) => void shutDown(signal));
