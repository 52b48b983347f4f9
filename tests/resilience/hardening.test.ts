import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StartedSiteServer, startSiteServer } from "../harness/servers";
import { sitemapPaths } from "../harness/site-pages";

const projectRoot = `${import.meta.dirname}/../..`;

/** The share of `values` at or under which `share` of them fall (0.95: the 95th percentile). */
function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

async function timedGet(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers, redirect: "manual" });
  await response.arrayBuffer();
  return {
    status: response.status,
    cache: response.headers.get("x-lumbre-cache"),
    ms: performance.now() - started,
  };
}

/**
 * The third hostile probe's floods, bounded and on loopback only, against the production server: each
 * asserts what a visitor would notice (their page still cached, their requests answered); the figures
 * the closing note quotes are printed.
 */
describe("the production server under the third probe's floods", () => {
  let server: StartedSiteServer;
  let pages: string[];

  beforeAll(async () => {
    // Behind a trusted proxy (this test) each visitor is named by X-Forwarded-For; a small cap makes the
    // idle-connection flood bounded.
    server = await startSiteServer(projectRoot, {
      env: {
        TRUSTED_PROXIES: "127.0.0.1",
        MAX_CONNECTIONS: "120",
        CONNECTIONS_PER_CLIENT: "8",
        // A budget of 30 at once: the render flood below, 240 requests, meets it within the test.
        QUERY_RENDERS_PER_MINUTE: "60",
      },
    });
    pages = await sitemapPaths(server.url);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("keeps every page cached under its one key after 1,400 spellings of real pages", async () => {
    const cachedBefore = (await Promise.all(pages.map((path) => timedGet(`${server.url}${path}`)))).filter(
      (answer) => answer.cache === "hit",
    ).length;
    // Each page spelled ten ways: one of its letters percent-escaped, in lower or upper case hex.
    const spellings = pages
      .flatMap((path) =>
        Array.from({ length: 10 }, (_, index) => {
          let seen = -1;
          return path.replace(/[a-z]/g, (letter) => {
            seen += 1;
            if (seen !== Math.floor(index / 2)) return letter;
            const hex = letter.charCodeAt(0).toString(16);
            return `%${index % 2 === 0 ? hex : hex.toUpperCase()}`;
          });
        }),
      )
      .filter((spelling) => spelling.includes("%"));
    const answers: Awaited<ReturnType<typeof timedGet>>[] = [];
    for (let start = 0; start < spellings.length; start += 20) {
      answers.push(
        ...(await Promise.all(
          spellings
            .slice(start, start + 20)
            .map((path) => timedGet(`${server.url}${path}`, { "x-forwarded-for": "198.51.100.7" })),
        )),
      );
    }
    // Every other spelling is a redirect to the one URL: none is rendered, none kept.
    expect(answers.filter((answer) => answer.status !== 308)).toEqual([]);
    const after = await Promise.all(pages.map((path) => timedGet(`${server.url}${path}`)));
    const kept = after.filter((answer) => answer.cache === "hit").length;
    console.log(`spellings: ${spellings.length} sent, ${kept} of ${pages.length} sitemap pages still cached`);
    // The language-detecting "/" and the experiment's page are never kept; every other page still is.
    expect(cachedBefore).toBeGreaterThanOrEqual(pages.length - 2);
    expect(kept).toBe(cachedBefore);
  }, 120_000);

  it("holds one address's render flood to its budget, while a visitor's cached pages stay served", async () => {
    const flooder = { "x-forwarded-for": "198.51.100.66" };
    let next = 0;
    const statuses: number[] = [];
    const flood = Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let round = 0; round < 40; round += 1) {
          next += 1;
          const headers = next % 3 === 0 ? { ...flooder, cookie: "io.prismic.preview=junk" } : flooder;
          statuses.push((await timedGet(`${server.url}/services/?bust=${next}`, headers)).status);
        }
      }),
    );
    const visitor: number[] = [];
    const visiting = (async () => {
      for (let round = 0; round < 60; round += 1) {
        const path = pages[round % pages.length] ?? "/services/";
        if (path === "/") continue;
        const answer = await timedGet(`${server.url}${path}`, { "x-forwarded-for": "203.0.113.20" });
        expect(answer.status).toBe(200);
        visitor.push(answer.ms);
      }
    })();
    await Promise.all([flood, visiting]);
    const rendered = statuses.filter((status) => status === 200).length;
    console.log(
      `render flood: ${statuses.length} requests, ${rendered} rendered, ${statuses.filter((s) => s === 429).length} refused; visitor p95 ${percentile(visitor, 0.95).toFixed(1)} ms`,
    );
    // The budget (30 at once, one a second here) let few through; the rest were 429s.
    expect(rendered).toBeLessThan(statuses.length / 3);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  }, 120_000);

  it("answers visitors while 65 addresses hold idle connections open", async () => {
    const held: Socket[] = [];
    const port = Number(new URL(server.url).port);
    const open = (address: string) =>
      new Promise<void>((resolve) => {
        const socket = connect({ host: "127.0.0.1", port, localAddress: address }, () => {
          socket.write("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
        });
        held.push(socket);
        socket.on("error", () => resolve());
        socket.once("data", () => resolve());
        socket.once("close", () => resolve());
      });
    try {
      // 65 addresses × 8 connections each: over the server's cap of 120, all kept alive and idle.
      for (let index = 0; index < 65; index += 1) {
        await Promise.all(Array.from({ length: 8 }, () => open(`127.0.1.${index + 1}`)));
      }
      const answers = [];
      for (let index = 0; index < 40; index += 1) {
        answers.push((await timedGet(`${server.url}${pages[index % pages.length] ?? "/"}`)).status);
      }
      const answered = answers.filter((status) => status === 200).length;
      console.log(
        `idle flood: 520 connections from 65 addresses; visitors answered ${answered} of ${answers.length}`,
      );
      expect(answered).toBe(answers.length);
    } finally {
      for (const socket of held) socket.destroy();
    }
  }, 120_000);
});
