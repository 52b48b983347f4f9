import "server-only";
import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { BookingRequest } from "@/features/leads/schemas";
import { env } from "@/platform/env";
import type { WebhookReceiver } from "@/platform/webhook-receivers";
import { isUniqueViolation, type LeadsDatabase } from "@/server/db/database";
import type { BookingsTable, Database } from "@/server/db/schema";
import { addressKey } from "@/server/mail/address-key";
import { enqueueMails, type OutgoingMail } from "@/server/mail/outbox";
import { enqueueEvent } from "@/server/webhooks/enqueue";
import { bookingEvent } from "@/server/webhooks/events";
import { configuredReceivers } from "@/server/webhooks/settings";
import { isOfferedSlot, offeredSlots, type ScheduleConfig, type SlotRange, slotEnd } from "./availability";
import {
  type BookingLimits,
  bookingLimitsFromEnv,
  type LimitReached,
  limitReached,
  lockBooker,
} from "./booking-limits";
import { cancelUrl, verifyCancelToken } from "./cancel-token";
import { buildInvite } from "./ics";
import {
  type BookingMailFacts,
  type CopyLocale,
  inviteDescription,
  inviteSummary,
  teamBookingNotice,
  teamCancellationNotice,
  visitorConfirmation,
} from "./mail-copy";

export interface BookingOptions {
  readonly now: Date;
  readonly config: ScheduleConfig;
  /** Signs the cancel links. */
  readonly secret: string;
  /** Defaults: SITE_URL, TEAM_EMAIL, MAIL_FROM. */
  readonly siteUrl?: string;
  readonly teamEmail?: string;
  readonly mailFrom?: string;
  /** Who is booking (clientAddress()), stored with the booking and counted by the per-client limit. */
  readonly clientAddress: string;
  /** Default: BOOKINGS_PER_EMAIL and BOOKINGS_PER_CLIENT. */
  readonly limits?: BookingLimits;
  /** Where the booking.created event goes (default: LEAD_WEBHOOK_URLS). */
  readonly receivers?: readonly WebhookReceiver[];
}

export interface BookedSlot {
  readonly id: string;
  readonly start: string;
  readonly end: string;
}

export type BookResult =
  | { readonly ok: true; readonly booking: BookedSlot }
  | { readonly ok: false; readonly reason: "unavailable" | "taken" }
  | { readonly ok: false; readonly reason: "limit"; readonly reached: LimitReached };

export type Booking = BookingsTable;

/** The offered slots on the range's days that nobody has booked. */
export async function freeSlots(
  db: LeadsDatabase,
  config: ScheduleConfig,
  now: Date,
  range: SlotRange,
): Promise<Date[]> {
  const offered = offeredSlots(config, now, range);
  const first = offered[0];
  const last = offered.at(-1);
  if (!first || !last) return [];
  const booked = await db
    .selectFrom("bookings")
    .select("slot_start")
    .where("status", "=", "confirmed")
    .where("slot_start", ">=", first.toISOString())
    .where("slot_start", "<=", last.toISOString())
    .execute();
  const taken = new Set(booked.map((row) => row.slot_start));
  return offered.filter((slot) => !taken.has(slot.toISOString()));
}

/**
 * Books a slot: stores the booking and its two mails (visitor, team) in one transaction. Whether the
 * slot is still free is the unique index's call (one confirmed booking per slot_start): the insert of
 * a second request for the same slot fails, however close together they arrive. Before that, the
 * visitor's e-mail and client must be under their limits of upcoming bookings (booking-limits.ts).
 */
export async function bookSlot(
  db: LeadsDatabase,
  request: BookingRequest,
  options: BookingOptions,
): Promise<BookResult> {
  return db.transaction().execute((trx) => bookSlotInTransaction(trx, request, options));
}

/**
 * bookSlot inside the caller's transaction (the route's, which also holds the Idempotency-Key). The
 * insert runs under a savepoint: PostgreSQL aborts a whole transaction on a failed statement, and the
 * caller's transaction must survive a taken slot to store that answer for the key.
 */
export async function bookSlotInTransaction(
  trx: Transaction<Database>,
  request: BookingRequest,
  options: BookingOptions,
): Promise<BookResult> {
  const start = new Date(request.slotStart);
  if (!isOfferedSlot(options.config, options.now, start)) return { ok: false, reason: "unavailable" };
  const keys = { emailKey: addressKey(request.email), clientAddress: options.clientAddress };
  await lockBooker(trx, keys);
  const reached = await limitReached(trx, keys, options.limits ?? bookingLimitsFromEnv(), options.now);
  if (reached) return { ok: false, reason: "limit", reached };
  const end = slotEnd(options.config, start);
  const id = randomUUID();
  // The stored form is toISOString(), so "…T12:00:00Z" and "…T12:00:00.000Z" are the same slot.
  const booking: Booking = {
    id,
    slot_start: start.toISOString(),
    slot_end: end.toISOString(),
    status: "confirmed",
    locale: request.locale,
    time_zone: request.timeZone,
    name: request.name,
    email: request.email,
    email_key: keys.emailKey,
    client_address: keys.clientAddress,
    created_at: options.now.toISOString(),
    cancelled_at: null,
  };
  await sql`savepoint book_slot`.execute(trx);
  try {
    await trx.insertInto("bookings").values(booking).execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await sql`rollback to savepoint book_slot`.execute(trx);
    return { ok: false, reason: "taken" };
  }
  await sql`release savepoint book_slot`.execute(trx);
  await enqueueMails(trx, id, bookingMails(booking, options), options.now);
  await enqueueEvent(
    trx,
    id,
    bookingEvent("booking.created", booking, {
      page: request.page,
      teamTimeZone: options.config.timeZone,
      at: options.now,
    }),
    options.receivers ?? configuredReceivers(),
    options.now,
  );
  return { ok: true, booking: { id, start: booking.slot_start, end: booking.slot_end } };
}

