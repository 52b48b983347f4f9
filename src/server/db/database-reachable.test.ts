import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LeadsDatabase, pingDatabase } from "./database";
import type { Database } from "./schema";
import { testDatabaseKinds, useTestDatabase } from "./testing";

describe.each(testDatabaseKinds())("pingDatabase on $name", (kind) => {
  const database = useTestDatabase(kind);

  it("resolves while the database answers", async () => {
    await expect(pingDatabase(database().db)).resolves.toBeUndefined();
  });
});

describe("pingDatabase on a connection that is gone", () => {
  it("rejects", async () => {
    const sqlite = new BetterSqlite3(":memory:");
    sqlite.close();
    const db: LeadsDatabase = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    await expect(pingDatabase(db)).rejects.toThrow(/not open/);
  });
});

describe("databaseReachable (the process's database)", () => {
  let dir: string;
  const saved = { SQLITE_PATH: process.env.SQLITE_PATH, DATABASE_URL: process.env.DATABASE_URL };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "lumbre-db-reachable-"));
    // A file where the database's folder should be: the database cannot be opened until it goes.
    await writeFile(join(dir, "data"), "");
    // env.ts reads the environment when first imported: set it before the dynamic imports below.
    process.env.SQLITE_PATH = join(dir, "data", "lumbre.sqlite");
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

  it("fails while the database cannot be opened, and passes once it can, without a restart", async () => {
    const { databaseReachable } = await import("./index");
    await expect(databaseReachable()).rejects.toThrow();
    await rm(join(dir, "data"));
    await expect(databaseReachable()).resolves.toBeUndefined();
  });
});
