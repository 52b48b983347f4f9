import { budgets, canonicalOption, type ErrorCode, services, topics } from "@/features/leads/schemas";
import type { Locale } from "@/i18n/locales";
import { type ContactForm, emptyContactForm, validateStep } from "./contact-form";
import { type ContactStep, contactSteps, nextStep, positionFromQuery, previousStep } from "./steps";

/**
 * The contact page's form as a plain HTML form: without JavaScript (or before it has arrived) each Next
 * posts to the page, which answers with the next step, or the same one with its errors, the answers of
 * the other steps carried in hidden fields. This module reads such a post and decides the step with the
 * very checks the island runs; the server (src/server/routing/contact-page-post.ts) answers it.
 */

/** The hidden fields and buttons of the native form, by name. */
export const formFields = {
  /** Which of the page's forms posted: the contact steps or the booking steps. */
  intent: "intent",
  /** The step the visitor answered. */
  step: "step",
  /** The button pressed: "next" (also Enter), or "back". */
  action: "action",
  /** The idempotency key of this render: a repeated last post stores one lead. */
  key: "key",
  position: "position",
} as const;

export const formIntents = ["contact", "booking"] as const;
export type FormIntent = (typeof formIntents)[number];

/** Where the stepper starts on a page the server rendered: the step, the answers and their problems. */
export interface ContactFormStart {
  readonly step: ContactStep;
  readonly values: ContactForm;
  /** Messages in the visitor's language, by field. */
  readonly errors: Readonly<Record<string, string>>;
  /** A message about the whole form (a refused post), in the visitor's language. */
  readonly notice?: string;
  /** The open position a careers application is for. */
  readonly position?: string;
  /** The lead was stored: the page shows the thank-you instead of the form. */
  readonly sent?: true;
}

/** The first step, empty, or with the topic a link preselected (?topic=careers). */
export function freshStart(query: URLSearchParams): ContactFormStart {
  const topic = topics.find((known) => known === query.get("topic"));
  const position = positionFromQuery(query);
  return {
    step: "topic",
    values: { ...emptyContactForm, topic },
    errors: {},
    ...(position ? { position } : {}),
    ...(query.has("sent") ? { sent: true } : {}),
  };
}

/** The form's intent; undefined for anything else (the post is then refused). */
export function formIntent(fields: URLSearchParams): FormIntent | undefined {
  const value = fields.get(formFields.intent);
  return formIntents.find((intent) => intent === value);
}

/** An idempotency key as the API takes it; a page's own are UUIDs. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{1,100}$/;

/** The answers a post carries. Options outside the lists are no answer; typed text is kept as typed. */
export function readContactForm(fields: URLSearchParams): { values: ContactForm; position?: string } {
  const text = (name: keyof ContactForm) => fields.get(name) ?? "";
  const service = canonicalOption(fields.get("service"));
  const values: ContactForm = {
    topic: topics.find((known) => known === fields.get("topic")),
    service: services.find((known) => known === service),
    budget: budgets.find((known) => known === fields.get("budget")),
    name: text("name"),
    lastName: text("lastName"),
    email: text("email"),
    company: text("company"),
    message: text("message"),
    website: text("website"),
  };
  const position = positionFromQuery(
    new URLSearchParams({ position: fields.get(formFields.position) ?? "" }),
  );
  return position ? { values, position } : { values };
}

/** What a post of the contact steps asks for. */
export type ContactStepAnswer =
  /** A page at `step`: the next or previous one (200), or the same one with its problems (400). */
  | {
      readonly kind: "step";
      readonly status: 200 | 400;
      readonly step: ContactStep;
      readonly values: ContactForm;
      readonly position: string | undefined;
      readonly problems: Readonly<Record<string, ErrorCode>>;
      /** The post named no step of its topic's path: the visitor starts again at the first. */
      readonly lost?: true;
    }
  /** Every step is answered: store the lead. */
  | {
      readonly kind: "send";
      readonly values: ContactForm;
      readonly position: string | undefined;
      /** The key of the visitor's first page, carried through the steps. */
      readonly key: string | undefined;
    };

/**
 * Decides a post of the contact steps: Back goes to the previous step unchecked; Next checks the step
 * (the island's validateStep, so the request's zod schema), then shows the next one; on the last step
 * every step of the topic's path is checked again, since hidden fields are only what the client sent.
 */
export function answerContactStep(fields: URLSearchParams, locale: Locale): ContactStepAnswer {
  const { values, position } = readContactForm(fields);
  const steps = contactSteps(values.topic);
  const step = steps.find((known) => known === fields.get(formFields.step));
  const page = (status: 200 | 400, at: ContactStep, problems: Record<string, ErrorCode> = {}) =>
    ({ kind: "step", status, step: at, values, position, problems }) as const;
  if (step === undefined) return { ...page(400, "topic"), lost: true };

  if (fields.get(formFields.action) === "back") return page(200, previousStep(steps, step) ?? step);

  const problems = validateStep(step, values, locale, position);
  if (Object.keys(problems).length > 0) return page(400, step, problems);
  const following = nextStep(steps, step);
  if (following) return page(200, following);

  for (const earlier of steps) {
    const missing = validateStep(earlier, values, locale, position);
    if (Object.keys(missing).length > 0) return page(400, earlier, missing);
  }
  return { kind: "send", values, position, key: formKeyOf(fields) };
}

/** The post's idempotency key, when it has the shape of one. */
export function formKeyOf(fields: URLSearchParams): string | undefined {
  const key = fields.get(formFields.key) ?? "";
  return IDEMPOTENCY_KEY.test(key) ? key : undefined;
}

/**
 * The fields a step does not show, carried as hidden inputs so the answers of the other steps travel
 * with each post (empty ones are left out).
 */
export function carriedFields(step: ContactStep, values: ContactForm): [name: string, value: string][] {
  const shown: Readonly<Record<ContactStep, readonly (keyof ContactForm)[]>> = {
    topic: ["topic"],
    service: ["service"],
    budget: ["budget"],
    details: ["name", "lastName", "email", "company", "message", "website"],
  };
  return (Object.keys(values) as (keyof ContactForm)[]).flatMap((name) => {
    const value = values[name];
    return shown[step].includes(name) || !value ? [] : [[name, value]];
  });
}

/**
 * The answers with what the form's fields hold when the island hydrates: a visitor may type or choose
 * before the page's script has arrived, and that is kept; an empty field leaves the answer as it was.
 */
export function withTyped(values: ContactForm, typed: ContactForm): ContactForm {
  const kept = Object.entries(typed).filter(([, value]) => value !== undefined && value !== "");
  return kept.length === 0 ? values : { ...values, ...Object.fromEntries(kept) };
}
