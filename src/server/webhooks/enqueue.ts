import "server-only";
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { WebhookReceiver } from "@/platform/webhook-receivers";
import type { Database } from "@/server/db/schema";
import type { WebhookEvent } from "./events";

/** How long a receiver that keeps failing is tried before its event is marked dead. */
export const WEBHOOK_GIVE_UP_MS = 24 * 60 * 60 * 1000;

/**
 * Adds an event to the outbox inside the caller's transaction, one row per receiver: the lead or booking
 * and its events are stored together or not at all, and each receiver gets the event once, on its own
 * schedule (one receiver being down does not hold back the others).
 */
export async function enqueueEvent(
  trx: Transaction<Database>,
  subjectId: string,
  event: WebhookEvent,
  receivers: readonly WebhookReceiver[],
  now: Date,
): Promise<void> {
  if (receivers.length === 0) return;
  const message = JSON.stringify(event);
  await trx
    .insertInto("outbox")
    .values(
      receivers.map((receiver) => ({
        id: randomUUID(),
        channel: "webhook" as const,
        subject_id: subjectId,
        message,
        status: "pending" as const,
        next_attempt_at: now.toISOString(),
        locked_until: null,
        last_error: null,
        created_at: now.toISOString(),
        sent_at: null,
        recipient_key: null,
        held_reason: null,
        destination: receiver.id,
        give_up_at: new Date(now.getTime() + WEBHOOK_GIVE_UP_MS).toISOString(),
      })),
    )
    .execute();
}
