import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startReleaseTimer } from "./release-timer";

const START = Date.parse("2026-11-25T12:00:00Z");
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the scheduled-release timer", () => {
  it("publishes when a release falls due, not before, and once", async () => {
    const publish = vi.fn(async () => undefined);
    const timer = startReleaseTimer({
      scheduledTimes: async () => [START + 10 * MINUTE],
      publish,
      since: START - MINUTE,
      log: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 1000);
    expect(publish).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(publish).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(publish).toHaveBeenCalledOnce();
    timer.stop();
  });

  it("publishes at start a release that fell due after the build, and leaves alone one the build showed", async () => {
    const publish = vi.fn(async () => undefined);
    const late = startReleaseTimer({
      scheduledTimes: async () => [START - 5 * MINUTE],
      publish,
      since: START - 60 * MINUTE,
      log: () => undefined,
    });
    const untouched = vi.fn(async () => undefined);
    const shown = startReleaseTimer({
      scheduledTimes: async () => [START - 5 * MINUTE],
      publish: untouched,
      since: START - MINUTE,
      log: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    late.stop();
    shown.stop();
    expect(publish).toHaveBeenCalledOnce();
    expect(untouched).not.toHaveBeenCalled();
  });

  it("tries a failed publish again, and takes release dates changed by a publish", async () => {
    let times = [START + MINUTE];
    const logged: string[] = [];
    const levels: string[] = [];
    let calls = 0;
    const publish = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error("the content refused");
    });
    const timer = startReleaseTimer({
      scheduledTimes: async () => times,
      publish,
      since: START,
      log: (message, level) => {
        logged.push(message);
        levels.push(level);
      },
    });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(publish).toHaveBeenCalledTimes(1);
    expect(logged.some((line) => line.includes("the content refused"))).toBe(true);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(publish).toHaveBeenCalledTimes(2);
    // The failure is a warning for whoever watches the log; the publish that followed is news.
    expect(levels).toEqual(["warn", "info"]);

    times = [START + 30 * MINUTE];
    timer.reschedule();
    await vi.advanceTimersByTimeAsync(28 * MINUTE - 1000);
    expect(publish).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(publish).toHaveBeenCalledTimes(3);
    timer.stop();
  });

  it("waits out a release weeks away without overflowing the timer", async () => {
    const publish = vi.fn(async () => undefined);
    const timer = startReleaseTimer({
      scheduledTimes: async () => [START + 40 * 24 * 60 * MINUTE],
      publish,
      since: START,
      log: () => undefined,
    });
    await vi.advanceTimersByTimeAsync(39 * 24 * 60 * MINUTE);
    expect(publish).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    expect(publish).toHaveBeenCalledOnce();
    timer.stop();
  });
});
