import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, waitFor } from "../harness/servers";

const projectRoot = join(import.meta.dirname, "../..");
/** The grace after SIGTERM this test gives the server: /readyz says 503 while requests are still taken. */
const GRACE_SECONDS = 3;

/** The production start line the README gives ("Running in production"), exactly as written there. */
async function readmeStartLine(): Promise<string> {
  const readme = await readFile(join(projectRoot, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf("**Start the server as the process that gets the signals.**"));
  const line = /```sh\n\s*([^\n]+)\n\s*```/.exec(section)?.[1]?.trim();
  if (!line) throw new Error("the README gives no production start line");
  return line;
}

/**
 * SIGTERM to exactly what the README starts in production: it must reach the server (not an npm that
 * exits and leaves it serving as an orphan), which says not ready at once, keeps taking requests through
 * its grace, then drains and exits 0.
 */
describe("SIGTERM to the server started as the README says", () => {
  let child: ChildProcess;
  let printed = "";
  let url = "";
  let scratch = "";
  const exited = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
      else child.once("exit", (code) => resolve(code));
    });

  beforeAll(async () => {
    const line = await readmeStartLine();
    const port = await freePort();
    scratch = await mkdtemp(join(tmpdir(), "lumbre-shutdown-"));
    child = spawn("sh", ["-c", line], {
      cwd: projectRoot,
      env: {
        ...process.env,
        PORT: String(port),
        SQLITE_PATH: join(scratch, "lumbre.sqlite"),
        OUTBOX_DIR: join(scratch, "outbox"),
        SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      printed += chunk.toString();
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}/healthz`, child, 60);
    const deadline = Date.now() + 60_000;
    while (!printed.includes("▲ Lumbre on") && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
  }, 90_000);

  afterAll(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await rm(scratch, { recursive: true, force: true });
  });

  it("says not ready at once, stores a lead posted during the grace, drains and exits 0", async () => {
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const exit = exited();
    // The process the README's line started: with `exec`, the server itself.
    child.kill("SIGTERM");
    await expect.poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 2000 }).toBe(503);
    const lead = await fetch(`${url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
      body: JSON.stringify({
        locale: "en",
        topic: "general",
        name: "Grace",
        lastName: "Period",
        email: "grace@shutdown.test",
        message: "Posted after SIGTERM, before the drain.",
        website: "",
      }),
    });
    expect(lead.status, printed.slice(-2000)).toBe(201);
    expect(await exit, printed.slice(-2000)).toBe(0);
    expect(printed).toContain("shutdown.not-ready");
    expect(printed).toContain("shutdown.done");
    // Nothing of it goes on serving.
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  }, 60_000);
});
