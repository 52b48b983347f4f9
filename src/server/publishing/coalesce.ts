import "server-only";

/**
 * `run`, at most one at a time: a call while a run is under way waits for one more run after it (the
 * call may carry news the running one started too early to see), and every call that arrives meanwhile
 * shares that same next run. A flood of calls costs two runs, not one per call.
 */
export function coalesce<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current = run().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
