/**
 * A clock for proving the push against the stand-in in seconds, not minutes. Prismic's write client waits
 * 1.5 s between two writes to one host (its throttle for the Migration API's one write a second), so a
 * full push of content/ takes about ten minutes of waiting. Under this clock every wait ends at once:
 * `setTimeout` and `Date` are faked (@sinonjs/fake-timers) and moved to the next timer whenever the
 * process has nothing else to do, while network I/O runs in real time. For tests and the stand-in only,
 * never around a push to hosted Prismic.
 */
import FakeTimers from "@sinonjs/fake-timers";

export async function withSkippingClock<T>(task: () => Promise<T>): Promise<T> {
  const clock = FakeTimers.install({ now: Date.now(), toFake: ["setTimeout", "clearTimeout", "Date"] });
  let settled = false;
  const running = task().finally(() => {
    settled = true;
  });
  try {
    while (!settled) {
      // setImmediate is real: it lets pending I/O and its callbacks run before time moves on.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (!settled && clock.countTimers() > 0) await clock.nextAsync();
    }
    return await running;
  } finally {
    clock.uninstall();
  }
}
