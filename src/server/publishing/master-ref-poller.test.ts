import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startMasterRefPoller } from "./master-ref-poller";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the master ref poller", () => {
  it("publishes once per change of the master ref, not at start and not while it stays", async () => {
    const refs = ["A", "A", "B", "B", "C"];
    const changes: string[] = [];
    const { stop } = startMasterRefPoller({
      intervalMs: 1000,
      readMasterRef: async () => refs.shift() ?? "C",
      onChange: async (ref) => {
        changes.push(ref);
      },
    });
    for (let tick = 0; tick < 6; tick += 1) await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(changes).toEqual(["B", "C"]);
  });

  it("keeps polling after the content API fails, and tries a failed refresh again", async () => {
    const logged: string[] = [];
    const reads = [
      () => "A",
      () => {
        throw new Error("503 from the content API");
      },
      () => "B",
      () => "B",
    ];
    let refreshes = 0;
    const { stop } = startMasterRefPoller({
      intervalMs: 1000,
      readMasterRef: async () => (reads.shift() ?? (() => "B"))(),
      onChange: async () => {
        refreshes += 1;
        if (refreshes === 1) throw new Error("render failed");
      },
      log: (message) => logged.push(message),
    });
    for (let tick = 0; tick < 5; tick += 1) await vi.advanceTimersByTimeAsync(1000);
    stop();
    expect(logged.some((line) => line.includes("503"))).toBe(true);
    expect(logged.some((line) => line.includes("render failed"))).toBe(true);
    // The failed refresh left the old ref known: the next tick refreshed again, once.
    expect(refreshes).toBe(2);
  });

  it("does not publish again a ref that a webhook's publish has taken already", async () => {
    let current = "A";
    const changes: string[] = [];
    const poller = startMasterRefPoller({
      intervalMs: 1000,
      readMasterRef: async () => current,
      onChange: async (ref) => {
        changes.push(ref);
      },
    });
    await vi.advanceTimersByTimeAsync(1000);
    current = "B";
    poller.taken("B");
    await vi.advanceTimersByTimeAsync(3000);
    current = "C";
    await vi.advanceTimersByTimeAsync(1000);
    poller.stop();
    expect(changes).toEqual(["C"]);
  });
});
