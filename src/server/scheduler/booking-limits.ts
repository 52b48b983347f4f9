import "server-only";
import { sql, type Transaction } from "kysely";
import { env } from "@/platform/env";
import { isPostgres } from "@/server/db/dialect";
import type { Database } from "@/server/db/schema";

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
  const checks = [
    { limit: "email", column: "email_key", value: keys.emailKey, max: limits.perEmail },
    { limit: "client", column: "client_address", value: keys.clientAddress, max: limits.perClient },
  ] as const;
  for (const { limit, column, value, max } of checks) {
    const row = await trx
      .selectFrom("bookings")
      .select((eb) => [
        eb.fn.countAll<number | string | bigint>().as("count"),
        eb.fn.min("slot_end").as("first_end"),
      ])
      .where(column, "=", value)
      .where("status", "=", "confirmed")
      .where("slot_end", ">", now.toISOString())
      .executeTakeFirst();
    if (Number(row?.count ?? 0) >= max) {
      return { limit, max, freesAt: new Date(row?.first_end ?? now.toISOString()) };
    }
  }
  return undefined;
}
