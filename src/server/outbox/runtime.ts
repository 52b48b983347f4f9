import "server-only";
import { resolve } from "node:path";
import { env } from "@/platform/env";
import { getDatabase } from "@/server/db";
import type { OutboxChannelName } from "@/server/db/schema";
import { createMailWorker } from "@/server/mail/mail-channel";
import { createMailTransport, type MailTransport } from "@/server/mail/transport";
import { log } from "@/server/operations/log";
import { NotReady } from "@/server/operations/readiness";
import { configuredReceivers } from "@/server/webhooks/settings";
import { createWebhookWorker } from "@/server/webhooks/webhook-channel";
import { outboxDepth } from "./admin";
import type { OutboxWorker } from "./worker";

/**
 * The server process's outbox workers: one for mails, and one for webhook events when LEAD_WEBHOOK_URLS
 * is set. The production server starts them (src/server/production/main.ts) and the endpoints kick them;
 * both are in the one server bundle, so they share this module's state.
 */
interface OutboxRuntime {
  workers?: readonly OutboxWorker[];
  transport?: MailTransport;
  starting?: Promise<void>;
  stopped?: boolean;
}

const RETRY_START_MS = 15_000;

const state: OutboxRuntime = {};

/**
 * Starts the workers once per process. It never throws and never waits for the database: the site
 * must come up (and answer 503 on the lead routes) even when the database is down, so the workers
 * keep trying to start in the background.
 */
export function startOutboxWorker(): void {
  if (state.workers || state.starting) return;
  state.stopped = false;
  state.starting = (async () => {
    try {
      const db = await getDatabase();
      if (state.stopped) return;
      const transport = createMailTransport({
        smtpUrl: env.SMTP_URL,
        outboxDir: resolve(env.OUTBOX_DIR),
        from: env.MAIL_FROM,
      });
      const workers = [createMailWorker({ db, transport })];
      const receivers = configuredReceivers();
      if (receivers.length > 0 && env.LEAD_WEBHOOK_SECRET) {
        workers.push(createWebhookWorker({ db, receivers, secret: env.LEAD_WEBHOOK_SECRET }));
      }
      state.transport = transport;
      state.workers = workers;
      for (const worker of workers) worker.start();
    } catch (error) {
      log.error("outbox.start-failed", error, { retryInSeconds: RETRY_START_MS / 1000 });
      setTimeout(() => {
        if (!state.stopped) startOutboxWorker();
      }, RETRY_START_MS).unref();
    } finally {
      state.starting = undefined;
    }
  })();
}

/**
 * Asks the workers to deliver soon; call after the transaction that stored the rows has committed.
 * A no-op when no worker runs in this process (the next poll, or the next start, delivers them).
 */
export function kickOutbox(): void {
  for (const worker of state.workers ?? []) worker.kick();
}

/** Stops the workers and closes the mail transport (tests, graceful shutdown). */
export async function stopOutboxWorker(): Promise<void> {
  state.stopped = true;
  await state.starting;
  const { workers, transport } = state;
  state.workers = undefined;
  state.transport = undefined;
  await Promise.all((workers ?? []).map((worker) => worker.stop()));
  transport?.close();
}

/**
 * A readiness check: resolves while this process's outbox workers run; says "starting", "not started"
 * (waiting to try again after a failed start) or "stopped" (shutting down) otherwise.
 */
export async function outboxRunning(): Promise<void> {
  if (state.workers) return;
  if (state.stopped) throw new NotReady("stopped");
  throw new NotReady(state.starting ? "starting" : "not started");
}

/** What the outbox has yet to deliver, per channel (for the lumbre_outbox_depth metric). */
export async function currentOutboxDepth(): Promise<Record<OutboxChannelName, number>> {
  return outboxDepth(await getDatabase());
}
