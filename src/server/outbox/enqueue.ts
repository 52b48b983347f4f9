import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database, OutboxChannelName } from "@/server/db/schema";

/** What a channel decides about a row it adds; the rest of a new row is the same for every channel. */
export interface NewOutboxRow {
  readonly channel: OutboxChannelName;
  /** The channel's payload as JSON (a mail, a webhook event). */
  readonly message: string;
  /** Mail: the recipient as the per-recipient limit counts it. */
  readonly recipientKey?: string;
  /** Webhook: the receiver's id. */
  readonly destination?: string;
  /** When a row that keeps failing is marked dead; none = retried until delivered. */
  readonly giveUpAt?: Date;
}

/**
 * Adds rows to the outbox inside the caller's transaction, pending and due now: the lead or booking and
 * its rows are stored together or not at all, and each channel's worker picks its rows up from there
 * (nothing is sent inline).
 */
export async function enqueueRows(
  trx: Transaction<Database>,
  subjectId: string,
  rows: readonly NewOutboxRow[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto("outbox")
    .values(
      rows.map((row) => ({
        id: randomUUID(),
        channel: row.channel,
        subject_id: subjectId,
        message: row.message,
        status: "pending" as const,
        next_attempt_at: now.toISOString(),
        locked_until: null,
        last_error: null,
        created_at: now.toISOString(),
        sent_at: null,
        recipient_key: row.recipientKey ?? null,
        held_reason: null,
        destination: row.destination ?? null,
        give_up_at: row.giveUpAt?.toISOString() ?? null,
      })),
    )
    .execute();
}
