import "server-only";
import {
  BOOKED_QUERY,
  BOOKING_CARD_ID,
  BOOKING_QUERY,
  type BookingFormState,
} from "@/features/contact/booking-form";
import { keptValues, readBookingForm, readIdempotencyField } from "@/features/contact/booking-form-post";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";
import { apiMessage } from "@/server/http/api-messages";
import { MAX_BODY_BYTES, readBody } from "@/server/http/read-body";
import type { createSchedulerHandlers } from "./handlers";
import { schedulerRoutes } from "./routes";

type SchedulerHandlers = ReturnType<typeof createSchedulerHandlers>;

/**
 * What the contact page answers a booking form's post with: a redirect (303 See Other to the
 * confirmation, or to the booking state), or the booking state again with a status, the visitor's
 * values and what went wrong. The route shell renders the second (the server layer renders no page).
 */
export type BookingFormOutcome =
  | { readonly kind: "redirect"; readonly location: string }
  | {
      readonly kind: "form";
      readonly status: 400 | 409 | 413 | 415 | 422 | 429 | 503;
      readonly state: BookingFormState;
      readonly headers?: Readonly<Record<string, string>>;
    };

/** A form a browser sends without `enctype`; nothing else reaches the booking. */
function isFormContentType(header: string | null): boolean {
  return (header ?? "").split(";")[0]?.trim().toLowerCase() === "application/x-www-form-urlencoded";
}

/**
 * The contact page's booking form, posted without JavaScript (intent=booking): the same schema, rate
 * limit, per-e-mail and per-client caps, slot constraint and idempotency as POST /api/bookings, through
 * the scheduler's one booking path. `form` is the body when the page's dispatch has read it already
 * (within its own limits); otherwise it is read here, at most MAX_BODY_BYTES. Every refusal is a 4xx in
 * the visitor's language; a database that cannot be reached is a 503 with the form kept.
 */
export function handleBookingFormPost(
  request: Request,
  locale: Locale,
  form?: URLSearchParams,
): Promise<BookingFormOutcome> {
  return answerBookingForm(schedulerRoutes(), request, locale, form);
}

/** handleBookingFormPost with the scheduler's handlers given (tests give their own database and clock). */
export async function answerBookingForm(
  routes: SchedulerHandlers,
  request: Request,
  locale: Locale,
  form?: URLSearchParams,
): Promise<BookingFormOutcome> {
  const contactPath = localePath("contact", locale);
  // With Calendly the booking happens there: the booking state is the link to it.
  if (routes.calendlyUrl)
    return { kind: "redirect", location: `${contactPath}?${BOOKING_QUERY}#${BOOKING_CARD_ID}` };

  // Every post costs a token, refused ones too, from the same bucket as POST /api/bookings.
  const verdict = routes.limiter.take(routes.clientOf(request));
  if (!verdict.allowed) {
    const seconds = verdict.retryAfterSeconds;
    return {
      kind: "form",
      status: 429,
      state: keptValues(form, apiMessage(locale, "rateLimited", { seconds })),
      headers: { "retry-after": String(seconds) },
    };
  }

  let body = form;
  if (!body) {
    if (!isFormContentType(request.headers.get("content-type"))) {
      return { kind: "form", status: 415, state: keptValues(undefined, apiMessage(locale, "malformed")) };
    }
    const read = await readBody(request, MAX_BODY_BYTES);
    if (!read.ok) {
      return read.reason === "tooLarge"
        ? { kind: "form", status: 413, state: keptValues(undefined, apiMessage(locale, "tooLarge")) }
        : { kind: "form", status: 400, state: keptValues(undefined, apiMessage(locale, "malformed")) };
    }
    body = new URLSearchParams(read.text);
  }

  const { timeZone } = routes.config();
  const parsed = readBookingForm(body, locale, timeZone, contactPath);
  // A bot that filled the hidden field sees the confirmation; nothing is stored and nobody is mailed.
  if (parsed.honeypot)
    return { kind: "redirect", location: `${contactPath}?${BOOKED_QUERY}#${BOOKING_CARD_ID}` };
  if (!parsed.ok) return { kind: "form", status: 400, state: parsed.state };
  const key = readIdempotencyField(body);
  if (!key.ok) return { kind: "form", status: 400, state: keptValues(body, apiMessage(locale, "malformed")) };

  const placed = await routes.placeBooking(request, parsed.data, {
    route: "bookings-form",
    key: key.key,
    // The validated request, not the raw body: the same booking typed with other spacing is a replay.
    rawBody: JSON.stringify(parsed.data),
  });
  if (placed.kind === "failed") {
    console.error("[contact/booking] could not store the booking:", placed.error);
    // The visitor's choice was fine: it stays chosen for the retry.
    return { kind: "form", status: 503, state: keptValues(body, apiMessage(locale, "unavailable"), true) };
  }
  if (placed.kind === "limit") {
    const seconds = Math.max(1, Math.ceil((placed.reached.freesAt.getTime() - placed.at.getTime()) / 1000));
    const code = placed.reached.limit === "email" ? "bookingLimitEmail" : "bookingLimitClient";
    return {
      kind: "form",
      status: 429,
      state: keptValues(body, apiMessage(locale, code, { limit: placed.reached.max })),
      headers: { "retry-after": String(seconds) },
    };
  }
  const { outcome } = placed;
  if (outcome.kind === "mismatch") {
    return { kind: "form", status: 422, state: keptValues(body, apiMessage(locale, "idempotencyMismatch")) };
  }
  const { status } = outcome.answer;
  if (status >= 200 && status < 300) {
    const start = new Date(parsed.data.slotStart).toISOString();
    return {
      kind: "redirect",
      location: `${contactPath}?${BOOKED_QUERY}=${encodeURIComponent(start)}#${BOOKING_CARD_ID}`,
    };
  }
  // Taken meanwhile (409) or no longer offered (422): the times again, fresh, with the visitor's details.
  const code = status === 409 ? "slotTaken" : "slotUnavailable";
  return {
    kind: "form",
    status: status === 409 ? 409 : 422,
    state: keptValues(body, apiMessage(locale, code)),
  };
}

/** The free slots the booking state lists, or undefined when the schedule cannot be read right now. */
export async function bookingFormSlots(): Promise<{ timeZone: string; slots: string[] } | undefined> {
  const routes = schedulerRoutes();
  try {
    // Two weeks: enough choice for a list without JavaScript, short enough to read through.
    const { timeZone, slots } = await routes.upcomingSlots(14);
    return { timeZone, slots: slots.map((slot) => slot.toISOString()) };
  } catch (error) {
    console.error("[contact/booking] could not read the free slots:", error);
    return undefined;
  }
}

/** The zone the schedule's times are read and shown in without JavaScript. */
export function bookingTimeZone(): string {
  return schedulerRoutes().config().timeZone;
}
