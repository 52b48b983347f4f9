import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { useProcessEnv } from "@/testing/process-env";
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
  const env = useProcessEnv(
    "db-reachable",
    async (dir) => {
      // A file where the database's folder should be: the database cannot be opened until it goes.
      await writeFile(join(dir, "data"), "");
      return { SQLITE_PATH: join(dir, "data", "lumbre.sqlite"), DATABASE_URL: undefined };
    },
    async () => {
      const { closeDatabase } = await import("./index");
      await closeDatabase();
    },
  );

  it("fails while the database cannot be opened, and passes once it can, without a restart", async () => {
    const { databaseReachable } = await import("./index");
    await expect(databaseReachable()).rejects.toThrow();
    await rm(join(env.dir, "data"));
    await expect(databaseReachable()).resolves.toBeUndefined();
  });
});
