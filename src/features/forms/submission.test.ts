import { describe, expect, it } from "vitest";
import { createKeyKeeper, readAnswer } from "./submission";

describe("reading an API answer", () => {
  it("passes a 201's body through", () => {
    expect(readAnswer(201, { id: "42" })).toEqual({ kind: "ok", data: { id: "42" } });
  });

  it("keeps the server's per-field messages of a 400", () => {
    expect(
      readAnswer(400, {
        error: "invalid",
        message: "Some fields need your attention.",
        fields: { email: "Enter an email address like name@company.com.", bad: 3 },
      }),
    ).toEqual({
      kind: "invalid",
      message: "Some fields need your attention.",
      fields: { email: "Enter an email address like name@company.com." },
    });
  });

  it("reports other refusals with their code and message", () => {
    expect(readAnswer(409, { error: "slotTaken", message: "Someone has just booked that time." })).toEqual({
      kind: "refused",
      status: 409,
      code: "slotTaken",
      message: "Someone has just booked that time.",
    });
  });

  it("treats an answer that is not the API's as a failure", () => {
    expect(readAnswer(502, undefined)).toEqual({ kind: "failed" });
    expect(readAnswer(500, "<html>")).toEqual({ kind: "failed" });
  });
});

describe("idempotency keys", () => {
  it("reuses the key for a retry of the same body and makes a new one for a changed form", () => {
    let count = 0;
    const keeper = createKeyKeeper(() => `key-${++count}`);
    expect(keeper.keyFor('{"a":1}')).toBe("key-1");
    expect(keeper.keyFor('{"a":1}')).toBe("key-1");
    expect(keeper.keyFor('{"a":2}')).toBe("key-2");
    keeper.forget();
    expect(keeper.keyFor('{"a":2}')).toBe("key-3");
  });
});
