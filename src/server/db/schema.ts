import "server-only";
import type { Generated } from "kysely";

/**
 * The tables of the leads database (SQLite by default, PostgreSQL with DATABASE_URL). Times are ISO
 * 8601 strings in UTC, which sort and compare the same way in both databases.
 */
export interface Database {
  leads: LeadsTable;
  bookings: BookingsTable;
  outbox: OutboxTable;
  idempotency_keys: IdempotencyTable;
  webhook_receivers: WebhookReceiversTable;
  page_moves: PageMovesTable;
}

export interface LeadsTable {
  id: string;
  /** "contact" (the contact page) or "consultation" (the popup's contact path). */
  kind: "contact" | "consultation";
  locale: string;
  topic: string | null;
  service: string | null;
  help_type: string | null;
  budget: string | null;
  name: string;
  last_name: string | null;
  email: string;
  company: string | null;
  message: string | null;
  position: string | null;
  created_at: string;
}

export interface BookingsTable {
  id: string;
  /** The slot's start instant (UTC). Unique among confirmed bookings: a slot is booked once. */
  slot_start: string;
  slot_end: string;
  status: "confirmed" | "cancelled";
  locale: string;
  time_zone: string;
  name: string;
  email: string;
  /** The e-mail as the per-e-mail limit counts it (addressKey); null only on rows older than the limit. */
  email_key: string | null;
  /** Who booked, as clientAddress() named them: the per-client limit counts by it. */
  client_address: string | null;
  created_at: string;
  cancelled_at: string | null;
}

export type OutboxChannelName = "mail" | "webhook";

export interface OutboxTable {
  id: string;
  /** "mail" (a mail to the team or the visitor) or "webhook" (an event for one receiver). */
  channel: Generated<OutboxChannelName>;
  /** The lead or booking the row is about. */
  subject_id: string;
  /** Mail: OutgoingMail as JSON (src/server/mail). Webhook: the event as JSON (src/server/webhooks). */
  message: string;
  /**
   * "held": a mail over the recipient's daily limit, never sent (held_reason says why). "dead": given
   * up on (past give_up_at, or refused for good by the receiver; last_error says why) until a person
   * runs `npm run outbox -- retry`.
   */
  status: "pending" | "sending" | "sent" | "held" | "dead";
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While status is "sending": when a crashed sender's claim lapses and the mail is tried again. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The recipient as the per-recipient limit counts it (addressKey of the message's `to`). */
  recipient_key: string | null;
  held_reason: string | null;
  /** Webhook: the receiver's id (receiverId of its LEAD_WEBHOOK_URLS entry; the URL itself is not stored). */
  destination: string | null;
  /** When a row that keeps failing is marked dead; null = retried until delivered (mails). */
  give_up_at: string | null;
}

export interface IdempotencyTable {
  /** The route and the client's Idempotency-Key, e.g. "contact:4b2c…". */
  key: string;
  /** A hash of the request body: the same key with another body is refused (422). */
  request_hash: string;
  status: number;
  body: string;
  created_at: string;
}

export interface WebhookReceiversTable {
  /** receiverId() of a LEAD_WEBHOOK_URLS entry. */
  id: string;
  /** Set when the receiver answered 410 Gone: nothing more is sent to it until `npm run outbox -- enable`. */
  disabled_at: string | null;
  disabled_reason: string | null;
}

export interface PageMovesTable {
  /** A path a document's page had before its uid changed. */
  path: string;
  /** The document (its id, which a rename keeps). */
  document_id: string;
  moved_at: string;
}
