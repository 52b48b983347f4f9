import { describe, expect, it } from "vitest";
import {
  answerContactStep,
  carriedFields,
  formIntent,
  formKeyOf,
  freshStart,
  readContactForm,
  withTyped,
} from "./contact-form-post";

const form = (fields: Record<string, string> | string) => new URLSearchParams(fields);

const details = {
  intent: "contact",
  step: "details",
  action: "next",
  topic: "general",
  name: "Ana",
  email: "ana@example.com",
  message: "A question about your process.",
};

describe("the contact form's post without JavaScript", () => {
  it("starts at the first step, with the topic and position a link names, or at the thank-you", () => {
    expect(freshStart(form(""))).toMatchObject({ step: "topic", values: { topic: undefined }, errors: {} });
    expect(freshStart(form("topic=careers&position=senior-designer"))).toMatchObject({
      values: { topic: "careers" },
      position: "senior-designer",
    });
    expect(freshStart(form("topic=<script>&position=../../etc"))).toEqual(freshStart(form("")));
    expect(freshStart(form("sent=1")).sent).toBe(true);
  });

  it("reads the intent first: the contact steps or the booking steps, nothing else", () => {
    expect(formIntent(form("intent=contact"))).toBe("contact");
    expect(formIntent(form("intent=booking"))).toBe("booking");
    for (const junk of ["", "intent=", "intent=Contact", "intent=admin", "intent[]=contact"]) {
      expect(formIntent(form(junk)), junk).toBeUndefined();
    }
  });

  it("keeps typed text as typed, and options only from their lists", () => {
    const { values } = readContactForm(
      form({ topic: "new-business", service: "blockchain", budget: "1M", name: "  Ana ", x: "junk" }),
    );
    expect(values).toMatchObject({
      topic: "new-business",
      // The earlier spelling of the blockchain family still means it.
      service: "blockchain-innovation-lab",
      budget: undefined,
      name: "  Ana ",
      email: "",
    });
    expect(readContactForm(form("topic=press&topic=careers")).values.topic).toBe("press");
    expect(readContactForm(form("topic=__proto__&service=constructor")).values).toMatchObject({
      topic: undefined,
      service: undefined,
    });
  });

  it("goes on to the next step of the topic's path once a step is answered", () => {
    const next = (fields: Record<string, string>) =>
      answerContactStep(form({ action: "next", ...fields }), "en");
    expect(next({ step: "topic", topic: "new-business" })).toMatchObject({
      kind: "step",
      status: 200,
      step: "service",
    });
    expect(next({ step: "service", topic: "new-business", service: "product-discovery" })).toMatchObject({
      step: "budget",
    });
    expect(
      next({ step: "budget", topic: "new-business", service: "product-discovery", budget: "none" }),
    ).toMatchObject({ step: "details" });
    for (const topic of ["general", "press", "careers"]) {
      expect(next({ step: "topic", topic })).toMatchObject({ status: 200, step: "details" });
    }
    // Enter in a field posts no button's value: it is Next.
    expect(answerContactStep(form({ step: "topic", topic: "press" }), "es")).toMatchObject({
      step: "details",
    });
  });

  it("answers a step with a problem with the same step, its problems as the island's codes, 400", () => {
    expect(answerContactStep(form({ step: "topic", action: "next" }), "en")).toMatchObject({
      status: 400,
      step: "topic",
      problems: { topic: "choice" },
    });
    expect(answerContactStep(form({ ...details, email: "", message: "short" }), "es")).toMatchObject({
      status: 400,
      step: "details",
      problems: { email: "required", message: "tooShort" },
      values: { name: "Ana", message: "short" },
    });
    expect(answerContactStep(form({ ...details, name: "x".repeat(20_000) }), "en")).toMatchObject({
      status: 400,
      problems: { name: "tooLong" },
    });
    expect(answerContactStep(form({ ...details, name: "Ana\u0000" }), "en")).toMatchObject({
      problems: { name: "characters" },
    });
  });

  it("goes back without checking, keeping every answer", () => {
    const back = answerContactStep(
      form({
        step: "budget",
        action: "back",
        topic: "new-business",
        service: "branding-strategy",
        name: "Ana",
      }),
      "en",
    );
    expect(back).toMatchObject({
      status: 200,
      step: "service",
      values: { service: "branding-strategy", name: "Ana" },
    });
    expect(answerContactStep(form({ step: "topic", action: "back" }), "en")).toMatchObject({ step: "topic" });
  });

  it("starts again at the first step when the post names no step of its topic's path", () => {
    for (const step of [undefined, "", "slot", "booker", "DETAILS", "service"]) {
      const fields = form({ action: "next", topic: "general", ...(step === undefined ? {} : { step }) });
      expect(answerContactStep(fields, "en"), String(step)).toMatchObject({
        kind: "step",
        status: 400,
        step: "topic",
        lost: true,
        values: { topic: "general" },
      });
    }
  });

  it("sends only when every step of the path is answered, whatever the hidden fields claim", () => {
    expect(answerContactStep(form(details), "en")).toMatchObject({ kind: "send", key: undefined });
    const { topic: _topic, ...noTopic } = details;
    expect(answerContactStep(form(noTopic), "en")).toMatchObject({ status: 400, step: "topic" });
    expect(
      answerContactStep(form({ ...details, topic: "new-business", service: "product-discovery" }), "en"),
    ).toMatchObject({ status: 400, step: "budget", problems: { budget: "choice" } });
  });

  it("takes an idempotency key only when it has a key's shape", () => {
    expect(formKeyOf(form("key=3f1c2a4e-1111-4a4a-8b8b-123456789abc"))).toBe(
      "3f1c2a4e-1111-4a4a-8b8b-123456789abc",
    );
    for (const key of ["", "a b", "x".repeat(101), "<k>", "ключ"]) {
      expect(formKeyOf(form({ key })), key).toBeUndefined();
    }
    expect(answerContactStep(form({ ...details, key: "k-1" }), "en")).toMatchObject({
      kind: "send",
      key: "k-1",
    });
  });

  it("carries the answers a step does not show, and no empty ones", () => {
    const values = {
      ...readContactForm(form({ topic: "new-business", service: "product-discovery", name: "Ana" })).values,
    };
    expect(carriedFields("budget", values)).toEqual([
      ["topic", "new-business"],
      ["service", "product-discovery"],
      ["name", "Ana"],
    ]);
    expect(carriedFields("details", values)).toEqual([
      ["topic", "new-business"],
      ["service", "product-discovery"],
    ]);
  });

  it("keeps what was typed before the island hydrated, and the answers it did not touch", () => {
    const answered = readContactForm(form({ topic: "press", name: "Ana", email: "ana@example.com" })).values;
    const typed = readContactForm(form({ name: "Ana María", message: "Hello there", topic: "" })).values;
    expect(withTyped(answered, typed)).toMatchObject({
      topic: "press",
      name: "Ana María",
      email: "ana@example.com",
      message: "Hello there",
    });
    expect(withTyped(answered, readContactForm(form("")).values)).toBe(answered);
  });
});
