import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "@/server/db/schema";
import { addressKey } from "./address-key";

/** A mail as the outbox stores it (JSON in outbox.message) and the sender delivers it. */
export interface OutgoingMail {
  readonly to: string;
  readonly replyTo?: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** An invitation (text/calendar; method=REQUEST), attached as invite.ics. */
  readonly ics?: string;
}

/**
 * Adds mails to the outbox inside the caller's transaction: the lead or booking and its mails are
 * stored together or not at all, and the sender picks them up from there (nothing is sent inline).
 */
export async function enqueueMails(
  trx: Transaction<Database>,
  subjectId: string,
  mails: readonly OutgoingMail[],
  now: Date = new Date(),
): Promise<void> {
  if (mails.length === 0) return;
  await trx
    .insertInto("outbox")
    .values(
      mails.map((mail) => ({
        id: randomUUID(),
        subject_id: subjectId,
        message: JSON.stringify(mail),
        status: "pending" as const,
        next_attempt_at: now.toISOString(),
        locked_until: null,
        last_error: null,
        created_at: now.toISOString(),
        sent_at: null,
        recipient_key: addressKey(mail.to),
        held_reason: null,
      })),
    )
    .execute();
}
