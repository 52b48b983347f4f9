import { resolve } from "node:path";
import { getDatabase } from "@/server/db";
import { env } from "@/server/env";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker";
import { createMailTransport, type MailTransport } from "./transport";

/**
 * The server process's one outbox worker. It lives on globalThis, not in a module variable: Next
 * bundles instrumentation.ts and the route handlers separately, so each bundle has its own copy of
 * this module, and a dev server's hot reload evaluates it again.
 */
interface OutboxRuntime {
  worker?: OutboxWorker;
  transport?: MailTransport;
  starting?: Promise<void>;
  stopped?: boolean;
}

const RUNTIME_KEY = Symbol.for("lumbre.outbox.runtime");
const RETRY_START_MS = 15_000;

function runtime(): OutboxRuntime {
  const holder = globalThis as typeof globalThis & { [RUNTIME_KEY]?: OutboxRuntime };
  holder[RUNTIME_KEY] ??= {};
  return holder[RUNTIME_KEY];
}

/**
 * Starts the worker once per process. It never throws and never waits for the database: the site
 * must come up (and answer 503 on the lead routes) even when the database is down, so the worker
 * keeps trying to start in the background.
 */
export function startOutboxWorker(): void {
  const state = runtime();
  if (state.worker || state.starting) return;
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
      const worker = createOutboxWorker({ db, transport });
      state.transport = transport;
      state.worker = worker;
      worker.start();
    } catch (error) {
      console.error("[outbox] the mail worker could not start; trying again", error);
      setTimeout(() => {
        if (!state.stopped) startOutboxWorker();
      }, RETRY_START_MS).unref();
    } finally {
      state.starting = undefined;
    }
  })();
}

/**
 * Asks the worker to send soon; call after the transaction that stored the mails has committed.
 * A no-op when no worker runs in this process (the next poll, or the next start, sends them).
 */
export function kickOutbox(): void {
  runtime().worker?.kick();
}

/** Stops the worker and closes its transport (tests, graceful shutdown). */
export async function stopOutboxWorker(): Promise<void> {
  const state = runtime();
  state.stopped = true;
  await state.starting;
  const { worker, transport } = state;
  state.worker = undefined;
  state.transport = undefined;
  await worker?.stop();
  transport?.close();
}
