import { lazy, type ReactNode, Suspense } from "react";
import { BackButton } from "@/components/form/back-button";
import type { Locale } from "@/i18n/locales";
import { CalendlyEmbed } from "./calendly-embed";
import type { ConsultationStrings } from "./consultation-strings";

let bookingSteps: Promise<typeof import("@/features/contact/booking-steps")> | undefined;

/**
 * Fetches the scheduling path's code (the steps and the slot picker, not on the page's first load).
 * The popup calls it as it opens, so "Schedule a meeting" shows its first step at once instead of a
 * loading line.
 */
export function preloadBookingSteps(): Promise<typeof import("@/features/contact/booking-steps")> {
  // A failed fetch is forgotten, so the next call (the lazy step, a second opening) tries again.
  bookingSteps ??= import("@/features/contact/booking-steps").catch((error: unknown) => {
    bookingSteps = undefined;
    throw error;
  });
  return bookingSteps;
}

const BookingSteps = lazy(() => preloadBookingSteps().then((module) => ({ default: module.BookingSteps })));

/**
 * The popup's scheduling path: Calendly's widget where it is the configured provider, the embedded
 * scheduler's two steps otherwise. Either way the dialog's heading keeps its id, so it stays the
 * dialog's name.
 */
export function ConsultationSchedule({
  locale,
  bcp47,
  strings,
  calendlyUrl,
  heading,
  titleId,
  onBack,
  onScheduled,
}: {
  readonly locale: Locale;
  readonly bcp47: string;
  readonly strings: ConsultationStrings;
  readonly calendlyUrl: string | undefined;
  /** The Calendly path's heading. */
  readonly heading: ReactNode;
  readonly titleId: string;
  readonly onBack: () => void;
  readonly onScheduled: () => void;
}) {
  const { popup } = strings;
  if (calendlyUrl) {
    return (
      <div>
        {heading}
        <CalendlyEmbed url={calendlyUrl} title={popup.calendlyTitle} onScheduled={onScheduled} />
        <BackButton label={popup.back} onClick={onBack} className="mt-6" />
      </div>
    );
  }
  return (
    <Suspense fallback={<p className="text-muted">{popup.loading}</p>}>
      <BookingSteps
        // The popup's own words for the steps, its "Sending…" for the booking under way.
        strings={{ ...strings, ...popup, booking: popup.sending }}
        heading={{ id: titleId, level: 2, className: "pr-14" }}
        idPrefix="consultation"
        locale={locale}
        bcp47={bcp47}
        onExit={onBack}
        onBooked={onScheduled}
      />
    </Suspense>
  );
}
