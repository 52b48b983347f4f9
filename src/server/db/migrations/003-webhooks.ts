import "server-only";
import type { Kysely } from "kysely";

/**
 * The outbox carries webhook events as well as mails: each row names its channel, a webhook row its
 * receiver (an id derived from the LEAD_WEBHOOK_URLS entry, never the URL) and when to give up on it.
 * Receivers that answered 410 Gone are remembered as disabled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema
    .alterTable("outbox")
    .addColumn("channel", "text", (column) => column.notNull().defaultTo("mail"))
    .execute();
  await db.schema.alterTable("outbox").addColumn("destination", "text").execute();
  await db.schema.alterTable("outbox").addColumn("give_up_at", "text").execute();
  await db.schema
    .createIndex("outbox_channel_due")
    .on("outbox")
    .columns(["channel", "status", "next_attempt_at"])
    .execute();
  await db.schema
    .createTable("webhook_receivers")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("disabled_at", "text")
    .addColumn("disabled_reason", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("webhook_receivers").execute();
  await db.schema.dropIndex("outbox_channel_due").execute();
  for (const column of ["give_up_at", "destination", "channel"]) {
    await db.schema.alterTable("outbox").dropColumn(column).execute();
  }
}
