import { describe, expect, it } from "vitest";
import { deferred } from "@/testing/deferred";
import { createEncodeGate, EncodeQueueFull } from "./encode-gate";

describe("createEncodeGate", () => {
  it("runs at most `concurrency` tasks, lets `queue` wait in order, and refuses the rest", async () => {
    const gate = createEncodeGate({ concurrency: 2, queue: 2 });
    const started: number[] = [];
    const blockers = Array.from({ length: 6 }, deferred);
    const runs = blockers.map((blocker, index) =>
      gate.run(async () => {
        started.push(index);
        await blocker.promise;
        return index;
      }),
    );
    const refused = await Promise.allSettled(runs.slice(4));
    expect(refused.map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
    expect(refused[0]?.status === "rejected" && refused[0].reason).toBeInstanceOf(EncodeQueueFull);
    expect(started).toEqual([0, 1]);
    expect(gate.full).toBe(true);

    blockers[1]?.resolve();
    await runs[1];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    for (const blocker of blockers) blocker.resolve();
    expect(await Promise.all(runs.slice(0, 4))).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
    expect({ running: gate.running, waiting: gate.waiting, full: gate.full }).toEqual({
      running: 0,
      waiting: 0,
      full: false,
    });
  });

  it("frees the slot of a task that fails", async () => {
    const gate = createEncodeGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(() => Promise.reject(new Error("corrupt")))).rejects.toThrow("corrupt");
    expect(await gate.run(async () => "next")).toBe("next");
  });

  it("estimates Retry-After from how long recent encodes took", async () => {
    let now = 0;
    const gate = createEncodeGate({ concurrency: 1, queue: 1, now: () => now });
    for (let round = 0; round < 20; round++) {
      await gate.run(async () => {
        now += 4000;
      });
    }
    const blocker = deferred();
    const first = gate.run(() => blocker.promise);
    const second = gate.run(() => blocker.promise);
    const refusal = await gate.run(async () => undefined).catch((error: unknown) => error);
    // Two encodes ahead, one slot, about 4 s each.
    expect(refusal).toBeInstanceOf(EncodeQueueFull);
    expect((refusal as EncodeQueueFull).retryAfterSeconds).toBe(8);
    expect(gate.retryAfterSeconds).toBe(8);
    blocker.resolve();
    await Promise.all([first, second]);
  });
});
