"use client";

import { useCallback, useEffect, useState } from "react";
import { CalendlyEmbed } from "@/features/consultation/calendly-embed";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { type Booked, BookingSteps } from "./booking-steps";
import { celebrate } from "./confetti";
import { fill } from "./countdown";
import { buttonStyles, CheckMark, StepHeading } from "./form-parts";
import { slotDateTime, zoneLabel } from "./slot-times";

/**
 * The contact page's two calendar-booking steps and their thank-you state with confetti.
 * Calendly's widget takes their place when it is the configured provider.
 */
export function PageBooking({
  locale,
  bcp47,
  strings,
  calendly,
  onExit,
}: {
  readonly locale: Locale;
  readonly bcp47: string;
  readonly strings: Messages["Contact"];
  readonly calendly: { readonly url: string; readonly title: string } | undefined;
  readonly onExit: () => void;
}) {
  const [booked, setBooked] = useState<Booked | "external">();
  const scheduledExternally = useCallback(() => setBooked("external"), []);

  if (booked) return <BookingDone booked={booked} bcp47={bcp47} strings={strings} onExit={onExit} />;
  if (calendly) {
    return (
      <div>
        <StepHeading focusKey="calendly">{strings.booking.steps.slot}</StepHeading>
        <CalendlyEmbed url={calendly.url} title={calendly.title} onScheduled={scheduledExternally} />
        <button type="button" onClick={onExit} className={`${buttonStyles.secondary} mt-8`}>
          <span aria-hidden="true">←</span>
          {strings.booking.backToForm}
        </button>
      </div>
    );
  }
  return (
    <BookingSteps
      locale={locale}
      bcp47={bcp47}
      idPrefix="contact"
      onExit={onExit}
      onBooked={setBooked}
      strings={{
        progress: strings.progress,
        back: strings.back,
        next: strings.next,
        slotTitle: strings.booking.steps.slot,
        slotHint: strings.booking.hints.slot,
        bookerTitle: strings.booking.steps.booker,
        bookerHint: strings.booking.hints.booker,
        name: strings.fields.name,
        email: strings.fields.email,
        namePlaceholder: strings.placeholders.name,
        emailPlaceholder: strings.placeholders.email,
        book: strings.booking.book,
        booking: strings.booking.booking,
        summary: strings.summary,
        honeypot: strings.honeypot,
        slots: strings.slots,
        errors: strings.errors,
        status: strings.status,
      }}
    />
  );
}

function BookingDone({
  booked,
  bcp47,
  strings,
  onExit,
}: {
  readonly booked: Booked | "external";
  readonly bcp47: string;
  readonly strings: Messages["Contact"];
  readonly onExit: () => void;
}) {
  useEffect(() => {
    void celebrate();
  }, []);
  return (
    <div data-testid="booking-done" className="relative">
      <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-ember text-ink">
        <CheckMark className="size-7" />
      </span>
      <StepHeading focusKey="done" className="mt-8">
        {strings.booking.doneTitle}
      </StepHeading>
      {booked === "external" ? (
        <p className="mt-6 max-w-xl text-lead text-muted">{strings.booking.doneNote}</p>
      ) : (
        <>
          <p className="mt-6 font-display text-2xl font-semibold tracking-tight" data-testid="booked-slot">
            {slotDateTime(booked.start, booked.timeZone, bcp47)}
          </p>
          <p className="mt-1 text-sm text-muted">
            {strings.slots.duration} · {zoneLabel(booked.timeZone, new Date(booked.start), bcp47)}
          </p>
          <p className="mt-6 max-w-xl text-lead text-muted">
            {fill(strings.booking.doneText, { email: booked.email })}
          </p>
        </>
      )}
      <button type="button" onClick={onExit} className={`${buttonStyles.primary} mt-10`}>
        {strings.booking.doneAgain}
      </button>
    </div>
  );
}
