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

export interface OutboxTable {
  id: string;
  /** The lead or booking the mail is about. */
  subject_id: string;
  /** The message as JSON (OutgoingMail in src/server/mail). */
  message: string;
  /** "held": over the recipient's daily limit, never sent (held_reason says why). */
  status: "pending" | "sending" | "sent" | "held";
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
