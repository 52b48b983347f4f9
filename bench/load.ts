// Throughput and latency of one server over a list of paths (autocannon, kept-alive connections),
// and the peak memory of a process while it runs.
import { readFile } from "node:fs/promises";
import autocannon from "autocannon";

export interface Throughput {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  /** Failed requests: connection errors, timeouts (10 s) and answers other than 2xx, together… */
  readonly errors: number;
  /** …and the last two alone. */
  readonly timeouts?: number;
  readonly non2xx?: number;
  /** Answers by status code (e.g. { "200": 3000, "503": 12 }). */
  readonly statuses?: Readonly<Record<string, number>>;
  /**
   * The server's CPU time per answer (user and system, ms), when its process was named: what the server
   * spends, apart from the load generator, which shares the machine's cores and can be the limit.
   */
  readonly serverCpuMs?: number;
}

export interface ThroughputOptions {
  /**
   * Each request asks for one of `paths` at random rather than each connection going through them in
   * order: over thousands of paths, a short run in order asks only for the first few hundred.
   */
  readonly random?: boolean;
  /** Sent with every request (a browser's Accept-Encoding, say). */
  readonly headers?: Readonly<Record<string, string>>;
  /** The server's process: its CPU time over the run is reported per answer. */
  readonly serverPid?: number;
}

export async function measureThroughput(
  baseUrl: string,
  paths: readonly string[],
  seconds: number,
  connections: number,
  options: ThroughputOptions = {},
): Promise<Throughput> {
  const pick = () => paths[Math.floor(Math.random() * paths.length)] ?? "/";
  const requests = options.random
    ? [
        {
          method: "GET" as const,
          path: pick(),
          setupRequest: (request: object) => ({ ...request, path: pick() }),
        },
      ]
    : paths.map((path) => ({ method: "GET" as const, path }));
  // A short warm-up first: caches fill and the JIT settles, as on a server that has been up a while.
  const headers = { ...options.headers };
  await autocannon({ url: baseUrl, connections, duration: 2, requests, headers });
  const cpuBefore = options.serverPid === undefined ? undefined : await cpuMs(options.serverPid);
  const result = await autocannon({ url: baseUrl, connections, duration: seconds, requests, headers });
  const cpuAfter = options.serverPid === undefined ? undefined : await cpuMs(options.serverPid);
  const answered = result.requests.total;
  return {
    ...(cpuBefore !== undefined && cpuAfter !== undefined && answered > 0
      ? { serverCpuMs: (cpuAfter - cpuBefore) / answered }
      : {}),
    requestsPerSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]),
    ),
  };
}

/** The median of each figure over several runs of one target (errors: all of them). */
export function medianOf(runs: readonly Throughput[]): Throughput {
  const median = (pick: (run: Throughput) => number) =>
    [...runs.map(pick)].sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0;
  return {
    requestsPerSecond: median((run) => run.requestsPerSecond),
    p50: median((run) => run.p50),
    p99: median((run) => run.p99),
    requests: median((run) => run.requests),
    ...(runs.every((run) => run.serverCpuMs !== undefined)
      ? { serverCpuMs: median((run) => run.serverCpuMs ?? 0) }
      : {}),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    timeouts: runs.reduce((sum, run) => sum + (run.timeouts ?? 0), 0),
    non2xx: runs.reduce((sum, run) => sum + (run.non2xx ?? 0), 0),
    statuses: runs.reduce<Record<string, number>>((sum, run) => {
      for (const [status, count] of Object.entries(run.statuses ?? {}))
        sum[status] = (sum[status] ?? 0) + count;
      return sum;
    }, {}),
  };
}

/**
 * Two targets measured in turns over `rounds` rounds (each first in every other round: on a shared
 * machine the first of a pair is often the faster), each figure the median of its rounds, so one busy
 * moment of the machine decides neither the ratio nor the tail.
 */
export async function measurePaired(
  targets: { readonly a: () => Promise<Throughput>; readonly b: () => Promise<Throughput> },
  rounds: number,
): Promise<{ a: Throughput; b: Throughput }> {
  const runs = { a: [] as Throughput[], b: [] as Throughput[] };
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? (["a", "b"] as const) : (["b", "a"] as const);
    for (const name of order) runs[name].push(await targets[name]());
  }
  return { a: medianOf(runs.a), b: medianOf(runs.b) };
}

/** The CPU time (user and system) a process has used (Linux), in ms; undefined once it is gone. */
export async function cpuMs(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * (1000 / CLOCK_TICKS_PER_SECOND) : undefined;
  } catch {
    return undefined;
  }
}

/** Linux's USER_HZ, the unit of /proc's CPU times (`getconf CLK_TCK`), 100 on every common build. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Resident memory of a process (Linux), in bytes; 0 once it is gone. */
async function residentBytes(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Samples a process's resident memory every 100 ms until `stop`; returns the peak. */
export function sampleMemory(pid: number): { stop(): Promise<number> } {
  let peak = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      peak = Math.max(peak, await residentBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return peak;
    },
  };
}
