import "server-only";
import { printable } from "./printable";
import { realTimer, type SetTimer, TimedOut, withinTime } from "./time-limit";

export type Readiness = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** Resolves when its part of the server is ready; rejects (or takes too long) when it is not. */
export type ReadinessCheck = () => Promise<void>;

/**
 * A check's refusal whose message is meant for the one asking (a load balancer, an operator's curl):
 * short, and free of secrets, addresses and connection strings. Any other error is reported by its
 * code at most ("failed (ECONNREFUSED)"), since its message may name a host, a user or a file.
 */
export class NotReady extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NotReady";
  }
}

export interface ReadinessOptions {
  /** Each check gets this long; a slower one counts as failed. */
  readonly timeoutMs: number;
  /**
   * An answer is reused for this long (default 1000 ms): probes from several balancers, or a flood of
   * requests for /readyz, cost at most one run of the checks a second.
   */
  readonly reuseMs?: number;
  /**
   * Called with the first answer and whenever it changes (ready → not ready, one reason → another, back
   * to ready), with the failing check's error: the place to log it once rather than at every probe.
   */
  readonly onChange?: (readiness: Readiness, error: unknown) => void;
  readonly now?: () => number;
  readonly setTimer?: SetTimer;
}

const MAX_REASON = 200;

/** What a failed check's error may say in public. */
function reasonOf(error: unknown): string {
  if (error instanceof NotReady) return printable(error.message, MAX_REASON);
  if (error instanceof TimedOut) return error.message;
  const code =
    error instanceof Error && "code" in error && typeof error.code === "string" ? error.code : undefined;
  return code !== undefined && /^[A-Z0-9_]{2,40}$/.test(code) ? `failed (${code})` : "failed";
}

/**
 * Whether the server is ready for traffic: every check, run at once, each within `timeoutMs`. When some
 * fail, the answer names the first of them in the order given, with a short reason
 * ("database: timed out after 2000 ms"). Calls while the checks run share their answer.
 */
export function createReadiness(
  checks: Readonly<Record<string, ReadinessCheck>>,
  options: ReadinessOptions,
): () => Promise<Readiness> {
  const now = options.now ?? Date.now;
  const reuseMs = options.reuseMs ?? 1000;
  const setTimer = options.setTimer ?? realTimer;
  const entries = Object.entries(checks);
  let running: Promise<Readiness> | undefined;
  let last: { readonly readiness: Readiness; readonly at: number } | undefined;

  async function run(): Promise<Readiness> {
    const outcomes = await Promise.all(
      entries.map(([, check]) =>
        withinTime(check, options.timeoutMs, setTimer).then(
          () => undefined,
          (error: unknown) => ({ error }),
        ),
      ),
    );
    const index = outcomes.findIndex((outcome) => outcome !== undefined);
    const failed = index === -1 ? undefined : outcomes[index];
    const name = index === -1 ? undefined : entries[index]?.[0];
    const readiness: Readiness =
      failed === undefined || name === undefined
        ? { ok: true }
        : { ok: false, reason: `${printable(name, 64)}: ${reasonOf(failed.error)}` };
    const previous = last?.readiness;
    last = { readiness, at: now() };
    const changed =
      previous === undefined ||
      previous.ok !== readiness.ok ||
      (!previous.ok && !readiness.ok && previous.reason !== readiness.reason);
    if (changed) options.onChange?.(readiness, failed?.error);
    return readiness;
  }

  return () => {
    if (last && now() - last.at < reuseMs) return Promise.resolve(last.readiness);
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
}

export interface ReadinessFlag {
  /** Whether the flag is up. */
  readonly up: boolean;
  set(up: boolean): void;
  /** A check that passes while the flag is up, and says `reason` otherwise. */
  readonly check: ReadinessCheck;
}

/**
 * A readiness check for something only the server itself knows: the first pages rendered after start
 * (up once), or a shutdown under way (down for good, so the balancer stops sending before the drain).
 */
export function createReadinessFlag(reason: string, initially = false): ReadinessFlag {
  let up = initially;
  return {
    get up() {
      return up;
    },
    set(value) {
      up = value;
    },
    check: async () => {
      if (!up) throw new NotReady(reason);
    },
  };
}
