import { describe, expect, it } from "vitest";
import { deferred } from "@/testing/deferred";
import { coalesce } from "./coalesce";

describe("coalesce", () => {
  it("runs a flood of calls as the running call and one more after it", async () => {
    const gates = [deferred(), deferred()];
    let runs = 0;
    const refresh = coalesce(async () => {
      const index = runs;
      runs += 1;
      await gates[index]?.promise;
      return index;
    });
    const first = refresh();
    const flood = Array.from({ length: 20 }, () => refresh());
    expect(runs).toBe(1);
    gates[0]?.resolve();
    expect(await first).toBe(0);
    gates[1]?.resolve();
    expect(new Set(await Promise.all(flood))).toEqual(new Set([1]));
    expect(runs).toBe(2);
    // Idle again: the next call starts a run of its own.
    expect(await refresh()).toBe(2);
  });

  it("runs again after a failed run", async () => {
    let runs = 0;
    const refresh = coalesce(async () => {
      runs += 1;
      if (runs === 1) throw new Error("content service down");
      return runs;
    });
    const failing = refresh();
    const after = refresh();
    await expect(failing).rejects.toThrow("content service down");
    expect(await after).toBe(2);
  });
});
