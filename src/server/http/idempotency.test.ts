import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LeadsDatabase } from "@/server/db/database";
import { testDatabaseKinds, useTestDatabase } from "@/server/db/testing";
import { hashBody, type IdempotentRequest, readIdempotencyKey, runIdempotent } from "./idempotency";

describe("readIdempotencyKey", () => {
  const read = (value?: string) =>
    readIdempotencyKey(new Headers(value === undefined ? {} : { "idempotency-key": value }));

  it("accepts no key, and keys of 1 to 200 letters, digits and _ - : .", () => {
    expect(read()).toEqual({ ok: true, key: undefined });
    expect(read("a")).toEqual({ ok: true, key: "a" });
    expect(read("4b2c8f1e-0d3a-4c55-9a7e-1f2b3c4d5e6f")).toEqual({
      ok: true,
      key: "4b2c8f1e-0d3a-4c55-9a7e-1f2b3c4d5e6f",
    });
    expect(read("contact:01J9.x_y")).toEqual({ ok: true, key: "contact:01J9.x_y" });
    expect(read("k".repeat(200)).ok).toBe(true);
  });

  it("refuses empty, too long keys and other characters", () => {
    expect(read("").ok).toBe(false);
    expect(read("k".repeat(201)).ok).toBe(false);
    expect(read("a b").ok).toBe(false);
    expect(read("ñ").ok).toBe(false);
    expect(read("a/b").ok).toBe(false);
  });
});

describe.each(testDatabaseKinds())("runIdempotent on $name", (kind) => {
  const database = useTestDatabase(kind);
  let db: LeadsDatabase;
  const now = new Date("2026-11-20T12:00:00.000Z");
  const request = (key: string | undefined, rawBody = '{"a":1}'): IdempotentRequest => ({
    route: "test",
    key,
    rawBody,
    now,
  });

  beforeEach(() => {
    db = database().db;
  });

  it("stores the answer under the route-scoped key with the body's sha256", async () => {
    const outcome = await runIdempotent(db, request("k1"), async () => ({ status: 201, body: { id: "x" } }));
    expect(outcome).toEqual({ kind: "fresh", answer: { status: 201, body: { id: "x" } } });
    const row = await db.selectFrom("idempotency_keys").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      key: "test:k1",
      request_hash: hashBody('{"a":1}'),
      status: 201,
      body: '{"id":"x"}',
      created_at: now.toISOString(),
    });
    expect(hashBody('{"a":1}')).toMatch(/^[0-9a-f]{64}$/);
  });

  it("replays for the same body, refuses another body, and never runs the work again", async () => {
    const work = vi.fn(async () => ({ status: 201, body: { id: "x" } }));
    await runIdempotent(db, request("k2"), work);
    expect(await runIdempotent(db, request("k2"), work)).toEqual({
      kind: "replayed",
      answer: { status: 201, body: { id: "x" } },
    });
    expect(await runIdempotent(db, request("k2", '{"a":2}'), work)).toEqual({ kind: "mismatch" });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("runs the work without storing a key when there is none", async () => {
    const outcome = await runIdempotent(db, request(undefined), async () => ({ status: 201, body: {} }));
    expect(outcome.kind).toBe("fresh");
    expect(await db.selectFrom("idempotency_keys").selectAll().execute()).toEqual([]);
  });

  it("stores no key when the work fails, so a retry runs it again", async () => {
    await expect(
      runIdempotent(db, request("k3"), async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(await db.selectFrom("idempotency_keys").selectAll().execute()).toEqual([]);
    const outcome = await runIdempotent(db, request("k3"), async () => ({ status: 201, body: { id: "y" } }));
    expect(outcome.kind).toBe("fresh");
  });

  it("gives a concurrent duplicate the winner's answer through the key's primary key", async () => {
    const transaction = vi.spyOn(db, "transaction");
    let runs = 0;
    const work = async () => {
      runs++;
      // Keep the first transaction open while the duplicate tries to claim the key.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { status: 201, body: { id: `run-${runs}` } };
    };
    const [first, second] = await Promise.all([
      runIdempotent(db, request("k4"), work),
      runIdempotent(db, request("k4"), work),
    ]);
    expect(runs).toBe(1);
    expect(first).toEqual({ kind: "fresh", answer: { status: 201, body: { id: "run-1" } } });
    expect(second).toEqual({ kind: "replayed", answer: { status: 201, body: { id: "run-1" } } });
    // Both began a transaction: the loser's claim hit the primary key and was rolled back.
    expect(transaction).toHaveBeenCalledTimes(2);
  });
});
