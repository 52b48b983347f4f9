import "server-only";
import { randomUUID } from "node:crypto";
import { contactRequest, emptyContactForm } from "@/features/contact/contact-form";
import {
  answerContactStep,
  type ContactFormStart,
  type ContactStepAnswer,
  formIntent,
  formKeyOf,
  freshStart,
} from "@/features/contact/contact-form-post";
import type { NoScriptStrings } from "@/features/contact/contact-strings";
import { firstStepWithError } from "@/features/contact/steps";
import type { Locale } from "@/i18n/locales";
import { CLIENT_ADDRESS_HEADER } from "@/platform/client-address";
import { env } from "@/platform/env";
import { getDatabase } from "@/server/db";
import { apiMessage, fieldMessage } from "@/server/http/api-messages";
import { hashBody } from "@/server/http/idempotency";
import { createRouteLimiter, type RouteLimiter } from "@/server/http/rate-limit";
import { createContactHandler, type RouteHandler } from "@/server/leads/lead-handlers";
import { kickOutbox } from "@/server/outbox/runtime";
import { type BookingFormOutcome, handleBookingFormPost } from "@/server/scheduler/booking-form-post";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import { type FormPostRefusal, guardFormPost } from "./form-post-guard";

const noScript: Readonly<Record<Locale, NoScriptStrings>> = {
  en: en.Contact.noScript,
  es: es.Contact.noScript,
};

/** What the contact page's stepper starts from on this render. */
export interface ContactFormRender {
  readonly start: ContactFormStart;
  /**
   * The idempotency key posted back with every step: made for the first page, then carried, so that
   * the last step posted again (a double click, Back and Send again, a browser posting a step again on
   * Back) stores one lead. A shared cache keeps the first page, so visitors may share a key: the lead
   * is stored under the key and a hash of its content, so two visitors' messages never collide.
   */
  readonly formKey: string;
}

/** How the contact page answers a request. */
export type ContactPageAnswer =
  | {
      readonly kind: "page";
      readonly status: number;
      readonly headers: Readonly<Record<string, string>>;
      readonly form: ContactFormRender;
    }
  /** 303 See Other: the lead or the booking is stored; a reload of what follows sends nothing. */
  | { readonly kind: "redirect"; readonly location: string }
  /** The booking form again (a taken slot, a missing e-mail): the page renders its booking state. */
  | (Extract<BookingFormOutcome, { kind: "form" }> & { readonly headers: Readonly<Record<string, string>> });

/** The booking steps' form without JavaScript (intent=booking): given the post and its fields, it answers it. */
export type BookingFormPost = (
  request: Request,
  locale: Locale,
  form: URLSearchParams,
) => Promise<BookingFormOutcome>;

export interface ContactPagePostOptions {
  /** Stores a lead as POST /api/contact does: that handler, so the same checks, limits and transaction. */
  readonly store: RouteHandler;
  /** Posts of the page's forms per client; each is a render past the cache. */
  readonly limiter: RouteLimiter;
  /** Answers the booking steps' posts (intent=booking). */
  readonly booking: BookingFormPost;
}

/** The element the answers scroll to: the form's card, where the step or the thank-you is. */
export const FORM_ANCHOR = "contact-form-title";

/**
 * The contact page's answer: its first step for a GET (or the thank-you after a sent form, ?sent);
 * for a POST of its form without JavaScript, the next step, the same one with its problems, or a
 * redirect to the thank-you once the lead is stored. Refusals are the page in the visitor's language
 * with a notice and a 4xx status, never a 500.
 */
export function createContactPagePost(options: ContactPagePostOptions) {
  return async function contactPageAnswer(
    request: Request,
    url: URL,
    locale: Locale,
    path: string,
  ): Promise<ContactPageAnswer> {
    if (request.method !== "POST") {
      const start = freshStart(url.searchParams);
      return { kind: "page", status: 200, headers: {}, form: { start, formKey: newKey() } };
    }

    const guarded = await guardFormPost(request, { limiter: options.limiter });
    if (!guarded.ok) {
      const seconds = guarded.retryAfterSeconds;
      return refused(guarded.status, refusalNotice(guarded.reason, locale, seconds), {
        ...(seconds !== undefined && { "retry-after": String(seconds) }),
      });
    }
    const { fields } = guarded;
    switch (formIntent(fields)) {
      case "contact":
        return answerContact(answerContactStep(fields, locale), {
          request,
          locale,
          path,
          store: options.store,
          formKey: formKeyOf(fields) ?? newKey(),
        });
      case "booking": {
        const outcome = await options.booking(request, locale, fields);
        return outcome.kind === "redirect" ? outcome : { ...outcome, headers: outcome.headers ?? {} };
      }
      default:
        return refused(400, noScript[locale].malformed);
    }
  };
}

