// Servers that the resilience tests and the benchmarks start on loopback: the production server
// (`npm start`: the site and its route cache, against the existing build), and a bare static file server.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** A running server this process started; `stop` ends it (and only it). */
export interface StartedServer {
  readonly url: string;
  stop(): Promise<void>;
}

export interface StartedSiteServer extends StartedServer {
  readonly port: number;
  /** The server's process: the whole site runs in it. */
  readonly pid: number;
  /** Ends the process with this signal and waits for it to be gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** What the server printed, for a failing test's message. */
  output(): string;
  /** The requests the server sent to its own port (the probe's lines): none, ever. */
  selfRequests(): readonly string[];
}

export interface SiteServerOptions {
  /** Added to (and overriding) this process's environment. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** A fixed port, e.g. to restart a server where its clients expect it; default: a free one. */
  readonly port?: number;
  /** Called with each chunk the server prints (stdout and stderr), e.g. to wait for a log line. */
  readonly onOutput?: (text: string) => void;
}

/** Preloaded into every server under test: it reports any request the server sends to its own port. */
export const SELF_REQUEST_PROBE = pathToFileURL(join(import.meta.dirname, "self-request-probe.mjs")).href;
/** What the probe prints for each such request. */
export const SELF_REQUEST_MARK = "SELF-REQUEST";

/** The production server's log line for one request (operations/log.ts), in text and in JSON. */
const REQUEST_LINE = /^\S+ INFO {2}request |^\{"time":"[^"]*","level":"info","event":"request"/;

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function ended(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function killChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (ended(child)) return resolve();
    child.once("exit", () => resolve());
    child.kill(signal);
    if (signal !== "SIGKILL") setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}

/** Polls `url` until it answers 2xx; fails early when the process has exited. */
export async function waitFor(url: string, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (ended(child)) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) first`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Waits until `ready()` (the server printed what the caller waits for); fails early when it exited. */
async function waitForOutput(ready: () => boolean, child: ChildProcess, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!ready()) {
    if (ended(child)) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) first`);
    if (Date.now() > deadline) throw new Error(`the server did not say it was ready within ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The production server (`npm start`) on a port of this machine, against the build in `projectRoot/dist`. */
export async function startSiteServer(
  projectRoot: string,
  options: SiteServerOptions = {},
): Promise<StartedSiteServer> {
  const bundle = join(projectRoot, "dist", "server", "entry.mjs");
  if (!existsSync(bundle)) throw new Error("no production build in dist/: run npm run build first");
  const port = options.port ?? (await freePort());
  // Leads, bookings and mails of a test server go to a throw-away folder unless the test names its own.
  const scratch = await mkdtemp(join(tmpdir(), "lumbre-server-"));
  // Every server under test reports any request it sends to itself (self-request-probe.mjs).
  const child = spawn(process.execPath, ["--import", SELF_REQUEST_PROBE, bundle], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SQLITE_PATH: join(scratch, "lumbre.sqlite"),
      OUTBOX_DIR: join(scratch, "outbox"),
      // Stopped at once: a test that follows a shutdown's grace sets its own.
      SHUTDOWN_GRACE_SECONDS: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  let partial = "";
  const selfRequests: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    options.onOutput?.(text);
    // The tail is what explains a failure (events, warnings, errors); a long run must not grow this without
    // bound, and the line per request a server under load writes would push every event out of it.
    const lines = (partial + text).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) if (line.startsWith(SELF_REQUEST_MARK)) selfRequests.push(line);
    const kept = lines.filter((line) => !REQUEST_LINE.test(line));
    if (kept.length > 0) printed = (printed + kept.map((line) => `${line}\n`).join("")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const url = `http://localhost:${port}`;
  try {
    await waitFor(`${url}/`, child, 60);
    // Ready: the server says so once the pages the sitemap lists are rendered into its cache.
    await waitForOutput(() => printed.includes("▲ Lumbre on"), child, 60);
  } catch (error) {
    await killChild(child, "SIGTERM");
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${printed}`);
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error("the server has no process id");
  return {
    url,
    port,
    pid,
    stop: async () => {
      await killChild(child, "SIGTERM");
      await rm(scratch, { recursive: true, force: true });
    },
    kill: (signal) => killChild(child, signal),
    output: () => printed,
    selfRequests: () => selfRequests,
  };
}

/**
 * A minimal static file server (node:http in its own process, a stat and a stream per request, as
 * static servers do) serving one file at any path: the baseline with nothing but the file system behind it.
 */
export async function startStaticServer(file: string, contentType: string): Promise<StartedServer> {
  const port = await freePort();
  const program = `
    const { createServer } = require("node:http");
    const { createReadStream, stat } = require("node:fs");
    const [file, type, port] = process.argv.slice(1);
    createServer((request, response) => {
      stat(file, (error, stats) => {
        if (error) { response.writeHead(404).end(); return; }
        response.writeHead(200, {
          "Content-Type": type,
          "Content-Length": stats.size,
          "Cache-Control": "public, max-age=31536000, immutable",
          "ETag": '"' + stats.size + "-" + stats.mtimeMs + '"',
        });
        createReadStream(file).pipe(response);
      });
    }).listen(Number(port), "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", program, file, contentType, String(port)], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/file`;
  try {
    await waitFor(url, child, 10);
  } catch (error) {
    await killChild(child, "SIGTERM");
    throw error;
  }
  return { url, stop: () => killChild(child, "SIGTERM") };
}

/** Ends a child process this process started (SIGTERM, SIGKILL after 5 s) and waits for it. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return killChild(child, "SIGTERM");
}

/**
 * The same bare static server over a folder: `/a/b/` serves `dir/a/b/index.html`. The baseline for pages,
 * which are many files rather than one.
 */
export async function startStaticDirectoryServer(dir: string, probePath = "/"): Promise<StartedServer> {
  const port = await freePort();
  const program = `
    const { createServer } = require("node:http");
    const { createReadStream, stat } = require("node:fs");
    const { join, normalize } = require("node:path");
    const [dir, port] = process.argv.slice(1);
    createServer((request, response) => {
      const path = normalize(decodeURIComponent((request.url || "/").split("?")[0]));
      const file = join(dir, path.endsWith("/") ? path + "index.html" : path);
      if (!file.startsWith(dir)) { response.writeHead(403).end(); return; }
      stat(file, (error, stats) => {
        if (error || !stats.isFile()) { response.writeHead(404).end(); return; }
        response.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Length": stats.size,
          "ETag": '"' + stats.size + "-" + stats.mtimeMs + '"',
        });
        createReadStream(file).pipe(response);
      });
    }).listen(Number(port), "127.0.0.1");`;
  const child = spawn(process.execPath, ["-e", program, dir, String(port)], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}${probePath}`, child, 10);
  } catch (error) {
    await killChild(child, "SIGTERM");
    throw error;
  }
  return { url, stop: () => killChild(child, "SIGTERM") };
}
