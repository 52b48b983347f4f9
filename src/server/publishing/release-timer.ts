import "server-only";
import { log as processLog } from "@/server/operations/log";

/** setTimeout's longest delay is about 24.8 days; a release further off is looked at again after this. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;
/** A publish that failed at a release's time is tried again after this. */
const RETRY_MS = 60 * 1000;

export interface ReleaseTimerOptions {
  /** When the scheduled releases fall due, past ones included (instants in ms, any order). */
  readonly scheduledTimes: () => Promise<readonly number[]>;
  /** Publishes the content as it is now (due releases are part of master). */
  readonly publish: () => Promise<void>;
  /** What the pages being served already show: releases due before this instant (the build's time). */
  readonly since: number;
  readonly now?: () => number;
  /** Where it reports (default: the process's log); "info" for a release published, "warn" for a failure. */
  readonly log?: (message: string, level: "info" | "warn") => void;
}

export interface ReleaseTimer {
  /** The releases may have changed (a publish): look at their dates again. */
  reschedule(): void;
  stop(): void;
}

/**
 * Publishes the embedded content service's scheduled releases at their time: a release whose date has
 * passed is part of master when content/ is read (content-store.ts), and this timer makes the running
 * site read it then. A release that fell due while no server ran (after `since`) is published at start.
 */
export function startReleaseTimer(options: ReleaseTimerOptions): ReleaseTimer {
  const now = options.now ?? Date.now;
  const log =
    options.log ??
    ((message: string, level: "info" | "warn") =>
      level === "info"
        ? processLog.event("publish.release", { message })
        : processLog.warn("publish.release", { message }));
  let shown = options.since;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let generation = 0;

  const wait = (ms: number, then: () => void) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(then, Math.min(Math.max(ms, 0), LONGEST_WAIT_MS));
    timer.unref();
  };

  const look = async () => {
    generation += 1;
    // A later look (a publish's reschedule) supersedes this one once both have read the dates.
    const mine = generation;
    let times: readonly number[];
    try {
      times = await options.scheduledTimes();
    } catch (error) {
      log(
        `[publish] reading the scheduled releases: ${error instanceof Error ? error.message : String(error)}`,
        "warn",
      );
      return wait(RETRY_MS, () => void look());
    }
    if (mine !== generation || stopped) return;
    const at = now();
    if (times.some((time) => time > shown && time <= at)) {
      try {
        await options.publish();
        shown = at;
        log(`[publish] scheduled release published`, "info");
      } catch (error) {
        log(
          `[publish] a scheduled release: ${error instanceof Error ? error.message : String(error)}`,
          "warn",
        );
        return wait(RETRY_MS, () => void look());
      }
    }
    const upcoming = times.filter((time) => time > at);
    if (upcoming.length > 0) wait(Math.min(...upcoming) - now(), () => void look());
  };

  void look();
  return {
    reschedule: () => {
      shown = Math.max(shown, now());
      void look();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