function newKey(): string {
  return randomUUID();
}

function refused(
  status: number,
  notice: string,
  headers: Readonly<Record<string, string>> = {},
): ContactPageAnswer {
  const start: ContactFormStart = { step: "topic", values: emptyContactForm, errors: {}, notice };
  return { kind: "page", status, headers, form: { start, formKey: newKey() } };
}

function refusalNotice(reason: FormPostRefusal, locale: Locale, seconds: number | undefined): string {
  switch (reason) {
    case "rateLimited":
      return apiMessage(locale, "rateLimited", { seconds: seconds ?? 1 });
    case "crossSite":
    case "tooLarge":
    case "malformed":
      return noScript[locale][reason];
    case "contentType":
      return noScript[locale].malformed;
  }
}

interface ContactPost {
  readonly request: Request;
  readonly locale: Locale;
  readonly path: string;
  readonly store: RouteHandler;
  /** The key this post carried (a new one if it carried none), rendered again with its answer. */
  readonly formKey: string;
}

async function answerContact(
  answer: ContactStepAnswer,
  { request, locale, path, store, formKey }: ContactPost,
): Promise<ContactPageAnswer> {
  const position = answer.position ? { position: answer.position } : {};
  if (answer.kind === "step") {
    const errors = Object.fromEntries(
      Object.entries(answer.problems).map(([field, code]) => [field, fieldMessage(locale, code)]),
    );
    const start: ContactFormStart = {
      step: answer.step,
      values: answer.values,
      errors,
      ...position,
      ...(answer.lost && { notice: noScript[locale].lost }),
    };
    return { kind: "page", status: answer.status, headers: {}, form: { start, formKey } };
  }

  // The lead goes through POST /api/contact's own handler: its schema, honeypot, rate limit,
  // transaction with the outbox and idempotency.
  const body = JSON.stringify({ ...contactRequest(answer.values, locale, answer.position), page: path });
  const headers = new Headers({ "content-type": "application/json" });
  for (const name of [CLIENT_ADDRESS_HEADER, "accept-language"]) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // Scoped by the content: visitors who got one cached first page send under different keys.
  if (answer.key) headers.set("idempotency-key", `${answer.key}.${hashBody(body).slice(0, 40)}`);
  const stored = await store(
    new Request(new URL("/api/contact", request.url), { method: "POST", headers, body }),
  );
  if (stored.status >= 200 && stored.status < 300) {
    return { kind: "redirect", location: `${path}?sent=1#${FORM_ANCHOR}` };
  }

  const reply = await readReply(stored);
  const fieldNames = Object.keys(reply.fields);
  const step = firstStepWithError(answer.values.topic, fieldNames) ?? "details";
  const start: ContactFormStart = {
    step,
    values: answer.values,
    errors: reply.fields,
    ...position,
    ...(fieldNames.length === 0 && { notice: reply.message ?? apiMessage(locale, "unavailable") }),
  };
  const retryAfter = stored.headers.get("retry-after");
  return {
    kind: "page",
    // The handler's refusal (400, 422, 429, 503), as its status.
    status: stored.status,
    headers: retryAfter ? { "retry-after": retryAfter } : {},
    form: { start, formKey },
  };
}

/** The handler's JSON refusal: { message, fields }, each message already in the visitor's language. */
async function readReply(response: Response): Promise<{ message?: string; fields: Record<string, string> }> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { fields: {} };
  }
  if (typeof body !== "object" || body === null) return { fields: {} };
  const { message, fields } = body as { message?: unknown; fields?: unknown };
  const texts =
    typeof fields === "object" && fields !== null
      ? Object.fromEntries(
          Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        )
      : {};
  return { ...(typeof message === "string" && { message }), fields: texts };
}

let siteOptions: ContactPagePostOptions | undefined;

/**
 * The site's contact page answer: leads stored by POST /api/contact's handler. Posts of the page's forms
 * are limited as renders past the cache are (QUERY_RENDERS_PER_MINUTE); the lead itself is also held to
 * the contact form's own limit by that handler. The booking steps' posts are booked by the scheduler's
 * one booking path (POST /api/bookings' checks, caps and slot constraint).
 */
export function contactPageAnswer(
  request: Request,
  url: URL,
  locale: Locale,
  path: string,
): Promise<ContactPageAnswer> {
  siteOptions ??= {
    store: createContactHandler({ db: getDatabase, teamEmail: env.TEAM_EMAIL, afterCommit: kickOutbox }),
    limiter: createRouteLimiter({
      burst: Math.ceil(env.QUERY_RENDERS_PER_MINUTE / 2),
      perSecond: env.QUERY_RENDERS_PER_MINUTE / 60,
    }),
    booking: handleBookingFormPost,
  };
  return createContactPagePost(siteOptions)(request, url, locale, path);
}
