import "server-only";
import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import { isUniqueViolation, type LeadsDatabase } from "@/server/db/database";
import type { Database } from "@/server/db/schema";

/** Idempotency-Key: 1 to 200 characters, letters, digits and _ - : . (UUIDs and ULIDs fit). */
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,200}$/;

export type IdempotencyKeyResult =
  | { readonly ok: true; readonly key: string | undefined }
  | { readonly ok: false };

/** The request's Idempotency-Key: absent (ok, undefined), valid, or invalid (the caller answers 400). */
export function readIdempotencyKey(headers: Headers): IdempotencyKeyResult {
  const key = headers.get("idempotency-key");
  if (key === null) return { ok: true, key: undefined };
  return KEY_PATTERN.test(key) ? { ok: true, key } : { ok: false };
}

/** What a request answered: replayed as is to a retry with the same key. */
export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

export interface IdempotentRequest {
  /** Keys are scoped by route: the same key on /api/contact and /api/bookings are two requests. */
  readonly route: string;
  readonly key: string | undefined;
  /** The body exactly as received: its hash tells a retry from another request reusing the key. */
  readonly rawBody: string;
  readonly now: Date;
}

export type IdempotentOutcome =
  | { readonly kind: "fresh"; readonly answer: StoredAnswer }
  | { readonly kind: "replayed"; readonly answer: StoredAnswer }
  | { readonly kind: "mismatch" };

export function hashBody(rawBody: string): string {
  return createHash("sha256").update(rawBody, "utf8").digest("hex");
}

/** Thrown inside the transaction when another request holds the key; never leaves runIdempotent. */
class KeyTaken extends Error {}

/**
 * Runs `work` (which stores the lead or booking) in one transaction with the idempotency row, so the
 * row exists exactly when the work was committed.
 *
 * The key is claimed first, inside the transaction: a concurrent duplicate blocks on the primary key
 * until the first commits (PostgreSQL) or waits for the connection (SQLite), then fails with a unique
 * violation, rolls back everything it did and returns the first request's stored answer. Claiming
 * before the work also means a duplicate never reaches the work's own constraints (a booking's slot),
 * which would otherwise answer a retry with 409 instead of the first answer.
 *
 * Without a key the work simply runs in a transaction. Errors from the work propagate (rolled back).
 */
export async function runIdempotent(
  db: LeadsDatabase,
  request: IdempotentRequest,
  work: (trx: Transaction<Database>) => Promise<StoredAnswer>,
): Promise<IdempotentOutcome> {
  if (request.key === undefined) {
    return { kind: "fresh", answer: await db.transaction().execute(work) };
  }
  const key = `${request.route}:${request.key}`;
  const hash = hashBody(request.rawBody);

  // The common retry (the first request finished long ago) needs no transaction at all.
  const earlier = await storedOutcome(db, key, hash);
  if (earlier) return earlier;

  try {
    const answer = await db.transaction().execute(async (trx) => {
      await claimKey(trx, key, hash, request.now);
      const result = await work(trx);
      await trx
        .updateTable("idempotency_keys")
        .set({ status: result.status, body: JSON.stringify(result.body) })
        .where("key", "=", key)
        .execute();
      return result;
    });
    return { kind: "fresh", answer };
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
  }

  const winner = await storedOutcome(db, key, hash);
  if (winner) return winner;
  // The key's row vanished between the conflict and the read: nothing deletes rows, so this is a bug.
  throw new Error(`idempotency key ${key} was taken but has no stored answer`);
}

async function claimKey(trx: Transaction<Database>, key: string, hash: string, now: Date): Promise<void> {
  try {
    await trx
      .insertInto("idempotency_keys")
      // The placeholder answer is replaced before commit; no other transaction ever reads it.
      .values({ key, request_hash: hash, status: 0, body: "null", created_at: now.toISOString() })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new KeyTaken(key);
    throw error;
  }
}

async function storedOutcome(
  db: LeadsDatabase,
  key: string,
  hash: string,
): Promise<IdempotentOutcome | undefined> {
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["request_hash", "status", "body"])
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.request_hash !== hash) return { kind: "mismatch" };
  return { kind: "replayed", answer: { status: Number(row.status), body: JSON.parse(row.body) as unknown } };
}
