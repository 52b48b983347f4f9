import "server-only";
import { createHash } from "node:crypto";

/**
 * The receivers of lead and booking events, from LEAD_WEBHOOK_URLS: a comma-separated list of URLs,
 * each optionally prefixed with its format, `slack:` (a Block Kit message for Slack's incoming webhooks,
 * src/server/webhooks/slack.ts) or `standard:` (the default: the event as JSON). Only HTTPS, except http://localhost and loopback
 * addresses for development. No URL ever comes from a request or from the database: the outbox stores
 * a receiver's id, and an event is only sent to a receiver that is still in the setting.
 */

export type WebhookFormat = "standard" | "slack";

export interface WebhookReceiver {
  /** Stable across restarts and instances: a hash of the setting's entry (format and URL). */
  readonly id: string;
  readonly format: WebhookFormat;
  readonly url: URL;
  /** What logs and reports show: the origin and the id, never the path (a Slack URL's path is its secret). */
  readonly label: string;
}

const MAX_RECEIVERS = 10;
const MAX_URL_LENGTH = 2048;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function receiverId(format: WebhookFormat, url: string): string {
  return createHash("sha256").update(`${format}:${url}`).digest("hex").slice(0, 16);
}

function parseEntry(entry: string): WebhookReceiver | string {
  const match = /^(slack|standard):(.*)$/s.exec(entry);
  const format: WebhookFormat = match?.[1] === "slack" ? "slack" : "standard";
  const raw = match ? (match[2] ?? "") : entry;
  if (raw.length > MAX_URL_LENGTH) return `a URL is longer than ${MAX_URL_LENGTH} characters`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `"${raw.slice(0, 80)}" is not a URL`;
  }
  const local = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) {
    return `${url.origin}: only https:// URLs (http:// for localhost only)`;
  }
  if (url.hash !== "") return `${url.origin}: a webhook URL has no #fragment`;
  const id = receiverId(format, url.href);
  return { id, format, url, label: `${format} ${url.origin} (${id.slice(0, 8)})` };
}

/** The receivers of a LEAD_WEBHOOK_URLS value (unset or blank: none), or what is wrong with it. */
export function parseReceivers(value: string | undefined): WebhookReceiver[] | string {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length > MAX_RECEIVERS) return `at most ${MAX_RECEIVERS} URLs`;
  const receivers: WebhookReceiver[] = [];
  for (const entry of entries) {
    const receiver = parseEntry(entry);
    if (typeof receiver === "string") return receiver;
    if (receivers.some((known) => known.id === receiver.id)) return `${receiver.label} is listed twice`;
    receivers.push(receiver);
  }
  return receivers;
}

/** The Standard Webhooks secret: "whsec_" and base64 of 24 to 64 random bytes. */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/;
