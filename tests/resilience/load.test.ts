import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedSiteServer, startSiteServer } from "../harness/servers";
import { sitemapPaths } from "../harness/site-pages";

const projectRoot = `${import.meta.dirname}/../..`;

describe("the production server under load", () => {
  let server: StartedSiteServer;
  beforeAll(async () => {
    server = await startSiteServer(projectRoot);
  });
  afterAll(() => server?.stop());

  it("answers 50 connections for 15 s on every page of the sitemap, both languages, without an error", async () => {
    const paths = await sitemapPaths(server.url);
    // Every connection walks the whole sitemap in turn: every page type, both languages.
    const result = await autocannon({
      url: server.url,
      connections: 50,
      duration: 15,
      timeout: 10,
      requests: paths.map((path) => ({ method: "GET" as const, path })),
    });
    const failures = {
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      resets: result.resets,
    };
    expect(failures).toEqual({ errors: 0, timeouts: 0, non2xx: 0, resets: 0 });
    // Fewer than one pass over the sitemap would not be load at all.
    expect(result["2xx"]).toBeGreaterThan(paths.length * 5);
    console.info(
      `load: ${result.requests.total} requests in 15 s (${Math.round(result.requests.average)} req/s), ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${paths.length} pages`,
    );
  });
});
