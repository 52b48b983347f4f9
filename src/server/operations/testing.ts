import "server-only";
import type { SetTimer } from "./time-limit";

/** A SetTimer for tests: nothing fires until the test says so, whatever the clock does. */
export function manualTimer(): { readonly setTimer: SetTimer; readonly pending: () => number; fire(): void } {
  const timers = new Set<() => void>();
  return {
    setTimer: (callback) => {
      timers.add(callback);
      return () => timers.delete(callback);
    },
    pending: () => timers.size,
    fire() {
      const due = [...timers];
      timers.clear();
      for (const callback of due) callback();
    },
  };
}
