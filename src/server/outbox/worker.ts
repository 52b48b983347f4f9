import "server-only";
import type { ExpressionBuilder } from "kysely";
import type { LeadsDatabase } from "@/server/db/database";
import type { Database, OutboxChannelName } from "@/server/db/schema";

/**
 * The outbox worker: delivers what the request handlers stored in the outbox, in the same transaction
 * as the lead or booking, retrying with backoff until each row is delivered. One worker serves one
 * channel (mail, webhook); what "deliver" means is the channel's business (mail-channel.ts,
 * webhook-channel.ts), the rest is here and the same for both.
 *
 * Delivery is at least once, and in practice once:
 * - A row is claimed by a conditional UPDATE (pending and due, or sending with a lapsed lock), so two
 *   workers, in one process or many, never hold the same row at the same time.
 * - The claim's `locked_until` doubles as its token: only the holder of that exact claim may mark the
 *   row sent or failed, so a sender whose claim lapsed cannot overwrite a newer claim.
 * - The row is marked sent right after the peer confirms it, before anything else happens. The one
 *   window left: the peer accepted and the process dies (or the database fails) before that UPDATE
 *   commits. The claim then lapses and the row is delivered again, with the same id (Message-ID for a
 *   mail, webhook-id for an event), which lets the receiver fold the two.
 * - Nothing is dropped by accident: a failure puts the row back to pending with a later
 *   next_attempt_at. A row stops only on purpose, with its reason kept: held (a mail over its
 *   recipient's daily limit), or dead (past its give_up_at, or refused for good by its receiver);
 *   `npm run outbox -- retry` puts dead rows back.
 */

/** A claimed row, as a channel needs it. */
export interface ClaimedRow {
  readonly id: string;
  readonly message: string;
  readonly attempts: number;
  readonly recipient_key: string | null;
  readonly destination: string | null;
}

/** What a channel made of one try. A thrown error counts as "failed" with its message. */
export type Delivery =
  | { readonly outcome: "sent" }
  /** Tried again after the backoff, until the row's give_up_at. */
  | { readonly outcome: "failed"; readonly error: string }
  /** Never sent, on purpose (a mail over its recipient's limit). */
  | { readonly outcome: "held"; readonly reason: string }
  /** Never tried again unless a person asks (`npm run outbox -- retry`). */
  | { readonly outcome: "dead"; readonly reason: string };

export interface OutboxChannel {
  readonly name: OutboxChannelName;
  /** What one row is called in log lines ("mail", "event"). */
  readonly noun: string;
  deliver(row: ClaimedRow, claimedAt: Date): Promise<Delivery>;
}

export interface OutboxWorkerOptions {
  readonly db: LeadsDatabase;
  readonly channel: OutboxChannel;
  readonly now?: () => Date;
  /** Rows claimed per run. */
  readonly batchSize?: number;
  /** Milliseconds to wait before the next try after `attempts` tries. */
  readonly backoff?: (attempts: number) => number;
  /**
   * How long a claim lasts. It must outlast the longest try (SMTP gives up after 60 s, a webhook after
   * 15 s); after it, a row whose sender crashed is tried again.
   */
  readonly lockMs?: number;
  /** Pause between polls in start(). */
  readonly pollMs?: number;
  /** Where failures are reported (default: console.warn / console.error). */
  readonly log?: OutboxLog;
}

export interface OutboxLog {
  warn(message: string): void;
  error(message: string, error: unknown): void;
}

export interface OutboxRunResult {
  readonly sent: number;
  readonly failed: number;
  /** Due when listed, but claimed by another worker (or run) first. */
  readonly skipped: number;
  /** Over their recipient's daily limit: marked held, not sent. */
  readonly held: number;
  /** Given up on: past give_up_at, or refused for good. */
  readonly dead: number;
}

export interface OutboxWorker {
  /** Claims the due rows of its channel (up to batchSize) and tries each once. */
  runOnce(): Promise<OutboxRunResult>;
  /** Polls every pollMs until stop(). */
  start(): void;
  /** Runs soon (e.g. right after a lead is stored) instead of at the next poll. */
  kick(): void;
  /** Stops polling; the send under way finishes and is marked, the rest of its batch waits for a later run. */
  stop(): Promise<void>;
}

const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;

/** 5 s after the first failure, doubling, at most an hour. */
export function defaultBackoff(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  // The cap is reached at attempt 11; bounding the exponent keeps 2 ** n finite for any count.
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.min(exponent, 30), BACKOFF_MAX_MS);
}

const MAX_ERROR_LENGTH = 1000;

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, MAX_ERROR_LENGTH);
  const code = "code" in error && error.code !== undefined ? ` [${String(error.code)}]` : "";
  const response = "response" in error && typeof error.response === "string" ? ` (${error.response})` : "";
  return `${error.message}${code}${response}`.slice(0, MAX_ERROR_LENGTH);
}

const consoleLog: OutboxLog = {
  warn: (message) => console.warn(`[outbox] ${message}`),
  error: (message, error) => console.error(`[outbox] ${message}`, error),
};

type Settlement =
  | { status: "sent"; sent_at: string; last_error: null }
  | { status: "pending"; next_attempt_at: string; last_error: string }
  | { status: "held"; held_reason: string; last_error: null }
  | { status: "dead"; last_error: string };

type Outcome = "sent" | "failed" | "skipped" | "held" | "dead";

