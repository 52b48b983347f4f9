import "server-only";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { OutboxChannelName } from "@/server/db/schema";
import { type RouteKind, routeKindOf } from "./route-kind";
import { realTimer, type SetTimer, withinTime } from "./time-limit";

export { type RouteKind, routeKindOf } from "./route-kind";

/**
 * The server's metrics, in Prometheus' text format (served at /metrics by operations-listener.ts). Call
 * sites use the small functions below and never prom-client itself. Every label takes its value from a
 * fixed set, so the number of series stays bounded whatever visitors send: a value outside the set is
 * counted as "other", never as itself.
 */

/** Why the image service refused a request (src/server/images/handler.ts). */
export type ImageRefusalReason =
  /** The encode queue is full (503). */
  | "queue-full"
  /** The client spent its allowance of fresh encodes (429). */
  | "client-budget"
  /** The request asked for something the service does not do (400) or a file outside images/ (403). */
  | "invalid-request"
  /** The encode failed on the server's side (503). */
  | "encode-failed";

const IMAGE_REFUSAL_REASONS: readonly ImageRefusalReason[] = [
  "queue-full",
  "client-budget",
  "invalid-request",
  "encode-failed",
];

/** The site's rate limiters, as a refusal names them. */
export type RateLimiterName =
  | "contact"
  | "consultation"
  | "booking"
  | "booking-cancel"
  | "slots"
  | "publish"
  | "preview"
  | "content-api"
  | "image-encode"
  | "page-render"
  | "slice-simulator"
  | "connection";

const RATE_LIMITERS: readonly RateLimiterName[] = [
  "contact",
  "consultation",
  "booking",
  "booking-cancel",
  "slots",
  "publish",
  "preview",
  "content-api",
  "image-encode",
  "page-render",
  "slice-simulator",
  "connection",
];

const OUTBOX_CHANNELS: readonly OutboxChannelName[] = ["mail", "webhook"];

/** Why the production server refused a connection (production-server.ts). */
export type ConnectionRefusalReason = "server-full" | "client-share";
const CONNECTION_REFUSALS: readonly ConnectionRefusalReason[] = ["server-full", "client-share"];
/** Why the production server closed connections on its own. */
export type ConnectionClosingReason = "idle-timeout" | "write-timeout" | "reclaimed";
const CONNECTION_CLOSINGS: readonly ConnectionClosingReason[] = [
  "idle-timeout",
  "write-timeout",
  "reclaimed",
];

/** Rows waiting to be delivered, per channel (a channel left out counts as none). */
export type OutboxDepth = Readonly<Partial<Record<OutboxChannelName, number>>>;

/**
 * The statuses the site answers with, each its own label value; anything else is counted by its class
 * ("2xx"…), so a status label has at most about 35 values.
 */
const KNOWN_STATUSES = new Set([
  200, 201, 202, 204, 206, 301, 302, 303, 304, 307, 308, 400, 401, 403, 404, 405, 406, 409, 410, 411, 413,
  414, 415, 416, 422, 429, 431, 499, 500, 501, 502, 503, 504,
]);

export function statusLabelOf(status: number): string {
  if (KNOWN_STATUSES.has(status)) return String(status);
  if (Number.isInteger(status) && status >= 100 && status <= 599) return `${Math.floor(status / 100)}xx`;
  return "other";
}

export interface RequestSample {
  /** The request target (request.url); only the kind of route it names is kept. */
  readonly path: string | undefined;
  readonly status: number;
  readonly durationMs: number;
}

export interface Metrics {
  countRequest(sample: RequestSample): void;
  /** An answer served from the shared cache. */
  countCacheHit(): void;
  /** A cacheable request the cache did not hold (the site answered it). */
  countCacheMiss(): void;
  /** A fresh image encode (not a hit from memory or disk). */
  countImageEncode(): void;
  countImageRefusal(reason: ImageRefusalReason): void;
  countRateLimitRefusal(limiter: RateLimiterName): void;
  /** A connection answered with the 503 before any request was read. */
  countConnectionRefusal(reason: ConnectionRefusalReason): void;
  /** Connections the server closed on its own (one idle or too slow to read; the idle ones near the cap). */
  countConnectionClosing(reason: ConnectionClosingReason): void;
  /** A publish, from its content taken to the last page rendered again (the refresh after onPublished). */
  observePublish(durationMs: number): void;
  /** Where lumbre_outbox_depth reads from at each scrape; undefined = the metric is left out. */
  watchOutboxDepth(read: (() => Promise<OutboxDepth>) | undefined): void;
  /** Where lumbre_pages_unrefreshed reads from at each scrape: pages a publish changed, not rendered yet. */
  watchUnrefreshedPages(read: () => number): void;
  /** The exposition: what /metrics answers. */
  render(): Promise<{ readonly contentType: string; readonly body: string }>;
}

export interface MetricsOptions {
  /** Node's process metrics (CPU, memory, event loop lag, GC, handles); the process's metrics have them. */
  readonly defaultMetrics?: boolean;
  readonly outboxDepth?: () => Promise<OutboxDepth>;
  /** A scrape waits this long for the outbox depth, then leaves the metric out (default 2000 ms). */
  readonly collectTimeoutMs?: number;
  readonly setTimer?: SetTimer;
}

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const PUBLISH_BUCKETS = [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];

