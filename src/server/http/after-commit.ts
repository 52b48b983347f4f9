import "server-only";
import type { IdempotentOutcome } from "./idempotency";

/**
 * Whether a request committed something new: its first run, answered with success. A replay, a key
 * mismatch or a refusal stored in the idempotency row (409, 422) added no lead, booking or mail.
 */
export function committedNew(outcome: IdempotentOutcome): boolean {
  return outcome.kind === "fresh" && outcome.answer.status >= 200 && outcome.answer.status < 300;
}

/**
 * Runs a handler's after-commit callback (the site kicks the outbox worker there). The request is
 * stored by now, so a failure is only logged: answering it as an error would make the visitor retry,
 * and without an Idempotency-Key the retry would store everything twice.
 */
export function runAfterCommit(route: string, callback: () => void): void {
  try {
    callback();
  } catch (error) {
    console.error(`[${route}] the after-commit callback failed:`, error);
  }
}
