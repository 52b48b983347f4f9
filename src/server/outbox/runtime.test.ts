import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

let dir: string;
const KEYS = ["SQLITE_PATH", "OUTBOX_DIR", "SMTP_URL", "DATABASE_URL"] as const;
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "lumbre-runtime-"));
  // env.ts reads the environment when first imported: set it before the dynamic imports below.
  process.env.SQLITE_PATH = join(dir, "lumbre.sqlite");
  process.env.OUTBOX_DIR = join(dir, "outbox");
  delete process.env.SMTP_URL;
  delete process.env.DATABASE_URL;
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
    const files = await readdir(join(dir, "outbox"));
    expect(files).toHaveLength(1);
    expect(await readFile(join(dir, "outbox", files[0] ?? ""), "utf8")).toContain("Subject: Gracias");
  });
});