function seconds(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? ms / 1000 : 0;
}

/** Metrics on a registry of their own (never prom-client's global one, which any dependency may fill). */
export function createMetrics(options: MetricsOptions = {}): Metrics {
  const registry = new Registry();
  if (options.defaultMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const collectTimeoutMs = options.collectTimeoutMs ?? 2000;
  const setTimer = options.setTimer ?? realTimer;
  let readOutboxDepth = options.outboxDepth;
  let readUnrefreshedPages: () => number = () => 0;

  const requests = new Counter({
    name: "lumbre_http_requests_total",
    help: "Requests answered, by route kind and status.",
    labelNames: ["kind", "status"] as const,
    registers,
  });
  const duration = new Histogram({
    name: "lumbre_http_request_duration_seconds",
    help: "Time from a request's arrival to the end of its answer, by route kind.",
    labelNames: ["kind"] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const cacheHits = new Counter({
    name: "lumbre_cache_hits_total",
    help: "Answers served from the route cache (current or stale).",
    registers,
  });
  const cacheMisses = new Counter({
    name: "lumbre_cache_misses_total",
    help: "Cacheable requests the route cache did not hold (rendered, and kept).",
    registers,
  });
  const imageEncodes = new Counter({
    name: "lumbre_image_encodes_total",
    help: "Fresh image encodes (hits from memory or disk not counted).",
    registers,
  });
  /**
   * A counter by one label whose values come from a fixed set (zero from the start, so a rate over them
   * is defined before the first); anything else counts as "other".
   */
  function labelledCounter<T extends string>(
    name: string,
    help: string,
    label: string,
    values: readonly T[],
  ) {
    const counter = new Counter({ name, help, labelNames: [label], registers });
    for (const value of values) counter.inc({ [label]: value }, 0);
    return (value: T) => counter.inc({ [label]: values.includes(value) ? value : "other" });
  }
  const countImageRefusal = labelledCounter(
    "lumbre_image_refusals_total",
    "Image requests refused, by reason.",
    "reason",
    IMAGE_REFUSAL_REASONS,
  );
  const countRateLimitRefusal = labelledCounter(
    "lumbre_rate_limit_refusals_total",
    "Requests refused by a rate limiter, by limiter.",
    "limiter",
    RATE_LIMITERS,
  );
  const countConnectionRefusal = labelledCounter(
    "lumbre_connection_refusals_total",
    "Connections refused with a 503 before a request was read, by reason.",
    "reason",
    CONNECTION_REFUSALS,
  );
  const countConnectionClosing = labelledCounter(
    "lumbre_connection_closings_total",
    "Connections the server closed on its own, by reason (reclaimed: idle ones closed near the cap).",
    "reason",
    CONNECTION_CLOSINGS,
  );
  const publishDuration = new Histogram({
    name: "lumbre_publish_duration_seconds",
    help: "Time a publish took, from its content taken to the last page rendered again.",
    buckets: PUBLISH_BUCKETS,
    registers,
  });
  new Gauge({
    name: "lumbre_outbox_depth",
    help: "Outbox rows waiting to be delivered (pending or being sent), by channel; absent when unreadable.",
    labelNames: ["channel"] as const,
    registers,
    async collect() {
      // A failed or slow read leaves the metric out rather than repeating the last value as if current.
      this.reset();
      const read = readOutboxDepth;
      if (!read) return;
      let depth: OutboxDepth;
      try {
        depth = await withinTime(read, collectTimeoutMs, setTimer);
      } catch {
        return;
      }
      for (const channel of OUTBOX_CHANNELS) this.set({ channel }, depth[channel] ?? 0);
    },
  });

  new Gauge({
    name: "lumbre_pages_unrefreshed",
    help: "Kept pages a publish changed whose new render could not be kept yet (served stale, tried again).",
    registers,
    collect() {
      this.set(readUnrefreshedPages());
    },
  });

  const kindOf = (path: string | undefined): RouteKind => routeKindOf(path);

  return {
    countRequest(sample) {
      const kind = kindOf(sample.path);
      requests.inc({ kind, status: statusLabelOf(sample.status) });
      duration.observe({ kind }, seconds(sample.durationMs));
    },
    countCacheHit: () => cacheHits.inc(),
    countCacheMiss: () => cacheMisses.inc(),
    countImageEncode: () => imageEncodes.inc(),
    countImageRefusal,
    countRateLimitRefusal,
    countConnectionRefusal,
    countConnectionClosing,
    observePublish: (durationMs) => publishDuration.observe(seconds(durationMs)),
    watchOutboxDepth(read) {
      readOutboxDepth = read;
    },
    watchUnrefreshedPages(read) {
      readUnrefreshedPages = read;
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/** The process's metrics, with Node's process metrics: what the server and its parts count into. */
export const metrics: Metrics = createMetrics({ defaultMetrics: true });

export const {
  countRequest,
  countCacheHit,
  countCacheMiss,
  countImageEncode,
  countImageRefusal,
  countRateLimitRefusal,
  countConnectionRefusal,
  countConnectionClosing,
  observePublish,
  watchOutboxDepth,
  watchUnrefreshedPages,
} = metrics;
