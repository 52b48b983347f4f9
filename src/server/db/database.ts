import "server-only";
import { dirname } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import {
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
} from "kysely";
import pg from "pg";
import {
  ensurePrivateDirectorySync,
  ensurePrivateFileSync,
  restrictFileSync,
} from "@/platform/private-files";
import * as initial from "./migrations/001-initial";
import * as abuseLimits from "./migrations/002-abuse-limits";
import * as webhooks from "./migrations/003-webhooks";
import * as pageMoves from "./migrations/004-page-moves";
import type { Database } from "./schema";

export type LeadsDatabase = Kysely<Database>;

export interface DatabaseConfig {
  /** postgres://… : PostgreSQL; otherwise the SQLite file at `sqlitePath` (":memory:" for tests). */
  readonly databaseUrl?: string | undefined;
  readonly sqlitePath: string;
  /**
   * PostgreSQL only: the schema(s) to work in (`search_path`), so a test run can use a fresh schema of
   * its own; unset = the server's default (public).
   */
  readonly searchPath?: string | undefined;
}

/** Migrations live in code, so the build and a fresh clone carry them; they run at start, in order. */
const migrations: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      "001-initial": initial,
      "002-abuse-limits": abuseLimits,
      "003-webhooks": webhooks,
      "004-page-moves": pageMoves,
    };
  },
};

export function openDatabase(config: DatabaseConfig): LeadsDatabase {
  if (config.databaseUrl) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({
          connectionString: config.databaseUrl,
          max: 10,
          // A connection parameter, so every pooled connection (and the migrator) starts in the schema.
          ...(config.searchPath ? { options: `-c search_path=${config.searchPath}` } : {}),
        }),
      }),
    });
  }
  const onDisk = config.sqlitePath !== ":memory:";
  if (onDisk) {
    ensurePrivateDirectorySync(dirname(config.sqlitePath));
    // Created 0600 before SQLite opens it: SQLite gives its -wal and -shm files the database's mode.
    ensurePrivateFileSync(config.sqlitePath);
  }
  const sqlite = new BetterSqlite3(config.sqlitePath);
  // WAL lets the leads CLI read while the site writes; busy_timeout waits out a concurrent writer.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  // WAL and SHM files left by an older, world-readable database keep their mode unless told otherwise.
  if (onDisk) for (const suffix of ["-wal", "-shm"]) restrictFileSync(`${config.sqlitePath}${suffix}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/**
 * Brings the database to the latest migration. `schema` names the PostgreSQL schema the tables live in
 * (a test's own, from its search_path): Kysely then looks for its migration tables there, not in any
 * schema of the database, where another test's tables would make it skip creating its own.
 */
export async function migrate(db: LeadsDatabase, schema?: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrations,
    ...(schema !== undefined && { migrationTableSchema: schema }),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName ?? "unknown";
    throw new Error(
      `database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Resolves when the database answers a query (`select 1`); rejects with the driver's error otherwise. */
export async function pingDatabase(db: LeadsDatabase): Promise<void> {
  await sql`select 1`.execute(db);
}

/** Whether an error is a unique-constraint violation, in either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const code = "code" in error ? String(error.code) : "";
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}
