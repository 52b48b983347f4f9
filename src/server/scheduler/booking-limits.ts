import "server-only";
import { sql, type Transaction } from "kysely";
import { env } from "@/platform/env";
import { isPostgres } from "@/server/db/dialect";
import type { Database } from "@/server/db/schema";
import { legacyKeyPatterns, sameMailbox } from "@/server/mail/address-key";

/**
 * How many confirmed upcoming bookings one visitor may hold. Without a limit a script could book the
 * whole horizon (about 400 slots) in seconds; the two counts make that take many addresses and many
 * clients. Cancelled bookings and bookings that have ended do not count.
 */
export interface BookingLimits {
  /** Per e-mail address, normalised (addressKey). */
  readonly perEmail: number;
  /** Per client address (clientAddress(): the socket peer or the trusted proxies' word). */
  readonly perClient: number;
}

export function bookingLimitsFromEnv(): BookingLimits {
  return { perEmail: env.BOOKINGS_PER_EMAIL, perClient: env.BOOKINGS_PER_CLIENT };
}

export interface LimitReached {
  readonly limit: "email" | "client";
  /** The limit itself, for the visitor's message. */
  readonly max: number;
  /** When the first of the counted bookings ends, and with it one more booking is allowed. */
  readonly freesAt: Date;
}

export interface BookerKeys {
  readonly emailKey: string;
  readonly clientAddress: string;
}

/**
 * Makes the count and the insert that follows it one step per e-mail and per client. On PostgreSQL
 * (READ COMMITTED) two transactions for one address would otherwise both count 1, both pass a limit
 * of 2 and both insert: transaction-scoped advisory locks on the e-mail and on the client make the
 * second wait for the first to commit, and its count then sees the first's booking. The locks are
 * always taken e-mail first, so two transactions never wait for each other in a circle.
 */
export async function lockBooker(trx: Transaction<Database>, keys: BookerKeys): Promise<void> {
  // SQLite needs no lock: the site's one connection runs one transaction at a time. (A second process
  // on the same file that counted on a stale snapshot fails with SQLITE_BUSY, a 503, rather than
  // inserting; several instances should use PostgreSQL anyway.)
  if (!isPostgres(trx)) return;
  for (const key of [`booking-email:${keys.emailKey}`, `booking-client:${keys.clientAddress}`]) {
    // A 64-bit hash of the key: a collision only makes two unrelated bookers wait for each other.
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}

/** Which limit a new booking would exceed, if any; call under lockBooker. */
export async function limitReached(
  trx: Transaction<Database>,
  keys: BookerKeys,
  limits: BookingLimits,
  now: Date,
): Promise<LimitReached | undefined> {
  const byEmail = await upcomingForEmail(trx, keys.emailKey, now);
  if (byEmail.length >= limits.perEmail) {
    return { limit: "email", max: limits.perEmail, freesAt: firstEnd(byEmail, now) };
  }
  const byClient = await trx
    .selectFrom("bookings")
    .select((eb) => [
      eb.fn.countAll<number | string | bigint>().as("count"),
      eb.fn.min("slot_end").as("first_end"),
    ])
    .where("client_address", "=", keys.clientAddress)
    .where("status", "=", "confirmed")
    .where("slot_end", ">", now.toISOString())
    .executeTakeFirst();
  if (Number(byClient?.count ?? 0) >= limits.perClient) {
    return {
      limit: "client",
      max: limits.perClient,
      freesAt: new Date(byClient?.first_end ?? now.toISOString()),
    };
  }
  return undefined;
}

/**
 * The confirmed upcoming bookings of one mailbox. Rows stored before Gmail spellings were folded into one
 * key keep their older key (a.na@gmail.com, ana@googlemail.com): they are read too (legacyKeyPatterns) and
 * brought to today's key here, so bookings made before an upgrade still count after it, with no migration
 * rewriting them. Upcoming confirmed bookings hold a slot each, so the rows read are at most the horizon's
 * slots.
 */
async function upcomingForEmail(
  trx: Transaction<Database>,
  emailKey: string,
  now: Date,
): Promise<{ slot_end: string }[]> {
  const legacy = legacyKeyPatterns(emailKey);
  const rows = await trx
    .selectFrom("bookings")
    .select(["email_key", "slot_end"])
    .where((eb) =>
      eb.or([eb("email_key", "=", emailKey), ...legacy.map((pattern) => eb("email_key", "like", pattern))]),
    )
    .where("status", "=", "confirmed")
    .where("slot_end", ">", now.toISOString())
    .execute();
  return rows.filter((row) => row.email_key !== null && sameMailbox(row.email_key, emailKey));
}

/** When the first of the counted bookings ends, and with it one more booking is allowed. */
function firstEnd(rows: readonly { slot_end: string }[], now: Date): Date {
  const first = rows.reduce<string | undefined>(
    (earliest, row) => (earliest === undefined || row.slot_end < earliest ? row.slot_end : earliest),
    undefined,
  );
  return new Date(first ?? now.toISOString());
}
