import { useCallback, useState } from "react";
import { StepHeading } from "@/components/form/step-heading";
import { StepProgress } from "@/components/form/step-progress";
import { fill } from "@/features/forms/fill";
import { NameAndEmail, type NameAndEmailValues } from "@/features/forms/name-and-email";
import { problemsOf } from "@/features/forms/schema-problems";
import { StepFooter } from "@/features/forms/step-footer";
import { useLeadForm } from "@/features/forms/use-lead-form";
import { bookingRequestSchema, currentPage } from "@/features/leads/schemas";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { ChosenSlot } from "./chosen-slot";
import { SlotPicker } from "./slot-picker";
import { visitorTimeZone } from "./slot-times";
import { type BookingStep, bookingSteps, nextStep, stepProgress } from "./steps";

/**
 * The words of the two booking steps: the summary, honeypot, slot picker, errors and status the page
 * and the popup share, and the titles and labels each words its own way.
 */
export interface BookingStrings
  extends Pick<Messages["Contact"], "summary" | "honeypot" | "slots" | "errors" | "status"> {
  readonly progress: string;
  readonly back: string;
  readonly next: string;
  readonly slotTitle: string;
  readonly slotHint?: string;
  readonly bookerTitle: string;
  readonly bookerHint?: string;
  readonly name: string;
  readonly email: string;
  readonly namePlaceholder?: string;
  readonly emailPlaceholder?: string;
  readonly book: string;
  readonly booking: string;
}

export interface Booked {
  readonly start: string;
  readonly email: string;
  readonly timeZone: string;
}

/**
 * The two calendar-booking steps: a day and a time from the embedded scheduler, then name and
 * e-mail, posted to /api/bookings. A slot taken meanwhile (409) sends the visitor back to the times,
 * reloaded, with the server's words for what happened.
 */
export function BookingSteps({
  locale,
  bcp47,
  strings,
  idPrefix,
  onExit,
  onBooked,
  heading,
}: {
  readonly locale: Locale;
  readonly bcp47: string;
  readonly strings: BookingStrings;
  /** Prefix of the fields' ids: the page and the popup can be in one document. */
  readonly idPrefix: string;
  /** Back from the first step: the contact form, or the popup's invitation. */
  readonly onExit: () => void;
  readonly onBooked: (booked: Booked) => void;
  /** In the popup the step heading is the dialog's name: an h2 with the id it is labelled by. */
  readonly heading?: { readonly id: string; readonly level: 2 | 3; readonly className?: string };
}) {
  const [slot, setSlot] = useState<string>();
  const [booker, setBooker] = useState<NameAndEmailValues>({ name: "", email: "", website: "" });
  const [reloadKey, setReloadKey] = useState(0);
  const ids = {
    slot: `${idPrefix}-slot`,
    name: `${idPrefix}-booker-name`,
    email: `${idPrefix}-booker-email`,
  };
  const labels = { name: strings.name.replace(/\*$/, ""), email: strings.email.replace(/\*$/, "") };

  const request = () => ({
    locale,
    slotStart: slot ?? "",
    timeZone: visitorTimeZone(),
    name: booker.name,
    email: booker.email,
    page: currentPage(),
    website: booker.website || undefined,
  });
  const form = useLeadForm<BookingStep, { id: string; start: string }>({
    firstStep: "slot",
    // The steps appear when asked for: their first heading takes focus at once.
    focusFirstStep: true,
    keepNotice: true,
    endpoint: "/api/bookings",
    words: strings,
    validate: (step) =>
      problemsOf(
        bookingRequestSchema,
        request(),
        step === "slot" ? ["slotStart"] : ["name", "email", "timeZone"],
      ),
    next: (step) => nextStep(bookingSteps, step),
    request,
    stepOf: (fields) => (fields.includes("slotStart") ? "slot" : undefined),
    onSent: (data) =>
      onBooked({ start: data.start ?? slot ?? "", email: booker.email.trim(), timeZone: visitorTimeZone() }),
    onRefused: (refusal) => {
      if (refusal.status !== 409 && refusal.code !== "slotUnavailable") return undefined;
      // Someone else took the time: show the fresh times and say why.
      setSlot(undefined);
      setReloadKey((count) => count + 1);
      return "slot";
    },
    places: {
      slotStart: { id: ids.slot, label: strings.slotTitle },
      timeZone: { id: ids.slot, label: strings.slotTitle },
      name: { id: ids.name, label: labels.name },
      email: { id: ids.email, label: labels.email },
    },
    fallbackId: ids.slot,
  });
  const { clearErrors } = form;
  const chooseSlot = useCallback(
    (value: string | undefined) => {
      setSlot(value);
      if (value) clearErrors();
    },
    [clearErrors],
  );

  const progressId = `${idPrefix}-booking-progress`;
  const progress = stepProgress(bookingSteps, form.step);
  const stepHeading = (text: string) => (
    <StepHeading focusKey={form.focusKey} describedBy={progressId} id={heading?.id} level={heading?.level}>
      {text}
    </StepHeading>
  );

  return (
    <form noValidate onSubmit={form.submit} data-testid="booking-steps">
      <StepProgress
        id={progressId}
        text={fill(strings.progress, progress)}
        {...progress}
        className={heading?.className}
      />
      {form.step === "slot" ? (
        <div>
          {stepHeading(strings.slotTitle)}
          {strings.slotHint ? <p className="mt-3 text-muted">{strings.slotHint}</p> : null}
          <SlotPicker
            locale={bcp47}
            strings={strings.slots}
            value={slot}
            onChange={chooseSlot}
            error={form.errors.slotStart}
            reloadKey={reloadKey}
            fieldId={ids.slot}
          />
        </div>
      ) : (
        <div>
          {stepHeading(strings.bookerTitle)}
          {strings.bookerHint ? <p className="mt-3 text-muted">{strings.bookerHint}</p> : null}
          {slot ? (
            <ChosenSlot slot={slot} bcp47={bcp47} strings={strings.slots} onChange={() => form.go("slot")} />
          ) : null}
          <NameAndEmail form={form} state={[booker, setBooker]} ids={ids} words={strings} columns />
        </div>
      )}

      <StepFooter
        form={form}
        words={{ ...strings, send: strings.book, sending: strings.booking }}
        noticeId="booking-notice"
        onBack={() => (form.step === "slot" ? onExit() : form.go("slot"))}
      />
    </form>
  );
}
