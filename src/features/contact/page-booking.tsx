import { useCallback, useEffect, useState } from "react";
import { BackButton } from "@/components/form/back-button";
import { buttonStyles } from "@/components/form/button-styles";
import { CheckMark } from "@/components/form/check-mark";
import { StepHeading } from "@/components/form/step-heading";
import { CalendlyEmbed } from "@/features/consultation/calendly-embed";
import { fill } from "@/features/forms/fill";
import type { Locale } from "@/i18n/locales";
import { type Booked, BookingSteps } from "./booking-steps";
import { celebrate } from "./confetti";
import type { ContactStrings } from "./contact-strings";
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
  readonly strings: ContactStrings;
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
        <BackButton label={strings.booking.backToForm} onClick={onExit} className="mt-8" />
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
        ...strings,
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
  readonly strings: ContactStrings;
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
