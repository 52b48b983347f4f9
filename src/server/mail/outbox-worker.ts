import type { LeadsDatabase } from "@/server/db/database";
import { env } from "@/server/env";
import { addressKey } from "./address-key";
import type { OutgoingMail } from "./outbox";
import type { MailTransport } from "./transport";

/**
 * The outbox worker: delivers the mails that the request handlers stored (enqueueMails) in the same
 * transaction as the lead or booking, retrying with backoff until each one is sent.
 *
 * Delivery is at least once, and in practice once:
 * - A row is claimed by a conditional UPDATE (pending and due, or sending with a lapsed lock), so two
 *   workers, in one process or many, never hold the same mail at the same time.
 * - The claim's `locked_until` doubles as its token: only the holder of that exact claim may mark the
 *   row sent or failed, so a sender whose claim lapsed cannot overwrite a newer claim.
 * - The row is marked sent right after the transport confirms the send, before anything else happens.
 *   The one window left: the SMTP server accepted the message and the process dies (or the database
 *   fails) before that UPDATE commits. The claim then lapses and the mail is sent again. Closing it
 *   would need a two-phase commit with the SMTP server, which SMTP does not offer; the repeated mail
 *   carries the same Message-ID (transport.ts), which lets mail clients fold the two.
 * - Nothing is dropped: a failure puts the row back to pending with a later next_attempt_at; a mail
 *   whose message cannot even be read stays in the outbox too, with its error, for a person to see.
 * - Except on purpose: the forms mail addresses that visitors type, so one address gets at most
 *   `mailsPerRecipientPerDay` mails in 24 hours. The rest are marked held, with the reason, and never
 *   sent (`npm run leads` lists them). The team's address is never limited.
 */

export interface OutboxWorkerOptions {
  readonly db: LeadsDatabase;
  readonly transport: MailTransport;
  readonly now?: () => Date;
  /** Mails claimed per run. */
  readonly batchSize?: number;
  /** Milliseconds to wait before the next try after `attempts` tries. */
  readonly backoff?: (attempts: number) => number;
  /**
   * How long a claim lasts. It must outlast the longest send (the SMTP transport gives up after 60 s);
   * after it, a mail whose sender crashed is tried again.
   */
  readonly lockMs?: number;
  /** Pause between polls in start(). */
  readonly pollMs?: number;
  /** Where failures are reported (default: console.warn / console.error). */
  readonly log?: OutboxLog;
  /** Mails one address may be sent in 24 hours; more are held (default MAILS_PER_RECIPIENT_PER_DAY). */
  readonly mailsPerRecipientPerDay?: number;
  /** The team's address, whose mails are never held (default TEAM_EMAIL). */
  readonly teamEmail?: string;
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
}

export interface OutboxWorker {
  /** Claims the due mails (up to batchSize) and tries each once. */
  runOnce(): Promise<OutboxRunResult>;
  /** Polls every pollMs until stop(). */
  start(): void;
  /** Runs soon (e.g. right after a lead is stored) instead of at the next poll. */
  kick(): void;
  /** Stops polling and waits for the run in progress. */
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
const DAY_MS = 24 * 60 * 60 * 1000;

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = "code" in error && error.code !== undefined ? ` [${String(error.code)}]` : "";
  const response = "response" in error && typeof error.response === "string" ? ` (${error.response})` : "";
  return `${error.message}${code}${response}`.slice(0, MAX_ERROR_LENGTH);
}

function parseMessage(json: string): OutgoingMail {
  const value: unknown = JSON.parse(json);
  if (
    typeof value !== "object" ||
    value === null ||
    !("to" in value && typeof value.to === "string") ||
    !("subject" in value && typeof value.subject === "string") ||
    !("text" in value && typeof value.text === "string")
  ) {
    throw new Error("the stored message is not a mail (to, subject, text)");
  }
  return value as OutgoingMail;
}

