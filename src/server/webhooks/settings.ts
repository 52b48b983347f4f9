import "server-only";
import { env } from "@/platform/env";
import { parseReceivers, type WebhookReceiver } from "@/platform/webhook-receivers";

let receivers: readonly WebhookReceiver[] | undefined;

/** The receivers of LEAD_WEBHOOK_URLS (env.ts has already refused a setting that does not parse). */
export function configuredReceivers(): readonly WebhookReceiver[] {
  if (receivers === undefined) {
    const parsed = parseReceivers(env.LEAD_WEBHOOK_URLS);
    receivers = typeof parsed === "string" ? [] : parsed;
  }
  return receivers;
}
