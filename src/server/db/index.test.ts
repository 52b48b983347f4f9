import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

let dir: string;
const saved = { SQLITE_PATH: process.env.SQLITE_PATH, DATABASE_URL: process.env.DATABASE_URL };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "lumbre-db-index-"));
  // env.ts reads the environment when first imported: set it before the dynamic imports below.
  process.env.SQLITE_PATH = join(dir, "lumbre.sqlite");
  delete process.env.DATABASE_URL;
});

afterAll(async () => {
  const { closeDatabase } = await import("./index");
  await closeDatabase();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  await rm(dir, { recursive: true, force: true });
});

describe("getDatabase", () => {
  it("is one handle per process, even for a second copy of the module (Next bundles instrumentation apart)", async () => {
    const first = await (await import("./index")).getDatabase();
    vi.resetModules();
    const copy = await import("./index");
    expect(await copy.getDatabase()).toBe(first);
    await copy.closeDatabase();
    // Closed: the next call opens (and migrates) a new one.
    const reopened = await copy.getDatabase();
    expect(reopened).not.toBe(first);
    expect(await reopened.selectFrom("outbox").select("id").execute()).toEqual([]);
  });
});