const consoleLog: OutboxLog = {
  warn: (message) => console.warn(`[outbox] ${message}`),
  error: (message, error) => console.error(`[outbox] ${message}`, error),
};

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, transport } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;
  const backoff = options.backoff ?? defaultBackoff;
  const lockMs = options.lockMs ?? 5 * 60 * 1000;
  const pollMs = options.pollMs ?? 5_000;
  const log = options.log ?? consoleLog;
  const perRecipientPerDay = options.mailsPerRecipientPerDay ?? env.MAILS_PER_RECIPIENT_PER_DAY;
  const teamKey = addressKey(options.teamEmail ?? env.TEAM_EMAIL);

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
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", at)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", at)]),
        ]),
      )
      .returning(["id", "message", "attempts", "recipient_key"])
      .executeTakeFirst();
  }

  /** Writes the outcome, only if the row is still under this claim. */
  async function settle(
    id: string,
    lockedUntil: string,
    values:
      | { status: "sent"; sent_at: string; last_error: null }
      | { status: "pending"; next_attempt_at: string; last_error: string }
      | { status: "held"; held_reason: string; last_error: null },
  ): Promise<boolean> {
    const result = await db
      .updateTable("outbox")
      .set({ ...values, locked_until: null })
      .where("id", "=", id)
      .where("status", "=", "sending")
      .where("locked_until", "=", lockedUntil)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** Marks sent; retried briefly, since failing here is what would send the mail a second time. */
  async function markSent(id: string, lockedUntil: string): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const settled = await settle(id, lockedUntil, {
          status: "sent",
          sent_at: now().toISOString(),
          last_error: null,
        });
        if (!settled) log.warn(`mail ${id} was sent after its claim lapsed; it may be sent twice`);
        return;
      } catch (error) {
        if (attempt >= 3) {
          log.error(`mail ${id} was sent but could not be marked sent; it will be sent again`, error);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  /**
   * Why a claimed mail must not be sent: its recipient already got (or is being sent, by another
   * worker) the day's allowance. Counting the other workers' claims as well keeps workers racing for
   * one address from sending more than the limit between them; at worst a mail is held that a slower
   * count would have let through.
   */
  async function holdReason(id: string, recipientKey: string | null, at: Date): Promise<string | undefined> {
    if (recipientKey === null || recipientKey === teamKey) return undefined;
    const since = new Date(at.getTime() - DAY_MS).toISOString();
    const row = await db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("recipient_key", "=", recipientKey)
      .where("id", "<>", id)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "sent"), eb("sent_at", ">=", since)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", ">", at.toISOString())]),
        ]),
      )
      .executeTakeFirst();
    const count = Number(row?.count ?? 0);
    if (count < perRecipientPerDay) return undefined;
    return `held: ${count} mails to this address in the last 24 hours (MAILS_PER_RECIPIENT_PER_DAY = ${perRecipientPerDay})`;
  }

  async function deliver(id: string): Promise<"sent" | "failed" | "skipped" | "held"> {
    const claimedAt = now();
    const at = claimedAt.toISOString();
    const lockedUntil = new Date(claimedAt.getTime() + lockMs).toISOString();
    const row = await claim(id, at, lockedUntil);
    if (!row) return "skipped";
    const held = await holdReason(row.id, row.recipient_key, claimedAt);
    if (held !== undefined) {
      const settled = await settle(id, lockedUntil, { status: "held", held_reason: held, last_error: null });
      if (!settled) log.warn(`mail ${id} was held after its claim lapsed`);
      else log.warn(`mail ${id} ${held}`);
      return "held";
    }
    try {
      await transport.send(parseMessage(row.message), row.id);
    } catch (error) {
      const failedAt = now();
      const settled = await settle(id, lockedUntil, {
        status: "pending",
        next_attempt_at: new Date(failedAt.getTime() + backoff(row.attempts)).toISOString(),
        last_error: describeError(error),
      }).catch((settleError: unknown) => {
        // The claim lapses on its own and the mail is tried again then.
        log.error(`mail ${id} failed and could not be put back; retried after its claim lapses`, settleError);
        return true;
      });
      if (!settled) log.warn(`mail ${id} failed after its claim lapsed`);
      return "failed";
    }
    await markSent(id, lockedUntil);
    return "sent";
  }

  async function runOnce(): Promise<OutboxRunResult> {
    const at = now().toISOString();
    const due = await db
      .selectFrom("outbox")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", at)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<=", at)]),
        ]),
      )
      .orderBy("next_attempt_at")
      .orderBy("id")
      .limit(batchSize)
      .execute();
    let sent = 0;
    let failed = 0;
    let skipped = 0;
    let held = 0;
    // One at a time: a handful of mails per lead, and an SMTP server that is down fails each quickly.
    for (const { id } of due) {
      const outcome = await deliver(id);
      if (outcome === "sent") sent += 1;
      else if (outcome === "failed") failed += 1;
      else if (outcome === "held") held += 1;
      else skipped += 1;
    }
    return { sent, failed, skipped, held };
  }

  // start/kick/stop: at most one run at a time per worker; a kick during a run asks for one more run.
  let running: Promise<void> | undefined;
  let again = false;
  let started = false;
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
        if (result.sent + result.failed + result.held >= batchSize) again = true;
      } catch (error) {
        log.error("outbox run failed (database unavailable?)", error);
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
      schedule(0);
    },
    kick() {
      if (!started) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      started = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