/** A row a worker may claim at `at`: pending and due, or sending under a lapsed claim (its sender died). */
function dueAt(at: string) {
  return (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.or([
      eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", at)]),
      eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", at)]),
    ]);
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, channel } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;
  const backoff = options.backoff ?? defaultBackoff;
  const lockMs = options.lockMs ?? 5 * 60 * 1000;
  const pollMs = options.pollMs ?? 5_000;
  const log = options.log ?? consoleLog;
  const noun = channel.noun;

  /** Claims one row; undefined when another worker got it first or it is no longer due. */
  async function claim(id: string, at: string, lockedUntil: string) {
    return db
      .updateTable("outbox")
      .set((eb) => ({
        status: "sending" as const,
        locked_until: lockedUntil,
        // Counted when the try starts, so a try cut short by a crash is counted too.
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "=", id)
      .where("channel", "=", channel.name)
      .where(dueAt(at))
      .returning(["id", "message", "attempts", "recipient_key", "destination", "give_up_at"])
      .executeTakeFirst();
  }

  /** Writes the outcome, only if the row is still under this claim. */
  async function settle(id: string, lockedUntil: string, values: Settlement): Promise<boolean> {
    const result = await db
      .updateTable("outbox")
      .set({ ...values, locked_until: null })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .where("locked_until", "=", lockedUntil)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Marks sent; retried briefly, since failing here is what would deliver the row a second time. */
  async function markSent(id: string, lockedUntil: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const settled = await settle(id, lockedUntil, {
          status: "sent",
          sent_at: now().toISOString(),
          last_error: null,
        });
        if (!settled) log.warn(`${noun} ${id} was sent after its claim lapsed; it may be sent twice`);
        return;
      } catch (error) {
        if (attempt >= 3) {
          log.error(`${noun} ${id} was sent but could not be marked sent; it will be sent again`, error);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  async function deliver(id: string): Promise<Outcome> {
    const claimedAt = now();
    const at = claimedAt.toISOString();
    const lockedUntil = new Date(claimedAt.getTime() + lockMs).toISOString();
    const row = await claim(id, at, lockedUntil);
    if (!row) return "skipped";
    let delivery: Delivery;
    try {
      delivery = await channel.deliver(row, claimedAt);
    } catch (error) {
      delivery = { outcome: "failed", error: describeError(error) };
    }
    switch (delivery.outcome) {
      case "sent":
        await markSent(id, lockedUntil);
        return "sent";
      case "held": {
        const settled = await settle(id, lockedUntil, {
          status: "held",
          held_reason: delivery.reason,
          last_error: null,
        });
        if (!settled) log.warn(`${noun} ${id} was held after its claim lapsed`);
        else log.warn(`${noun} ${id} ${delivery.reason}`);
        return "held";
      }
      case "dead":
        return giveUp(id, lockedUntil, delivery.reason);
      case "failed": {
        const failedAt = now();
        if (row.give_up_at !== null && failedAt.toISOString() >= row.give_up_at) {
          return giveUp(id, lockedUntil, `gave up after ${row.attempts} tries: ${delivery.error}`);
        }
        const settled = await settle(id, lockedUntil, {
          status: "pending",
          next_attempt_at: new Date(failedAt.getTime() + backoff(row.attempts)).toISOString(),
          last_error: delivery.error,
        }).catch((settleError: unknown) => {
          // The claim lapses on its own and the row is tried again then.
          log.error(
            `${noun} ${id} failed and could not be put back; retried after its claim lapses`,
            settleError,
          );
          return true;
        });
        if (!settled) log.warn(`${noun} ${id} failed after its claim lapsed`);
        return "failed";
      }
    }
  }

  async function giveUp(id: string, lockedUntil: string, reason: string): Promise<Outcome> {
    const last_error = reason.slice(0, MAX_ERROR_LENGTH);
    const settled = await settle(id, lockedUntil, { status: "dead", last_error }).catch((error: unknown) => {
      log.error(`${noun} ${id} could not be marked dead; tried again after its claim lapses`, error);
      return true;
    });
    if (settled) log.warn(`${noun} ${id} is dead: ${last_error} (npm run outbox -- retry)`);
    return "dead";
  }

  async function runOnce(): Promise<OutboxRunResult> {
    const at = now().toISOString();
    const due = await db
      .selectFrom("outbox")
      .select("id")
      .where("channel", "=", channel.name)
      .where(dueAt(at))
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(batchSize)
      .execute();
    const counts = { sent: 0, failed: 0, skipped: 0, held: 0, dead: 0 };
    // One at a time: a handful of rows per lead, and a peer that is down fails each quickly.
    for (const { id } of due) {
      // Stopping (a shutdown): the send under way finishes and is marked; the rest wait for the next worker.
      if (stopping) break;
      counts[await deliver(id)] += 1;
    }
    return counts;
  }

  // start/kick/stop: at most one run at a time per worker; a kick during a run asks for one more run.
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function schedule(delayMs: number): void {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, delayMs);
    // Never what keeps the process alive (tests, CLI tools that import the server code).
    timer.unref();
  }

  function tick(): void {
    timer = undefined;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        const result = await runOnce();
        // A full batch means more may be due: go on without waiting for the next poll.
        if (result.sent + result.failed + result.held + result.dead >= batchSize) again = true;
      } catch (error) {
        log.error(`outbox run (${channel.name}) failed (database unavailable?)`, error);
      } finally {
        running = undefined;
        schedule(again ? 0 : pollMs);
        again = false;
      }
    })();
  }

  return {
    runOnce,
    start() {
      if (started) return;
      started = true;
      stopping = false;
      schedule(0);
    },
    kick() {
      if (!started) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      started = false;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

/**
 * A channel's worker factory (createMailWorker, createWebhookWorker): one object carries the worker's
 * options and the channel's, and the channel is built from it.
 */
export function channelWorker<ChannelOptions>(
  channel: (options: ChannelOptions) => OutboxChannel,
): (options: Omit<OutboxWorkerOptions, "channel"> & ChannelOptions) => OutboxWorker {
  return (options) => createOutboxWorker({ ...options, channel: channel(options) });
}
