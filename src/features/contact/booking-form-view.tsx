import clsx from "clsx";
import type { ReactNode } from "react";
import { buttonStyles } from "@/components/form/button-styles";
import { CheckMark } from "@/components/form/check-mark";
import { ErrorSummary } from "@/components/form/error-summary";
import { errorIdOf, FieldError } from "@/components/form/field-error";
import { TextField } from "@/components/form/text-field";
import { fill } from "@/features/forms/fill";
import { BOOKING_CARD_ID, BOOKING_INTENT, type BookingFormState, bookingFields } from "./booking-form";
import type { ContactStrings } from "./contact-strings";
import { dayParts, groupByDay, slotDateTime, slotTime, zoneLabel } from "./slot-times";

type ContactMessages = ContactStrings;

/** What the booking state of the contact page shows, as its loader found it. */
export type ContactBookingContent =
  | {
      readonly kind: "form";
      /** The free slots in the schedule's zone; undefined when they could not be read. */
      readonly schedule: { readonly timeZone: string; readonly slots: readonly string[] } | undefined;
      readonly state: BookingFormState;
      /** A fresh key for this form: sending it twice books once. */
      readonly idempotencyKey: string;
    }
  | { readonly kind: "done"; readonly slot: string | undefined; readonly timeZone: string }
  | { readonly kind: "calendly"; readonly url: string };

const noop = () => {};

/**
 * The contact page's booking card as the server renders it, for a visitor without JavaScript (or whose
 * booking code could not load): the free times as a radio list by day, name and e-mail, one real form
 * posted to the contact page; then the confirmation. The island's steps do the same in place.
 */
export function ContactBookingView({
  content,
  strings,
  bcp47,
  title,
  contactPath,
  aside,
}: {
  readonly content: ContactBookingContent;
  readonly strings: ContactMessages;
  readonly bcp47: string;
  /** The content's invitation title ("Book a 20-minute call"). */
  readonly title: string;
  readonly contactPath: string;
  /** The column beside the card (e-mail, opening hours). */
  readonly aside?: ReactNode;
}) {
  return (
    <div className="container-page grid gap-12 pb-20 md:pb-28 lg:grid-cols-12 lg:gap-10">
      <section
        id={BOOKING_CARD_ID}
        aria-labelledby="contact-form-title"
        className="min-w-0 scroll-mt-28 rounded-[2rem] bg-paper-deep p-5 py-8 sm:p-10 lg:col-span-8 xl:p-14"
      >
        <h2
          id="contact-form-title"
          className="mb-8 flex items-center gap-3 text-sm font-semibold tracking-widest text-muted uppercase"
        >
          <span aria-hidden="true" className="h-px w-10 bg-ember" />
          {title}
        </h2>
        {content.kind === "done" ? (
          <BookingConfirmation content={content} strings={strings} bcp47={bcp47} contactPath={contactPath} />
        ) : content.kind === "calendly" ? (
          <div>
            <h3 className="font-display text-[clamp(1.75rem,1.35rem+1.6vw,2.75rem)] leading-[1.05] font-semibold tracking-tight text-balance">
              {strings.booking.steps.slot}
            </h3>
            <p className="mt-3 text-muted">{strings.booking.hints.slot}</p>
            <a href={content.url} className={clsx(buttonStyles.primary, "mt-8")}>
              {strings.booking.calendlyLink}
              <span aria-hidden="true">→</span>
            </a>
            <BackLink href={contactPath} label={strings.booking.backToForm} />
          </div>
        ) : (
          <BookingForm content={content} strings={strings} bcp47={bcp47} contactPath={contactPath} />
        )}
      </section>
      <div className="flex flex-col gap-12 lg:col-span-4 lg:pt-4">{aside}</div>
    </div>
  );
}

function BackLink({ href, label }: { readonly href: string; readonly label: string }) {
  return (
    <p className="mt-8">
      <a href={href} className={buttonStyles.secondary}>
        <span aria-hidden="true">←</span>
        {label}
      </a>
    </p>
  );
}

