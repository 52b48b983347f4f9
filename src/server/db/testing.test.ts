import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "./testing";

const postgres = testDatabaseKinds().find((kind) => kind.name === "postgres");

describe.skipIf(postgres?.skip !== undefined)("PostgreSQL test databases", () => {
  it("side by side each get their own tables, migration bookkeeping included", async () => {
    if (!postgres) throw new Error("the PostgreSQL kind is listed");
    // Test files run in parallel (and CI may run beside another suite): schemas coexist in one database.
    const first = await postgres.create();
    try {
      const second = await postgres.create();
      try {
        for (const database of [first, second]) {
          const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
          const own = tables
            .filter((table) => table.schema === database.config.searchPath)
            .map((t) => t.name);
          expect(own).toEqual(expect.arrayContaining(["kysely_migration", "kysely_migration_lock", "leads"]));
        }
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
