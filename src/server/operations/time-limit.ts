import "server-only";
/**
 * Starts a timer and returns what cancels it. Injected where a time-out is part of the behaviour, so
 * tests fire it themselves instead of waiting for the clock.
 */
export type SetTimer = (callback: () => void, ms: number) => () => void;

export const realTimer: SetTimer = (callback, ms) => {
  const timer = setTimeout(callback, ms);
  // A probe or a scrape in flight must never be what keeps the process from exiting.
  timer.unref();
  return () => clearTimeout(timer);
};

/** Rejected by `withinTime` when the work took longer than it was given. */
export class TimedOut extends Error {
  constructor(readonly ms: number) {
    super(`timed out after ${ms} ms`);
    this.name = "TimedOut";
  }
}

/**
 * The work's outcome, or TimedOut after `ms`. The work itself is not stopped (a promise cannot be), only
 * no longer waited for: the caller answers on time while a hung database connection stays hung.
 */
export function withinTime<T>(
  work: () => Promise<T>,
  ms: number,
  setTimer: SetTimer = realTimer,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = setTimer(() => reject(new TimedOut(ms)), ms);
    let running: Promise<T>;
    try {
      running = work();
    } catch (error) {
      cancel();
      reject(error);
      return;
    }
    running.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error);
      },
    );
  });
}