function BookingForm({
  content,
  strings,
  bcp47,
  contactPath,
}: {
  readonly content: Extract<ContactBookingContent, { kind: "form" }>;
  readonly strings: ContactMessages;
  readonly bcp47: string;
  readonly contactPath: string;
}) {
  const { state, schedule } = content;
  const ids = { slot: "booking-slot", name: "booking-name", email: "booking-email" };
  const label = (text: string) => text.replace(/\*$/, "");
  const message = (field: keyof typeof ids) => {
    const code = state.errors[field === "slot" ? "slotStart" : field];
    return code ? strings.errors[code] : undefined;
  };
  const summary = (
    [
      ["slot", strings.booking.steps.slot],
      ["name", label(strings.fields.name)],
      ["email", label(strings.fields.email)],
    ] as const
  ).flatMap(([field, fieldLabel]) => {
    const text = message(field);
    return text ? [{ id: ids[field], label: fieldLabel, message: text }] : [];
  });
  const days = schedule ? groupByDay(schedule.slots, schedule.timeZone) : [];
  const chosenDay = days.find((day) => day.slots.includes(state.values.slotStart))?.day ?? days[0]?.day;
  const slotError = message("slot");
  const chip = clsx(
    "relative flex h-12 cursor-pointer items-center justify-center rounded-2xl border text-sm font-semibold tabular-nums transition-colors",
    "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-ember",
    "border-ink/15 bg-paper hover:border-ink/60 has-checked:border-ink has-checked:bg-ink has-checked:text-paper",
  );

  return (
    // noValidate: the server checks with the schema and answers in the page's language, not the browser's.
    <form method="post" action={`${contactPath}#${BOOKING_CARD_ID}`} noValidate data-testid="booking-form">
      <input type="hidden" name={bookingFields.intent} value={BOOKING_INTENT} />
      <input type="hidden" name={bookingFields.idempotencyKey} value={content.idempotencyKey} />
      {state.notice ? (
        <p
          role="alert"
          data-testid="booking-notice"
          className="mb-8 rounded-2xl border-l-4 border-ember-deep bg-paper p-5 font-semibold"
        >
          {state.notice}
        </p>
      ) : null}

      <fieldset className="min-w-0" aria-describedby={slotError ? errorIdOf(ids.slot) : undefined}>
        <legend>
          <h3 className="font-display text-[clamp(1.75rem,1.35rem+1.6vw,2.75rem)] leading-[1.05] font-semibold tracking-tight text-balance">
            {strings.booking.steps.slot}
          </h3>
        </legend>
        <p className="mt-3 text-muted">{strings.booking.hints.slot}</p>
        {schedule === undefined ? (
          <p className="mt-8 text-muted">{strings.slots.error}</p>
        ) : days.length === 0 ? (
          <p className="mt-8 text-muted">{strings.slots.empty}</p>
        ) : (
          <>
            <p
              className="mt-6 flex items-start gap-2 text-sm font-semibold text-muted"
              data-testid="slot-zone"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="mt-0.5 size-4 shrink-0"
                fill="none"
                stroke="currentColor"
              >
                <circle cx="12" cy="12" r="9" strokeWidth="1.8" />
                <path
                  d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
                  strokeWidth="1.8"
                />
              </svg>
              {fill(strings.booking.zoneNote, {
                zone: zoneLabel(schedule.timeZone, new Date(days[0]?.slots[0] ?? 0), bcp47),
              })}
            </p>
            <FieldError id={errorIdOf(ids.slot)} message={slotError} />
            <div className="mt-6 grid gap-2" data-testid="slot-days">
              {days.map((day, dayIndex) => {
                const name = dayParts(day.day, bcp47).full;
                return (
                  // One day open at a time (an exclusive accordion where the browser knows `name`).
                  <details
                    key={day.day}
                    name="booking-day"
                    open={day.day === chosenDay}
                    className="group rounded-2xl border border-ink/10 bg-paper/60 open:bg-paper"
                  >
                    <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-3 font-semibold first-letter:uppercase [&::-webkit-details-marker]:hidden">
                      <span className="first-letter:uppercase">{name}</span>
                      <span
                        aria-hidden="true"
                        className="grid size-8 shrink-0 place-items-center rounded-full border border-ink/20 transition-transform group-open:rotate-45"
                      >
                        +
                      </span>
                    </summary>
                    <div className="grid grid-cols-3 gap-2 px-5 pt-1 pb-5 sm:grid-cols-4 lg:grid-cols-5">
                      {day.slots.map((slot, index) => (
                        <label key={slot} className={chip}>
                          <input
                            id={dayIndex === 0 && index === 0 ? ids.slot : undefined}
                            type="radio"
                            name={bookingFields.slot}
                            value={slot}
                            defaultChecked={slot === state.values.slotStart}
                            aria-invalid={slotError ? true : undefined}
                            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
                          />
                          {/* The day is in the name too: "9:30 AM" alone is every day's. */}
                          <span className="sr-only">{name}, </span>
                          {slotTime(slot, schedule.timeZone, bcp47)}
                        </label>
                      ))}
                    </div>
                  </details>
                );
              })}
            </div>
          </>
        )}
      </fieldset>

      <h3 className="mt-14 font-display text-[clamp(1.5rem,1.25rem+1vw,2rem)] leading-tight font-semibold tracking-tight">
        {strings.booking.steps.booker}
      </h3>
      <p className="mt-3 text-muted">{strings.booking.hints.booker}</p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2">
        {(["name", "email"] as const).map((field) => (
          <TextField
            key={field}
            id={ids[field]}
            name={bookingFields[field]}
            type={field === "email" ? "email" : undefined}
            label={strings.fields[field]}
            placeholder={strings.placeholders[field]}
            autoComplete={field}
            required
            value={state.values[field]}
            onChange={noop}
            error={message(field)}
          />
        ))}
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {strings.honeypot}
          <input type="text" name={bookingFields.honeypot} tabIndex={-1} autoComplete="off" />
        </label>
      </div>

      <ErrorSummary title={strings.summary} items={summary} />

      <div className="mt-10 flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
        <a href={contactPath} className={buttonStyles.secondary}>
          <span aria-hidden="true">←</span>
          {strings.booking.backToForm}
        </a>
        <button type="submit" className={buttonStyles.primary} disabled={days.length === 0}>
          {strings.booking.book}
          <span aria-hidden="true">→</span>
        </button>
      </div>
    </form>
  );
}

