import "server-only";
import { type Logger, log as processLog } from "./log";
import {
  type ConnectionClosingReason,
  type ConnectionRefusalReason,
  countConnectionClosing,
  countConnectionRefusal,
} from "./metrics";

export interface ConnectionReportOptions {
  readonly logger?: Pick<Logger, "warn" | "event">;
  readonly countRefusal?: (reason: ConnectionRefusalReason) => void;
  readonly countClosing?: (reason: ConnectionClosingReason) => void;
  readonly now?: () => number;
  /** One log line per reason at most this often, with the number since the last (default 10 s). */
  readonly everyMs?: number;
}

/**
 * What the production server says of the connections it refuses or closes: every one counted, and a log
 * line per reason at most every ten seconds, with how many since the last, so a flood of refusals is
 * visible in the log without becoming the log.
 */
export function createConnectionReport(options: ConnectionReportOptions = {}) {
  const logger = options.logger ?? processLog;
  const countRefusal = options.countRefusal ?? countConnectionRefusal;
  const countClosing = options.countClosing ?? countConnectionClosing;
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? 10_000;
  const pending = new Map<string, { count: number; loggedAt: number }>();

  /** Counts one under `key`; true (with the count since the last line) when a line is due. */
  function due(key: string): number | undefined {
    const entry = pending.get(key) ?? { count: 0, loggedAt: Number.NEGATIVE_INFINITY };
    entry.count += 1;
    pending.set(key, entry);
    if (now() - entry.loggedAt < everyMs) return undefined;
    const count = entry.count;
    entry.count = 0;
    entry.loggedAt = now();
    return count;
  }

  return {
    onRefused(address: string, reason: ConnectionRefusalReason): void {
      countRefusal(reason);
      const count = due(`refused ${reason}`);
      if (count !== undefined) logger.warn("connections.refused", { reason, count, lastAddress: address });
    },
    onClosed(reason: ConnectionClosingReason): void {
      countClosing(reason);
      const count = due(`closed ${reason}`);
      if (count !== undefined) logger.event("connections.closed", { reason, count });
    },
  };
}
