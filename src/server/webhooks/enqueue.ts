import "server-only";
import type { Transaction } from "kysely";
import type { WebhookReceiver } from "@/platform/webhook-receivers";
import type { Database } from "@/server/db/schema";
import { enqueueRows } from "@/server/outbox/enqueue";
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
  const message = JSON.stringify(event);
  const giveUpAt = new Date(now.getTime() + WEBHOOK_GIVE_UP_MS);
  const rows = receivers.map((receiver) => ({
    channel: "webhook" as const,
    message,
    destination: receiver.id,
    giveUpAt,
  }));
  await enqueueRows(trx, subjectId, rows, now);
}
