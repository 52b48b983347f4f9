import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useProcessEnv } from "@/testing/process-env";

useProcessEnv(
  "db-index",
  (dir) => ({ SQLITE_PATH: join(dir, "lumbre.sqlite"), DATABASE_URL: undefined }),
  async () => {
    const { closeDatabase } = await import("./index");
    await closeDatabase();
  },
);

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
