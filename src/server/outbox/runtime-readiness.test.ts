import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

let dir: string;
const KEYS = ["SQLITE_PATH", "OUTBOX_DIR", "SMTP_URL", "DATABASE_URL", "LEAD_WEBHOOK_URLS"] as const;
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "lumbre-runtime-readiness-"));
  // env.ts reads the environment when first imported: set it before the dynamic imports below.
  process.env.SQLITE_PATH = join(dir, "lumbre.sqlite");
  process.env.OUTBOX_DIR = join(dir, "outbox");
  for (const key of ["SMTP_URL", "DATABASE_URL", "LEAD_WEBHOOK_URLS"] as const) delete process.env[key];
});

afterAll(async () => {
  const { stopOutboxWorker } = await import("./runtime");
  await stopOutboxWorker();
  const { closeDatabase } = await import("@/server/db");
  await closeDatabase();
  for (const key of KEYS) {
    const value = saved[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await rm(dir, { recursive: true, force: true });
});

describe("the outbox's readiness check and depth", () => {
  it("fails before the workers start, passes while they run, and fails again once they stop", async () => {
    const { outboxRunning, startOutboxWorker, stopOutboxWorker } = await import("./runtime");
    await expect(outboxRunning()).rejects.toThrow("not started");
    startOutboxWorker();
    await expect(outboxRunning()).rejects.toThrow("starting");
    await vi.waitFor(() => expect(outboxRunning()).resolves.toBeUndefined(), {
      timeout: 3_000,
      interval: 20,
    });
    await stopOutboxWorker();
    await expect(outboxRunning()).rejects.toThrow("stopped");
  });

  it("reads the depth of the process's outbox, per channel", async () => {
    const { currentOutboxDepth } = await import("./runtime");
    const { getDatabase } = await import("@/server/db");
    const { enqueueMails } = await import("@/server/mail/outbox");
    const db = await getDatabase();
    // The workers are stopped: what is stored stays pending.
    await db.transaction().execute((trx) =>
      enqueueMails(trx, "lead-1", [
        { to: "ana@example.com", subject: "Gracias", text: "Hola" },
        { to: "hello@lumbre.studio", subject: "New lead", text: "Ana" },
      ]),
    );
    expect(await currentOutboxDepth()).toEqual({ mail: 2, webhook: 0 });
  });
});
