import { register as globalRegistry } from "prom-client";
import { describe, expect, it, vi } from "vitest";
import { createMetrics, type ImageRefusalReason, type RateLimiterName, statusLabelOf } from "./metrics";
import { manualTimer } from "./testing";

/** The value of one sample of the exposition (`name{labels} value`), undefined when it is not there. */
function sample(body: string, series: string): number | undefined {
  const line = body.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(metrics: ReturnType<typeof createMetrics>): Promise<string> {
  return (await metrics.render()).body;
}

describe("request metrics", () => {
  it("count requests by route kind and status, with their latency", async () => {
    const metrics = createMetrics();
    metrics.countRequest({ path: "/en/services/", status: 200, durationMs: 30 });
    metrics.countRequest({ path: "/es/", status: 200, durationMs: 4 });
    metrics.countRequest({ path: "/api/contact", status: 429, durationMs: 1 });
    const body = await scrape(metrics);
    expect(sample(body, 'lumbre_http_requests_total{kind="page",status="200"}')).toBe(2);
    expect(sample(body, 'lumbre_http_requests_total{kind="api",status="429"}')).toBe(1);
    expect(sample(body, 'lumbre_http_request_duration_seconds_bucket{le="0.025",kind="page"}')).toBe(1);
    expect(sample(body, 'lumbre_http_request_duration_seconds_bucket{le="0.05",kind="page"}')).toBe(2);
    expect(sample(body, 'lumbre_http_request_duration_seconds_sum{kind="page"}')).toBeCloseTo(0.034);
  });

  it("never turn a path, a query or an odd status into a label value", async () => {
    const metrics = createMetrics();
    for (let index = 0; index < 50; index += 1) {
      metrics.countRequest({
        path: `/en/probe-${index}/?email=ana${index}@example.com`,
        status: 200,
        durationMs: 1,
      });
    }
    metrics.countRequest({ path: "/x", status: 299, durationMs: 1 });
    metrics.countRequest({ path: "/x", status: 1234, durationMs: Number.NaN });
    const body = await scrape(metrics);
    expect(body).not.toMatch(/probe|example\.com|1234/);
    expect(sample(body, 'lumbre_http_requests_total{kind="page",status="200"}')).toBe(50);
    expect(sample(body, 'lumbre_http_requests_total{kind="page",status="2xx"}')).toBe(1);
    expect(sample(body, 'lumbre_http_requests_total{kind="page",status="other"}')).toBe(1);
  });

  it("label statuses by code when the site sends them, by class otherwise", () => {
    expect([200, 304, 404, 429, 503, 499].map(statusLabelOf)).toEqual([
      "200",
      "304",
      "404",
      "429",
      "503",
      "499",
    ]);
    expect([218, 399, 451, 599, 0, 600, 200.5].map(statusLabelOf)).toEqual([
      "2xx",
      "3xx",
      "4xx",
      "5xx",
      "other",
      "other",
      "other",
    ]);
  });
});

describe("the counters the server's parts call", () => {
  it("count cache hits and misses, image encodes and refusals, rate-limit refusals and publishes", async () => {
    const metrics = createMetrics();
    metrics.countCacheHit();
    metrics.countCacheHit();
    metrics.countCacheMiss();
    metrics.countImageEncode();
    metrics.countImageRefusal("queue-full");
    metrics.countRateLimitRefusal("contact");
    metrics.countRateLimitRefusal("contact");
    metrics.observePublish(1500);
    const body = await scrape(metrics);
    expect(sample(body, "lumbre_cache_hits_total")).toBe(2);
    expect(sample(body, "lumbre_cache_misses_total")).toBe(1);
    expect(sample(body, "lumbre_image_encodes_total")).toBe(1);
    expect(sample(body, 'lumbre_image_refusals_total{reason="queue-full"}')).toBe(1);
    expect(sample(body, 'lumbre_rate_limit_refusals_total{limiter="contact"}')).toBe(2);
    expect(sample(body, "lumbre_publish_duration_seconds_sum")).toBe(1.5);
    expect(sample(body, 'lumbre_publish_duration_seconds_bucket{le="1"}')).toBe(0);
    expect(sample(body, 'lumbre_publish_duration_seconds_bucket{le="2.5"}')).toBe(1);
  });

  it("list every limiter and refusal reason from the start, at zero, so a rate over them is defined", async () => {
    const body = await scrape(createMetrics());
    expect(sample(body, 'lumbre_rate_limit_refusals_total{limiter="booking"}')).toBe(0);
    expect(sample(body, 'lumbre_image_refusals_total{reason="client-budget"}')).toBe(0);
  });

  it("count a name outside the known sets (a plain-JavaScript caller) as other", async () => {
    const metrics = createMetrics();
    metrics.countRateLimitRefusal(String("203.0.113.9") as RateLimiterName);
    metrics.countImageRefusal(String("/images/x.jpg") as ImageRefusalReason);
    const body = await scrape(metrics);
    expect(body).not.toMatch(/203\.0\.113\.9|x\.jpg/);
    expect(sample(body, 'lumbre_rate_limit_refusals_total{limiter="other"}')).toBe(1);
    expect(sample(body, 'lumbre_image_refusals_total{reason="other"}')).toBe(1);
  });
});

describe("lumbre_outbox_depth", () => {
  it("reads the depth per channel at each scrape, every channel listed", async () => {
    let depth = { mail: 3 };
    const metrics = createMetrics({ outboxDepth: async () => depth });
    let body = await scrape(metrics);
    expect(sample(body, 'lumbre_outbox_depth{channel="mail"}')).toBe(3);
    expect(sample(body, 'lumbre_outbox_depth{channel="webhook"}')).toBe(0);
    depth = { mail: 0 };
    body = await scrape(metrics);
    expect(sample(body, 'lumbre_outbox_depth{channel="mail"}')).toBe(0);
  });

  it("is left out, not repeated, when the read fails", async () => {
    let fail = false;
    const metrics = createMetrics({
      outboxDepth: async () => {
        if (fail) throw new Error("database down");
        return { mail: 7 };
      },
    });
    expect(sample(await scrape(metrics), 'lumbre_outbox_depth{channel="mail"}')).toBe(7);
    fail = true;
    const body = await scrape(metrics);
    expect(sample(body, 'lumbre_outbox_depth{channel="mail"}')).toBeUndefined();
    expect(body).toContain("lumbre_http_requests_total");
  });

  it("does not hold the scrape when the read hangs: it is left out after the time-out", async () => {
    const timer = manualTimer();
    const metrics = createMetrics({
      outboxDepth: () => new Promise(() => undefined),
      collectTimeoutMs: 2000,
      setTimer: timer.setTimer,
    });
    const rendering = scrape(metrics);
    await vi.waitFor(() => expect(timer.pending()).toBe(1));
    timer.fire();
    expect(sample(await rendering, 'lumbre_outbox_depth{channel="mail"}')).toBeUndefined();
  });

  it("takes its source once the server has one (watchOutboxDepth)", async () => {
    const metrics = createMetrics();
    expect(sample(await scrape(metrics), 'lumbre_outbox_depth{channel="mail"}')).toBeUndefined();
    metrics.watchOutboxDepth(async () => ({ mail: 1, webhook: 2 }));
    expect(sample(await scrape(metrics), 'lumbre_outbox_depth{channel="webhook"}')).toBe(2);
  });
});

describe("the exposition", () => {
  it("is Prometheus' text format, with Node's process metrics, on a registry of its own", async () => {
    const metrics = createMetrics({ defaultMetrics: true });
    const { contentType, body } = await metrics.render();
    expect(contentType).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(body).toContain("# TYPE lumbre_http_requests_total counter");
    expect(body).toContain("# TYPE lumbre_http_request_duration_seconds histogram");
    expect(sample(body, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(body).toContain("nodejs_eventloop_lag_seconds");
    // prom-client's global registry, which any dependency may write to, is not what /metrics shows.
    expect(globalRegistry.getMetricsAsArray()).toEqual([]);
  });
});
