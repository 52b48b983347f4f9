import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { useProcessEnv } from "@/testing/process-env";

useProcessEnv(
  "runtime-readiness",
  (dir) => ({
    SQLITE_PATH: join(dir, "lumbre.sqlite"),
    OUTBOX_DIR: join(dir, "outbox"),
    SMTP_URL: undefined,
    DATABASE_URL: undefined,
    LEAD_WEBHOOK_URLS: undefined,
  }),
  async () => {
    const { stopOutboxWorker } = await import("./runtime");
    await stopOutboxWorker();
    const { closeDatabase } = await import("@/server/db");
    await closeDatabase();
  },
);

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
