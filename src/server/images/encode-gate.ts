import "server-only";
export interface EncodeGateOptions {
  /** Encodes running at once: each holds a CPU core for up to seconds (AVIF at 1000 px ≈ 3 s). */
  readonly concurrency: number;
  /** Encodes that may wait their turn (first in, first out); 0 = none wait. */
  readonly queue: number;
  readonly now?: () => number;
}

/** The queue is full: the caller should answer 503 and come back after `retryAfterSeconds`. */
export class EncodeQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Too many images are being processed");
    this.name = "EncodeQueueFull";
  }
}

export interface EncodeGate {
  /** Runs the task when a slot is free; rejects with EncodeQueueFull at once when no one may wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Whether a task handed over now would be refused. */
  readonly full: boolean;
  /** When a refused caller should come back: the work ahead of it, by the recent encode times. */
  readonly retryAfterSeconds: number;
  readonly running: number;
  readonly waiting: number;
}

/** A guess until the first encode is measured: roughly a mid-size WebP on one core. */
const FIRST_GUESS_MS = 1000;
const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * Bounds the CPU spent on fresh encodes: at most `concurrency` at once and `queue` waiting, so a flood of
 * new variants costs a fixed amount of CPU and memory and the rest are told to come back later.
 */
export function createEncodeGate(options: EncodeGateOptions): EncodeGate {
  const { concurrency, queue, now = Date.now } = options;
  const waiting: (() => void)[] = [];
  let running = 0;
  let averageMs = FIRST_GUESS_MS;

  // The wait for everything ahead of a newcomer, spread over the slots, measured by recent encodes.
  const retryAfter = () =>
    Math.min(
      MAX_RETRY_AFTER_SECONDS,
      Math.max(1, Math.ceil((((waiting.length + running) / concurrency) * averageMs) / 1000)),
    );

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const start = async <T>(task: () => Promise<T>): Promise<T> => {
    const started = now();
    try {
      return await task();
    } finally {
      // A moving average, so a run of slow (or fast) encodes moves the estimate within a few tasks.
      averageMs = averageMs * 0.8 + (now() - started) * 0.2;
      release();
    }
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) {
        running += 1;
        return start(task);
      }
      if (waiting.length >= queue) return Promise.reject(new EncodeQueueFull(retryAfter()));
      // The slot passes straight from the finishing task to this one: `running` stays as it is.
      return new Promise<void>((resolve) => waiting.push(resolve)).then(() => start(task));
    },
    get full() {
      return running >= concurrency && waiting.length >= queue;
    },
    get retryAfterSeconds() {
      return retryAfter();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
