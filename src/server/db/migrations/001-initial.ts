import "server-only";
import { type Kysely, sql } from "kysely";

/** Leads, bookings (a slot confirmed once), the mail outbox and idempotency keys. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("locale", "text", (column) => column.notNull())
    .addColumn("topic", "text")
    .addColumn("service", "text")
    .addColumn("help_type", "text")
    .addColumn("budget", "text")
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("last_name", "text")
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("company", "text")
    .addColumn("message", "text")
    .addColumn("position", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();

  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("slot_start", "text", (column) => column.notNull())
    .addColumn("slot_end", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("locale", "text", (column) => column.notNull())
    .addColumn("time_zone", "text", (column) => column.notNull())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("cancelled_at", "text")
    .execute();
  // The database, not a read-then-write, keeps a slot to one confirmed booking; cancelling frees it.
  await db.schema
    .createIndex("bookings_one_per_slot")
    .on("bookings")
    .column("slot_start")
    .unique()
    .where(sql.ref("status"), "=", "confirmed")
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("subject_id", "text", (column) => column.notNull())
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (column) => column.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("key", "text", (column) => column.primaryKey())
    .addColumn("request_hash", "text", (column) => column.notNull())
    .addColumn("status", "integer", (column) => column.notNull())
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["idempotency_keys", "outbox", "bookings", "leads"]) {
    await db.schema.dropTable(table).execute();
  }
}
