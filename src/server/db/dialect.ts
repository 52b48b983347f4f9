import "server-only";
import { type Kysely, PostgresIntrospector } from "kysely";

/**
 * Whether `db` (or a transaction of it) speaks to PostgreSQL rather than SQLite. It asks only for the
 * introspector, not a `Kysely<DB>`: TypeScript 6 cannot infer `DB` from a `Transaction<Database>` (its
 * `fn.any` overloads do not unify), and the database's tables do not matter here.
 */
export function isPostgres(db: Pick<Kysely<unknown>, "introspection">): boolean {
  // The introspector is the one public part of Kysely that says which dialect it was built with.
  return db.introspection instanceof PostgresIntrospector;
}