function BookingConfirmation({
  content,
  strings,
  bcp47,
  contactPath,
}: {
  readonly content: Extract<ContactBookingContent, { kind: "done" }>;
  readonly strings: ContactMessages;
  readonly bcp47: string;
  readonly contactPath: string;
}) {
  return (
    <div data-testid="booking-done">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-ember text-ink">
        <CheckMark className="size-7" />
      </span>
      <h3 className="mt-8 font-display text-[clamp(1.75rem,1.35rem+1.6vw,2.75rem)] leading-[1.05] font-semibold tracking-tight text-balance">
        {strings.booking.doneTitle}
      </h3>
      {content.slot ? (
        <>
          <p
            className="mt-6 font-display text-2xl font-semibold tracking-tight first-letter:uppercase"
            data-testid="booked-slot"
          >
            {slotDateTime(content.slot, content.timeZone, bcp47)}
          </p>
          <p className="mt-1 text-sm text-muted">
            {strings.slots.duration} · {zoneLabel(content.timeZone, new Date(content.slot), bcp47)}
          </p>
        </>
      ) : null}
      <p className="mt-6 max-w-xl text-lead text-muted">{strings.booking.doneNote}</p>
      <a href={contactPath} className={clsx(buttonStyles.primary, "mt-10")}>
        {strings.booking.doneAgain}
      </a>
    </div>
  );
}
