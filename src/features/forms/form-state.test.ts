import { describe, expect, it } from "vitest";
import { type FormState, focusKeyOf, formReducer, initialFormState } from "./form-state";

type Step = "one" | "two" | "three";

const at = (step: Step, changes: Partial<FormState<Step>> = {}): FormState<Step> => ({
  ...initialFormState<Step>(step, false),
  ...changes,
});

describe("the form's state", () => {
  it("moves focus only once the visitor moves, unless the form was opened on request", () => {
    const page = initialFormState<Step>("one", false);
    expect(focusKeyOf(page)).toBeUndefined();
    const opened = initialFormState<Step>("one", true);
    expect(focusKeyOf(opened)).toBe("one:0");
    const next = formReducer(page, { type: "go", step: "two" });
    expect(focusKeyOf(next)).toBe("two:1");
    // Shown again on the same step, the heading takes focus again: the key changes.
    expect(focusKeyOf(formReducer(next, { type: "refocus" }))).toBe("two:2");
  });

  it("starts another step without the last one's messages and notice, unless the notice is kept", () => {
    const before = at("two", { errors: { email: "Enter an e-mail address." }, notice: "Slot taken." });
    expect(formReducer(before, { type: "go", step: "one" })).toMatchObject({
      step: "one",
      errors: {},
      notice: undefined,
    });
    expect(formReducer(before, { type: "go", step: "one", keepNotice: true })).toMatchObject({
      errors: {},
      notice: "Slot taken.",
    });
  });

  it("keeps a changed message in its place and drops a corrected one", () => {
    const before = at("three", { errors: { name: "Required.", email: "Required.", message: "Too short." } });
    const changed = formReducer(before, { type: "field", field: "email", message: "Not an e-mail." });
    expect(Object.entries(changed.errors)).toEqual([
      ["name", "Required."],
      ["email", "Not an e-mail."],
      ["message", "Too short."],
    ]);
    const corrected = formReducer(changed, { type: "field", field: "name", message: undefined });
    expect(corrected.errors).toEqual({ email: "Not an e-mail.", message: "Too short." });
  });

  it("shows what it is told and leaves the rest", () => {
    const before = at("three", { errors: { name: "Required." }, notice: "Refused." });
    const waiting = formReducer(before, {
      type: "show",
      shown: { sending: "waiting", notice: "You are offline." },
    });
    expect(waiting).toMatchObject({
      sending: "waiting",
      notice: "You are offline.",
      errors: { name: "Required." },
    });
    expect(formReducer(waiting, { type: "show", shown: { notice: undefined } }).notice).toBeUndefined();
  });

  it("goes back to the step of a rejected field, with the server's messages", () => {
    const sending = at("three", { sending: "sending", moves: 2 });
    const answered = formReducer(sending, {
      type: "answered",
      back: "one",
      shown: { errors: { topic: "Choose one of the options." }, notice: undefined },
    });
    expect(answered).toMatchObject({
      step: "one",
      sending: "idle",
      errors: { topic: "Choose one of the options." },
    });
    expect(focusKeyOf(answered)).toBe("one:3");
  });

  it("stays on the step when the rejected field is on it, and keeps the focus where it is", () => {
    const sending = at("three", { sending: "waiting", notice: "You are offline.", moves: 2 });
    const answered = formReducer(sending, {
      type: "answered",
      back: "three",
      shown: { errors: { email: "Enter an e-mail address." }, notice: undefined },
    });
    expect(answered).toMatchObject({ step: "three", sending: "idle", notice: undefined });
    expect(focusKeyOf(answered)).toBe("three:2");
  });

  it("keeps the fields' messages when the answer is a refusal or no answer", () => {
    const sending = at("three", { sending: "sending", errors: { company: "Too long." } });
    const failed = formReducer(sending, {
      type: "answered",
      back: undefined,
      shown: { notice: "We could not reach our server." },
    });
    expect(failed).toMatchObject({
      sending: "idle",
      errors: { company: "Too long." },
      notice: "We could not reach our server.",
    });
  });
});
