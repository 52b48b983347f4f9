import { resolve } from "node:path";
import { env } from "@/server/env";
import { type LeadsDatabase, migrate, openDatabase } from "./database";

let ready: Promise<LeadsDatabase> | undefined;

/**
 * The site's leads database, opened and migrated on first use (a start without DATABASE_URL creates
 * data/lumbre.sqlite). A failed start is not cached, so the next request tries again.
 */
export function getDatabase(): Promise<LeadsDatabase> {
  ready ??= (async () => {
    const db = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: resolve(env.SQLITE_PATH) });
    await migrate(db);
    return db;
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