export type CancelResult =
  | { readonly ok: true; readonly booking: Booking }
  | { readonly ok: false; readonly reason: "not-found" | "forbidden" };

/**
 * Cancels a confirmed booking when the token is its own: the status turns cancelled (which frees the
 * slot for the unique index) and the team is told, in one transaction. A booking already cancelled is
 * not found, so a second click changes nothing and mails nobody.
 */
export async function cancelBooking(
  db: LeadsDatabase,
  id: string,
  token: string,
  secret: string,
  options: {
    readonly now?: Date;
    readonly scheduleTimeZone?: string;
    readonly teamEmail?: string;
    /** Where the booking.cancelled event goes (default: LEAD_WEBHOOK_URLS). */
    readonly receivers?: readonly WebhookReceiver[];
  } = {},
): Promise<CancelResult> {
  if (!verifyCancelToken(id, token, secret)) return { ok: false, reason: "forbidden" };
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx): Promise<CancelResult> => {
    const cancelled = await trx
      .updateTable("bookings")
      .set({ status: "cancelled", cancelled_at: now.toISOString() })
      .where("id", "=", id)
      .where("status", "=", "confirmed")
      .returningAll()
      .executeTakeFirst();
    if (!cancelled) return { ok: false, reason: "not-found" };
    const teamTimeZone = options.scheduleTimeZone ?? env.SCHEDULE_TIME_ZONE;
    const notice = teamCancellationNotice(mailFacts(cancelled, teamTimeZone));
    await enqueueMails(
      trx,
      id,
      [{ to: options.teamEmail ?? env.TEAM_EMAIL, replyTo: cancelled.email, ...notice }],
      now,
    );
    await enqueueEvent(
      trx,
      id,
      bookingEvent("booking.cancelled", cancelled, { teamTimeZone, at: now }),
      options.receivers ?? configuredReceivers(),
      now,
    );
    return { ok: true, booking: cancelled };
  });
}

export async function findBooking(db: LeadsDatabase, id: string): Promise<Booking | undefined> {
  return db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
}

function mailFacts(
  booking: Booking,
  scheduleTimeZone: string,
): Omit<BookingMailFacts, "cancelUrl" | "slotMinutes"> {
  return {
    name: booking.name,
    email: booking.email,
    locale: booking.locale === "es" ? "es" : "en",
    timeZone: booking.time_zone,
    start: new Date(booking.slot_start),
    end: new Date(booking.slot_end),
    bookingId: booking.id,
    scheduleTimeZone,
  };
}

/** The visitor's confirmation and the team's notice, each with the invitation and the cancel link. */
function bookingMails(booking: Booking, options: BookingOptions): OutgoingMail[] {
  const link = cancelUrl(options.siteUrl ?? env.SITE_URL, booking.id, options.secret);
  const facts: BookingMailFacts = {
    ...mailFacts(booking, options.config.timeZone),
    slotMinutes: options.config.slotMinutes,
    cancelUrl: link,
  };
  const organizer = parseMailbox(options.mailFrom ?? env.MAIL_FROM);
  // The visitor's invite names nobody but its address: its text is all Lumbre's (see visitor-text.ts).
  const invite = (locale: CopyLocale, attendeeName: string | undefined) =>
    buildInvite({
      id: booking.id,
      start: facts.start,
      end: facts.end,
      stamp: options.now,
      summary: inviteSummary(locale, facts.slotMinutes),
      description: inviteDescription(locale, link),
      organizer,
      attendee: { name: attendeeName, email: booking.email },
      language: locale,
    });
  const teamEmail = options.teamEmail ?? env.TEAM_EMAIL;
  return [
    {
      to: booking.email,
      replyTo: teamEmail,
      ...visitorConfirmation(facts),
      ics: invite(facts.locale, undefined),
    },
    { to: teamEmail, replyTo: booking.email, ...teamBookingNotice(facts), ics: invite("en", booking.name) },
  ];
}

/** "Lumbre Studio <hello@lumbre.studio>" → name and address; a bare address has no name. */
export function parseMailbox(mailbox: string): { name?: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(mailbox);
  if (match?.[2]) return match[1] ? { name: match[1], email: match[2].trim() } : { email: match[2].trim() };
  return { email: mailbox.trim() };
}
