import "server-only";
import { Webhook } from "standardwebhooks";
import type { WebhookReceiver } from "@/platform/webhook-receivers";
import type { LeadsDatabase } from "@/server/db/database";
import {
  type ClaimedRow,
  channelWorker,
  type Delivery,
  describeError,
  type OutboxChannel,
} from "@/server/outbox/worker";
import { parseStoredEvent, type WebhookEvent } from "./events";
import { slackMessage } from "./slack";

/**
 * The webhook channel of the outbox: POSTs each stored event to its receiver, signed the Standard
 * Webhooks way (webhook-id = the event's id, the same on every try; webhook-timestamp = this try;
 * webhook-signature = v1 HMAC-SHA256 of "id.timestamp.body" under LEAD_WEBHOOK_SECRET).
 *
 * - 2xx: delivered. A redirect is not followed (it would send the payload to a URL that is not in the
 *   setting) and counts as a failure, like any other answer.
 * - 410 Gone: the receiver is disabled (remembered in webhook_receivers, logged) and its events are
 *   marked dead; `npm run outbox -- enable <id>` turns it back on, `retry` resends them.
 * - Anything else, or no answer within the timeout: tried again with the outbox's backoff, for 24 hours
 *   (give_up_at), then dead.
 * - A row whose receiver is no longer in LEAD_WEBHOOK_URLS is dead: nothing is sent to a URL that is not
 *   in the setting.
 */
export interface WebhookChannelOptions {
  readonly db: LeadsDatabase;
  readonly receivers: readonly WebhookReceiver[];
  /** LEAD_WEBHOOK_SECRET (whsec_…). */
  readonly secret: string;
  /** The longest one POST may take, connection to answer (default 15 s). */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly log?: { warn(message: string): void };
}

export const WEBHOOK_USER_AGENT = "Lumbre-Webhooks/1 (+https://www.standardwebhooks.com/)";

/** The body a receiver gets for an event, in its format. */
export function webhookBody(event: WebhookEvent, receiver: WebhookReceiver): string {
  return JSON.stringify(receiver.format === "slack" ? slackMessage(event) : event);
}

export function webhookChannel(options: WebhookChannelOptions): OutboxChannel {
  const { db } = options;
  const signer = new Webhook(options.secret);
  const byId = new Map(options.receivers.map((receiver) => [receiver.id, receiver]));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const send = options.fetch ?? fetch;
  const log = options.log ?? { warn: (message: string) => console.warn(`[webhooks] ${message}`) };

  async function disabledReason(receiver: WebhookReceiver): Promise<string | undefined> {
    const row = await db
      .selectFrom("webhook_receivers")
      .select(["disabled_at", "disabled_reason"])
      .where("id", "=", receiver.id)
      .executeTakeFirst();
    if (!row?.disabled_at) return undefined;
    return `receiver ${receiver.label} is disabled since ${row.disabled_at}: ${row.disabled_reason ?? ""}`;
  }

  async function disable(receiver: WebhookReceiver, at: Date): Promise<string> {
    const reason = "it answered 410 Gone";
    await db
      .insertInto("webhook_receivers")
      .values({ id: receiver.id, disabled_at: at.toISOString(), disabled_reason: reason })
      .onConflict((conflict) =>
        conflict.column("id").doUpdateSet({ disabled_at: at.toISOString(), disabled_reason: reason }),
      )
      .execute();
    log.warn(
      `receiver ${receiver.label} disabled: ${reason}; npm run outbox -- enable ${receiver.id.slice(0, 8)} turns it back on`,
    );
    return `receiver ${receiver.label} disabled: ${reason}`;
  }

  return {
    name: "webhook",
    noun: "event",
    async deliver(row: ClaimedRow, claimedAt: Date): Promise<Delivery> {
      const receiver = row.destination === null ? undefined : byId.get(row.destination);
      if (!receiver) {
        return { outcome: "dead", reason: `receiver ${row.destination ?? "?"} is not in LEAD_WEBHOOK_URLS` };
      }
      const disabled = await disabledReason(receiver);
      if (disabled !== undefined) return { outcome: "dead", reason: disabled };
      const event = parseStoredEvent(row.message);
      const body = webhookBody(event, receiver);
      const signature = signer.sign(event.id, claimedAt, body);
      let response: Response;
      try {
        response = await send(receiver.url, {
          method: "POST",
          redirect: "manual",
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            "content-type": "application/json",
            "user-agent": WEBHOOK_USER_AGENT,
            "webhook-id": event.id,
            "webhook-timestamp": String(Math.floor(claimedAt.getTime() / 1000)),
            "webhook-signature": signature,
          },
          body,
        });
      } catch (error) {
        const cause =
          error instanceof Error && error.cause !== undefined ? `: ${describeError(error.cause)}` : "";
        return { outcome: "failed", error: `${receiver.label}: ${describeError(error)}${cause}` };
      }
      // The answer's body is not needed; not reading it keeps a huge or endless one from costing anything.
      await response.body?.cancel().catch(() => {});
      if (response.status >= 200 && response.status < 300) return { outcome: "sent" };
      if (response.status === 410) return { outcome: "dead", reason: await disable(receiver, claimedAt) };
      return { outcome: "failed", error: `${receiver.label} answered HTTP ${response.status}` };
    },
  };
}

/** A worker for the webhook channel (the options of both). */
export const createWebhookWorker = channelWorker(webhookChannel);
