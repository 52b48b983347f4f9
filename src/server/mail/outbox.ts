import "server-only";
import type { Transaction } from "kysely";
import type { Database } from "@/server/db/schema";
import { enqueueRows } from "@/server/outbox/enqueue";
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
  const rows = mails.map((mail) => ({
    channel: "mail" as const,
    message: JSON.stringify(mail),
    recipientKey: addressKey(mail.to),
  }));
  await enqueueRows(trx, subjectId, rows, now);
}
