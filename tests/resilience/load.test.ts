import autocannon from "autocannon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedSiteServer, startSiteServer } from "../harness/servers";
import { sitemapPaths } from "../harness/site-pages";

const projectRoot = `${import.meta.dirname}/../..`;
const CONNECTIONS = 50;
/**
 * Against a server that stops answering, not a speed requirement: the run fits in it at about a dozen
 * requests a second, where a 2-CPU machine busy with other work serves hundreds.
 */
const DEADLINE_MS = 600_000;

describe("the production server under load", { timeout: DEADLINE_MS }, () => {
  let server: StartedSiteServer;
  beforeAll(async () => {
    server = await startSiteServer(projectRoot);
  });
  afterAll(() => server?.stop());

  it("answers 50 connections, each asking for every page of the sitemap, both languages, without an error", async () => {
    const paths = await sitemapPaths(server.url);
    // A fixed amount of work rather than a fixed time: a busy machine takes longer over it, and every
    // request must still be answered. Each connection gets an equal share, and walks the sitemap in turn.
    const amount = paths.length * CONNECTIONS;
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      amount,
      // Against a hang, not slowness: far past what any page takes under load.
      timeout: 60,
      requests: paths.map((path) => ({ method: "GET" as const, path })),
    });
    const failures = {
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      resets: result.resets,
    };
    expect(failures).toEqual({ errors: 0, timeouts: 0, non2xx: 0, resets: 0 });
    expect(result["2xx"]).toBe(amount);
    console.info(
      `load: ${result.requests.total} requests in ${result.duration} s (${Math.round(result.requests.average)} req/s), ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${paths.length} pages`,
    );
  });
});
