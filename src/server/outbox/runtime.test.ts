import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { useProcessEnv } from "@/testing/process-env";

const env = useProcessEnv(
  "runtime",
  (dir) => ({
    SQLITE_PATH: join(dir, "lumbre.sqlite"),
    OUTBOX_DIR: join(dir, "outbox"),
    SMTP_URL: undefined,
    DATABASE_URL: undefined,
  }),
  async () => {
    const { stopOutboxWorker } = await import("./runtime");
    await stopOutboxWorker();
    const { closeDatabase } = await import("@/server/db");
    await closeDatabase();
  },
);

describe("the server process's outbox worker", () => {
  it("starts (a second start is a no-op), and kickOutbox() after storing delivers stored mails (as .eml files without SMTP_URL)", async () => {
    const { kickOutbox, startOutboxWorker } = await import("./runtime");
    const { getDatabase } = await import("@/server/db");
    const { enqueueMails } = await import("@/server/mail/outbox");

    kickOutbox(); // no worker yet: nothing happens, nothing throws
    startOutboxWorker();
    startOutboxWorker();
    const db = await getDatabase();
    await db
      .transaction()
      .execute((trx) =>
        enqueueMails(trx, "lead-1", [{ to: "ana@example.com", subject: "Gracias", text: "Hola" }]),
      );
    kickOutbox();

    await vi.waitFor(
      async () => {
        const row = await db.selectFrom("outbox").select("status").executeTakeFirstOrThrow();
        expect(row.status).toBe("sent");
      },
      { timeout: 3_000, interval: 20 },
    );
    const files = await readdir(join(env.dir, "outbox"));
    expect(files).toHaveLength(1);
    expect(await readFile(join(env.dir, "outbox", files[0] ?? ""), "utf8")).toContain("Subject: Gracias");
  });
});
