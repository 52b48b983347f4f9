// Throughput and latency of one server over a list of paths (autocannon, kept-alive connections),
// and the peak memory of a process while it runs.
import { readFile } from "node:fs/promises";
import autocannon from "autocannon";

export interface Throughput {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  readonly errors: number;
}

export async function measureThroughput(
  baseUrl: string,
  paths: readonly string[],
  seconds: number,
  connections: number,
): Promise<Throughput> {
  const requests = paths.map((path) => ({ method: "GET" as const, path }));
  // A short warm-up first: caches fill and the JIT settles, as on a server that has been up a while.
  await autocannon({ url: baseUrl, connections, duration: 2, requests });
  const result = await autocannon({ url: baseUrl, connections, duration: seconds, requests });
  return {
    requestsPerSecond: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

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
