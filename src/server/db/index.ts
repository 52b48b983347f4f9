import "server-only";
import { resolve } from "node:path";
import { env } from "@/platform/env";
import { type LeadsDatabase, migrate, openDatabase, pingDatabase } from "./database";

/**
 * The process's one database handle. The server is one bundle (the production server, the outbox
 * workers and every endpoint share this module), so one pool serves them all and the migrations run once.
 */
let database: Promise<LeadsDatabase> | undefined;

/**
 * The site's leads database, opened and migrated on first use (a start without DATABASE_URL creates
 * data/lumbre.sqlite). A failed start is not kept, so the next request tries again.
 */
export function getDatabase(): Promise<LeadsDatabase> {
  if (database) return database;
  const ready = (async () => {
    const db = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: resolve(env.SQLITE_PATH) });
    await migrate(db);
    return db;
  })().catch((error: unknown) => {
    if (database === ready) database = undefined;
    throw error;
  });
  database = ready;
  return ready;
}

/** Closes the process's database handle (CLI tools, tests); the next getDatabase() opens a new one. */
export async function closeDatabase(): Promise<void> {
  const ready = database;
  database = undefined;
  const db = await ready?.catch(() => undefined);
  await db?.destroy();
}

/**
 * A readiness check: resolves when the process's database is open, migrated and answers a query. While
 * it is down each call tries to open it again (getDatabase keeps no failed start).
 */
export async function databaseReachable(): Promise<void> {
  await pingDatabase(await getDatabase());
}
