import "server-only";
import { resolve } from "node:path";
import { env } from "@/platform/env";
import { type LeadsDatabase, migrate, openDatabase } from "./database";

/**
 * The process's one database handle. It lives on globalThis, not in a module variable: Next bundles
 * instrumentation.ts (the outbox workers) and the route handlers separately, so each bundle has its own
 * copy of this module, and a module variable would give each of them a pool of its own (two pools of
 * ten connections per process with PostgreSQL) and run the migrations twice.
 */
const DATABASE_KEY = Symbol.for("lumbre.database");

function holder(): { [DATABASE_KEY]?: Promise<LeadsDatabase> | undefined } {
  return globalThis as typeof globalThis & { [DATABASE_KEY]?: Promise<LeadsDatabase> };
}

/**
 * The site's leads database, opened and migrated on first use (a start without DATABASE_URL creates
 * data/lumbre.sqlite). A failed start is not kept, so the next request tries again.
 */
export function getDatabase(): Promise<LeadsDatabase> {
  const store = holder();
  const known = store[DATABASE_KEY];
  if (known) return known;
  const ready = (async () => {
    const db = openDatabase({ databaseUrl: env.DATABASE_URL, sqlitePath: resolve(env.SQLITE_PATH) });
    await migrate(db);
    return db;
  })().catch((error: unknown) => {
    if (store[DATABASE_KEY] === ready) store[DATABASE_KEY] = undefined;
    throw error;
  });
  store[DATABASE_KEY] = ready;
  return ready;
}

/** Closes the process's database handle (CLI tools, tests); the next getDatabase() opens a new one. */
export async function closeDatabase(): Promise<void> {
  const store = holder();
  const ready = store[DATABASE_KEY];
  store[DATABASE_KEY] = undefined;
  const db = await ready?.catch(() => undefined);
  await db?.destroy();
}
