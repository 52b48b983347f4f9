import "server-only";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { type DatabaseConfig, type LeadsDatabase, migrate, openDatabase } from "./database";

/**
 * Real, migrated databases for the server's tests: a temporary SQLite file always, and PostgreSQL when
 * TEST_DATABASE_URL is set (CI sets it). Each one is fresh (its own SQLite file, or its own PostgreSQL
 * schema t_<random> reached through search_path), so test files can run in parallel, and `close`
 * removes it again.
 */
export interface TestDatabase {
  readonly kind: TestDatabaseKindName;
  /** The first connection (pool). */
  readonly db: LeadsDatabase;
  /** How to reach it, for another process (openDatabase(config)). */
  readonly config: DatabaseConfig;
  /** Another connection (pool) to the same data, as a second server process would have. */
  open(): LeadsDatabase;
  /** Destroys every connection `open` gave out, then removes the file or drops the schema. */
  close(): Promise<void>;
}

export type TestDatabaseKindName = "sqlite" | "postgres";

export interface TestDatabaseKind {
  readonly name: TestDatabaseKindName;
  /** Why this kind cannot run here (its tests are skipped with this note); undefined when it can. */
  readonly skip: string | undefined;
  readonly create: () => Promise<TestDatabase>;
}

/** For `describe.each`: every kind, PostgreSQL marked skipped (with the reason) when it is not configured. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return [
    { name: "sqlite", skip: undefined, create: createSqliteTestDatabase },
    {
      name: "postgres",
      // Under CI a missing PostgreSQL is a failure, never a quiet skip.
      skip:
        url || process.env.CI === "true"
          ? undefined
          : "PostgreSQL: TEST_DATABASE_URL is not set (scripts/ensure-test-postgres.sh)",
      create: () => {
        if (!url) throw new Error("TEST_DATABASE_URL is not set");
        return createPostgresTestDatabase(url);
      },
    },
  ];
}

/**
 * Registers the hooks that give the tests of the enclosing `describe` a database of `kind`: a fresh one
 * per test (`"test"`), or one shared by them all (`"suite"`; emptying tables between tests is then the
 * tests' business). When the kind cannot run here every test is skipped with its reason, before any
 * `beforeEach` registered after this call runs. Returns the current database.
 */
export function useTestDatabase(kind: TestDatabaseKind, per: "test" | "suite" = "test"): () => TestDatabase {
  let database: TestDatabase | undefined;
  const setUp = async () => {
    if (!kind.skip) database = await kind.create();
  };
  const tearDown = async () => {
    const closing = database;
    database = undefined;
    await closing?.close();
  };
  if (per === "suite") {
    beforeAll(setUp);
    afterAll(tearDown);
  }
  beforeEach(async (context) => {
    if (kind.skip) context.skip(kind.skip);
    if (per === "test") await setUp();
  });
  if (per === "test") afterEach(tearDown);
  return () => {
    if (!database) throw new Error(`no ${kind.name} test database: use it inside a test`);
    return database;
  };
}

export async function createSqliteTestDatabase(): Promise<TestDatabase> {
  const directory = await mkdtemp(join(tmpdir(), "lumbre-db-"));
  const sqlitePath = join(directory, "test.sqlite");
  return createTestDatabase("sqlite", { sqlitePath }, () => rm(directory, { recursive: true, force: true }));
}

export async function createPostgresTestDatabase(databaseUrl: string): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString("hex")}`;
  await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
  return createTestDatabase("postgres", { databaseUrl, sqlitePath: ":memory:", searchPath: schema }, () =>
    adminQuery(databaseUrl, `DROP SCHEMA ${schema} CASCADE`),
  );
}

async function createTestDatabase(
  kind: TestDatabaseKindName,
  config: DatabaseConfig,
  remove: () => Promise<void>,
): Promise<TestDatabase> {
  const opened: LeadsDatabase[] = [];
  const open = () => {
    const db = openDatabase(config);
    opened.push(db);
    return db;
  };
  const close = async () => {
    try {
      await Promise.all(opened.splice(0).map((db) => db.destroy()));
    } finally {
      await remove();
    }
  };
  const db = open();
  try {
    await migrate(db, config.searchPath);
  } catch (error) {
    await close();
    throw error;
  }
  return { kind, db, config, open, close };
}

/** A statement outside the test's schema (creating or dropping it), on a connection of its own. */
async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
