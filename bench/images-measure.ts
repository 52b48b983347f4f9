// The image measurements of issue 7's budget, as functions a wider benchmark can reuse:
// the weight of the home page's images at 640 w, and the throughput of a cached /_ipx hit against the
// same bytes served as a static file. Loopback only; every loop is bounded in time.
import { spawn } from "node:child_process";
import { Agent, request as httpRequest } from "node:http";
import { join } from "node:path";
import { freePort, type StartedServer, stopProcess, waitFor } from "../tests/harness/servers";

export interface LoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly bytes: number;
}

export interface LoadOptions {
  /** How long requests are sent, after the warm-up. */
  readonly seconds: number;
  /** Requests in flight at once, each on its own kept-alive connection. */
  readonly concurrency: number;
  readonly warmupSeconds?: number;
}

/** One GET over the given agent; resolves with the status and the body's length. */
function get(url: URL, agent: Agent): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent, method: "GET" }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.byteLength;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

/**
 * Sends GETs to one URL from `concurrency` loops over kept-alive connections for a fixed time and reports
 * requests per second and latency percentiles (ms). Anything but a 200 counts as an error.
 */
export async function loadTest(target: string, options: LoadOptions): Promise<LoadResult> {
  const url = new URL(target);
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const run = async (seconds: number, record: boolean) => {
    const timings: number[] = [];
    let errors = 0;
    let bytes = 0;
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: options.concurrency }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          try {
            const response = await get(url, agent);
            if (response.status !== 200) errors += 1;
            bytes = response.bytes;
          } catch {
            errors += 1;
          }
          if (record) timings.push(performance.now() - started);
        }
      }),
    );
    return { timings, errors, bytes };
  };
  try {
    await run(options.warmupSeconds ?? 1, false);
    const started = performance.now();
    const { timings, errors, bytes } = await run(options.seconds, true);
    const elapsed = (performance.now() - started) / 1000;
    timings.sort((a, b) => a - b);
    return {
      requests: timings.length,
      errors,
      perSecond: timings.length / elapsed,
      p50: percentile(timings, 0.5),
      p99: percentile(timings, 0.99),
      bytes,
    };
  } finally {
    agent.destroy();
  }
}

export interface HomeImageWeight {
  /** The master (/images/…) whose 640 w WebP weighs most. */
  readonly src: string;
  readonly url: string;
  readonly bytes: number;
  /** Every image of the home page at 640 w, heaviest first. */
  readonly all: readonly { src: string; bytes: number }[];
}

/**
 * The home page's images as its WebP srcset lists them at 640 w, fetched from the image service: the
 * heaviest one is what the "≤ 100 KB at 640 w" budget is about.
 */
export async function measureHomeImageWeight(baseUrl: string): Promise<HomeImageWeight> {
  const html = await (await fetch(new URL("/", baseUrl))).text();
  // React writes srcSet as it is spelled; any attribute order and case are accepted.
  const webpSources = [...html.matchAll(/<source\b[^>]*>/gi)]
    .map((match) => match[0])
    .filter((element) => /\stype="image\/webp"/i.test(element));
  const urls = webpSources.flatMap((element) =>
    (/\ssrcset="([^"]+)"/i.exec(element)?.[1] ?? "")
      .split(", ")
      .map((candidate) => candidate.split(" ")[0] ?? "")
      .filter((url) => /,w_640[,/]/.test(url)),
  );
  if (urls.length === 0) throw new Error("the home page lists no 640 w WebP image");
  const weights = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const response = await fetch(new URL(url, baseUrl));
      if (!response.ok || response.headers.get("content-type") !== "image/webp") {
        throw new Error(`${url} answered ${response.status} ${response.headers.get("content-type")}`);
      }
      return {
        url,
        src: url.replace(/^\/_ipx\/[^/]+/, ""),
        bytes: (await response.arrayBuffer()).byteLength,
      };
    }),
  );
  weights.sort((a, b) => b.bytes - a.bytes);
  const [heaviest] = weights;
  if (!heaviest) throw new Error("no image measured");
  return { ...heaviest, all: weights.map(({ src, bytes }) => ({ src, bytes })) };
}

/**
 * The image service's handler alone on node:http in its own process (no production server around it):
 * separates the service's own cost per cached hit from the server's. `path` is an /_ipx/… URL path to warm.
 */
export async function startImageServiceServer(projectRoot: string, path: string): Promise<StartedServer> {
  const port = await freePort();
  const program = join(projectRoot, "bench", "images-service-server.ts");
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/server-only.mjs", program, String(port), projectRoot],
    {
      cwd: projectRoot,
      stdio: "ignore",
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}${path}`, child, 60);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, stop: () => stopProcess(child) };
}
