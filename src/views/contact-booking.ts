import { BOOKED_QUERY, BOOKING_QUERY, emptyBookingForm } from "@/features/contact/booking-form";
import type { ContactBookingContent } from "@/features/contact/booking-form-view";
import { publicConfig } from "@/platform/public-config";
import {
  type BookingFormOutcome,
  bookingFormSlots,
  bookingTimeZone,
} from "@/server/scheduler/booking-form-post";

/**
 * A booking state of the contact page is this visitor's (live times, a fresh idempotency key, what they
 * typed): never kept by a shared cache, revalidated by the browser.
 */
export const BOOKING_STATE_CACHE_CONTROL = "private, no-cache";

/** A slot in a confirmation link: an ISO instant as the server wrote it, nothing longer. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;

/**
 * Which booking state of the contact page a request asks for: the form (`?booking`, or the answer to a
 * booking post that needs the visitor again), the confirmation (`?booked=<slot>`), the link to Calendly
 * when it is the provider; undefined for the contact form itself.
 */
export async function loadContactBooking(
  url: URL,
  posted?: Extract<BookingFormOutcome, { kind: "form" }>,
): Promise<ContactBookingContent | undefined> {
  const booked = url.searchParams.get(BOOKED_QUERY);
  if (!posted && booked !== null) {
    const slot = INSTANT.test(booked) && !Number.isNaN(Date.parse(booked)) ? booked : undefined;
    return { kind: "done", slot, timeZone: bookingTimeZone() };
  }
  if (!posted && !url.searchParams.has(BOOKING_QUERY)) return undefined;
  if (publicConfig.calendlyUrl) return { kind: "calendly", url: publicConfig.calendlyUrl };
  return {
    kind: "form",
    schedule: await bookingFormSlots(),
    state: posted?.state ?? emptyBookingForm,
    idempotencyKey: crypto.randomUUID(),
  };
}
