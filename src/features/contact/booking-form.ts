import type { ErrorCode } from "@/features/leads/schemas";

/**
 * The contact page's booking state without JavaScript: `?booking` lists the free times as a form that
 * posts to the page itself, `?booked=<slot>` confirms a booking. The island's "Pick a time" is a
 * link to the first, which it intercepts once hydrated.
 */
export const BOOKING_QUERY = "booking";
export const BOOKED_QUERY = "booked";
/** The booking card's id: links, posts and the confirmation land on it rather than at the page's top. */
export const BOOKING_CARD_ID = "booking";
/** "Pick a time" without JavaScript: the contact page's booking state, scrolled to the card. */
export const BOOKING_STATE_HREF = `?${BOOKING_QUERY}#${BOOKING_CARD_ID}`;
/** The hidden field that tells the contact page's POST a booking from the contact form. */
export const BOOKING_INTENT = "booking";

/** The booking form's field names, as posted. */
export const bookingFields = {
  intent: "intent",
  slot: "slotStart",
  name: "name",
  email: "email",
  honeypot: "website",
  idempotencyKey: "idempotencyKey",
} as const;

export type BookingFormField = "slotStart" | "name" | "email";

/** What the server-rendered booking form shows: the visitor's values, their problems, a notice. */
export interface BookingFormState {
  readonly values: Readonly<Record<BookingFormField, string>>;
  readonly errors: Readonly<Partial<Record<BookingFormField, ErrorCode>>>;
  /** A message about the whole form (a slot taken meanwhile, too many attempts), in the visitor's language. */
  readonly notice?: string;
}

export const emptyBookingForm: BookingFormState = {
  values: { slotStart: "", name: "", email: "" },
  errors: {},
};
