import "server-only";
import {
  type BookingRequest,
  bookingRequestSchema,
  type ErrorCode,
  fieldErrors,
} from "@/features/leads/schemas";
import type { Locale } from "@/i18n/locales";
import { type BookingFormField, type BookingFormState, bookingFields } from "./booking-form";

/**
 * Longest value echoed back into the form: a field's own limit is 254 characters at most, so this keeps
 * what was typed while a hostile megabyte-long value never reaches the page.
 */
const ECHO_MAX = 300;

/** Idempotency keys this site writes (UUIDs) and the JSON endpoint accepts. */
const KEY_PATTERN = /^[A-Za-z0-9_\-:.]{1,200}$/;

export type BookingFormRead =
  | { readonly ok: true; readonly data: BookingRequest; readonly honeypot: boolean }
  | { readonly ok: false; readonly state: BookingFormState; readonly honeypot: boolean };

/**
 * The booking form's post (application/x-www-form-urlencoded) checked with the schema POST /api/bookings
 * uses. Without JavaScript the visitor's zone is unknown: the times were shown in the schedule's zone,
 * which the booking keeps for the confirmation's wording. Invalid input gives the form back with the
 * first problem of each field and the values typed (bounded), never an exception.
 */
export function readBookingForm(
  form: URLSearchParams,
  locale: Locale,
  timeZone: string,
  page?: string,
): BookingFormRead {
  const field = (name: string) => form.get(name) ?? "";
  const honeypot = field(bookingFields.honeypot).trim() !== "";
  const values: Record<BookingFormField, string> = {
    slotStart: field(bookingFields.slot),
    name: field(bookingFields.name),
    email: field(bookingFields.email),
  };
  const parsed = bookingRequestSchema.safeParse({
    locale,
    slotStart: values.slotStart,
    timeZone,
    name: values.name,
    email: values.email,
    page,
  });
  if (parsed.success) return { ok: true, data: parsed.data, honeypot };
  const all = fieldErrors(parsed.error.issues);
  const errors: Partial<Record<BookingFormField, ErrorCode>> = {};
  for (const name of ["slotStart", "name", "email"] as const) {
    const code = all[name];
    if (code) errors[name] = code;
  }
  return {
    ok: false,
    honeypot,
    state: {
      values: {
        // A slot that is not one of the offered instants is not echoed: the list shows what is offered.
        slotStart: errors.slotStart ? "" : values.slotStart.slice(0, ECHO_MAX),
        name: values.name.slice(0, ECHO_MAX),
        email: values.email.slice(0, ECHO_MAX),
      },
      errors,
    },
  };
}

/** The form's idempotency key: absent, valid, or not one this site wrote (undefined). */
export function readIdempotencyField(form: URLSearchParams): { ok: true; key: string } | { ok: false } {
  const key = form.get(bookingFields.idempotencyKey) ?? "";
  return KEY_PATTERN.test(key) ? { ok: true, key } : { ok: false };
}

/** The values of a form to show again, with a notice and no field errors (a refusal of the whole post). */
export function keptValues(
  form: URLSearchParams | undefined,
  notice: string,
  keepSlot = false,
): BookingFormState {
  const field = (name: string) => (form?.get(name) ?? "").slice(0, ECHO_MAX);
  return {
    values: {
      slotStart: keepSlot ? field(bookingFields.slot) : "",
      name: field(bookingFields.name),
      email: field(bookingFields.email),
    },
    errors: {},
    notice,
  };
}
