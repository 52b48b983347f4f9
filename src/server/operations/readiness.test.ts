import { describe, expect, it } from "vitest";
import { createReadiness, createReadinessFlag, NotReady, type Readiness } from "./readiness";
import { manualTimer } from "./testing";

const pass = async () => undefined;
const hang = () => new Promise<void>(() => undefined);

/** A clock that moves only when told. */
function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function systemError(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe("createReadiness", () => {
  it("is ready when every check passes", async () => {
    const ready = createReadiness(
      { database: pass, content: pass },
      { timeoutMs: 1000, setTimer: manualTimer().setTimer },
    );
    expect(await ready()).toEqual({ ok: true });
  });

  it("names the first failing check in the order given, with its reason", async () => {
    const ready = createReadiness(
      {
        database: pass,
        content: async () => {
          throw new NotReady("not loaded yet");
        },
        outbox: async () => {
          throw new NotReady("stopped");
        },
      },
      { timeoutMs: 1000, setTimer: manualTimer().setTimer },
    );
    expect(await ready()).toEqual({ ok: false, reason: "content: not loaded yet" });
  });

  it("says a check that hangs timed out, once its time is up, without waiting for it", async () => {
    const timer = manualTimer();
    const ready = createReadiness(
      { database: hang, outbox: pass },
      { timeoutMs: 2000, setTimer: timer.setTimer },
    );
    const answer = ready();
    timer.fire();
    expect(await answer).toEqual({ ok: false, reason: "database: timed out after 2000 ms" });
  });

  it("reports an error it was not written for by its code at most: no host, user or connection string", async () => {
    const ready = createReadiness(
      {
        database: async () => {
          throw systemError(
            'password authentication failed for user "lumbre" at postgres://lumbre:s3cret@db.internal:5432/site',
            "28P01",
          );
        },
      },
      { timeoutMs: 1000, setTimer: manualTimer().setTimer },
    );
    expect(await ready()).toEqual({ ok: false, reason: "database: failed (28P01)" });

    const opaque = createReadiness(
      {
        content: async () => {
          throw new Error("ENOENT: /srv/lumbre/content/secret.json");
        },
      },
      { timeoutMs: 1000, setTimer: manualTimer().setTimer },
    );
    expect(await opaque()).toEqual({ ok: false, reason: "content: failed" });
  });

  it("runs the checks at most once per reuse window, however many probes arrive", async () => {
    let runs = 0;
    const time = clock();
    const ready = createReadiness(
      {
        database: async () => {
          runs += 1;
        },
      },
      { timeoutMs: 1000, reuseMs: 1000, now: time.now, setTimer: manualTimer().setTimer },
    );
    await Promise.all(Array.from({ length: 20 }, () => ready()));
    await ready();
    expect(runs).toBe(1);
    time.advance(1000);
    await ready();
    expect(runs).toBe(2);
  });

  it("shares one run between probes that arrive while it is under way", async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const ready = createReadiness(
      {
        database: () => {
          runs += 1;
          return new Promise<void>((resolve) => {
            release = resolve;
          });
        },
      },
      { timeoutMs: 1000, reuseMs: 0, setTimer: manualTimer().setTimer },
    );
    const answers = [ready(), ready(), ready()];
    release();
    expect(await Promise.all(answers)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(runs).toBe(1);
  });

  it("tells onChange its first answer and each change, not every probe", async () => {
    const flag = createReadinessFlag("not loaded yet");
    const changes: [Readiness, unknown][] = [];
    const ready = createReadiness(
      { content: flag.check },
      {
        timeoutMs: 1000,
        reuseMs: 0,
        setTimer: manualTimer().setTimer,
        onChange: (readiness, error) => changes.push([readiness, error]),
      },
    );
    await ready();
    await ready();
    flag.set(true);
    await ready();
    await ready();
    flag.set(false);
    await ready();
    expect(changes.map(([readiness]) => readiness)).toEqual([
      { ok: false, reason: "content: not loaded yet" },
      { ok: true },
      { ok: false, reason: "content: not loaded yet" },
    ]);
    expect(changes[0]?.[1]).toBeInstanceOf(NotReady);
  });
});

describe("createReadinessFlag", () => {
  it("fails its check until set, and again once lowered (a shutdown)", async () => {
    const flag = createReadinessFlag("shutting down", true);
    await expect(flag.check()).resolves.toBeUndefined();
    flag.set(false);
    expect(flag.up).toBe(false);
    await expect(flag.check()).rejects.toThrow("shutting down");
  });
});
