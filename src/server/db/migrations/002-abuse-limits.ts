import "server-only";
import { type Kysely, sql } from "kysely";
import { addressKey } from "@/server/mail/address-key";

/**
 * What the abuse limits count by: a booking's normalised e-mail and client address (limits per e-mail
 * and per client), an outgoing mail's normalised recipient (mails per recipient per day) and why a
 * mail was held back instead of sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  await db.schema.alterTable("bookings").addColumn("email_key", "text").execute();
  await db.schema.alterTable("bookings").addColumn("client_address", "text").execute();
  await db.schema.alterTable("outbox").addColumn("recipient_key", "text").execute();
  await db.schema.alterTable("outbox").addColumn("held_reason", "text").execute();

  // The keys are computed in code (addressKey), the same way new rows get them, so the limits count
  // the bookings and mails made before this migration too.
  const bookings = await sql<{ id: string; email: string }>`select id, email from bookings`.execute(db);
  for (const { id, email } of bookings.rows) {
    await sql`update bookings set email_key = ${addressKey(email)} where id = ${id}`.execute(db);
  }
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  const mails = await sql<{ id: string; message: string }>`
    select id, message from outbox where status <> 'sent' or sent_at >= ${dayAgo}
  `.execute(db);
  for (const { id, message } of mails.rows) {
    const to = recipientOf(message);
    if (to !== undefined) {
      await sql`update outbox set recipient_key = ${addressKey(to)} where id = ${id}`.execute(db);
    }
  }

  await db.schema
    .createIndex("bookings_email_key")
    .on("bookings")
    .columns(["email_key", "slot_end"])
    .execute();
  await db.schema
    .createIndex("bookings_client_address")
    .on("bookings")
    .columns(["client_address", "slot_end"])
    .execute();
  await db.schema
    .createIndex("outbox_recipient")
    .on("outbox")
    .columns(["recipient_key", "sent_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ["outbox_recipient", "bookings_client_address", "bookings_email_key"]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const [table, column] of [
    ["outbox", "held_reason"],
    ["outbox", "recipient_key"],
    ["bookings", "client_address"],
    ["bookings", "email_key"],
  ] as const) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}

function recipientOf(message: string): string | undefined {
  try {
    const value: unknown = JSON.parse(message);
    if (typeof value === "object" && value !== null && "to" in value && typeof value.to === "string") {
      return value.to;
    }
  } catch {
    // A message that is not JSON is not sent either (the worker keeps it with its error).
  }
  return undefined;
}
