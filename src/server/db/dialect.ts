import "server-only";
import { type Kysely, PostgresIntrospector } from "kysely";

/** Whether `db` (or a transaction of it) speaks to PostgreSQL rather than SQLite. */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  // The introspector is the one public part of Kysely that says which dialect it was built with.
  return db.introspection instanceof PostgresIntrospector;
}
