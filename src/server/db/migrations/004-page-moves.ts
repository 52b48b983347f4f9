import "server-only";
import type { Kysely } from "kysely";

/**
 * Where pages went when an editor renamed their document: each earlier path with the document whose page
 * it was, so the old URL answers 301 to the page now, after restarts and on every instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("page_moves")
    .addColumn("path", "text", (column) => column.primaryKey())
    .addColumn("document_id", "text", (column) => column.notNull())
    .addColumn("moved_at", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_moves").execute();
}
