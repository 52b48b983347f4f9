import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

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
  it("is one handle per process, opened and migrated once", async () => {
    const database = await import("./index");
    const [first, second] = await Promise.all([database.getDatabase(), database.getDatabase()]);
    expect(second).toBe(first);
    expect(await database.getDatabase()).toBe(first);
    await database.closeDatabase();
    // Closed: the next call opens (and migrates) a new one.
    const reopened = await database.getDatabase();
    expect(reopened).not.toBe(first);
    expect(await reopened.selectFrom("outbox").select("id").execute()).toEqual([]);
  });
});
