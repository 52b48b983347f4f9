"use client";

import clsx from "clsx";
import { useCallback, useEffect, useRef, useState } from "react";
import { z } from "zod/mini";
import { bookingRequestSchema, currentPage, type ErrorCode, fieldErrors } from "@/features/leads/schemas";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { withoutKey } from "./contact-form";
import { fill } from "./countdown";
import { buttonStyles, counter, ErrorSummary, Honeypot, StepHeading, TextField } from "./form-parts";
import { SlotPicker, type SlotStrings } from "./slot-picker";
import { slotDateTime, visitorTimeZone, zoneLabel } from "./slot-times";
import { StepProgress } from "./step-progress";
import { type BookingStep, bookingSteps, stepProgress } from "./steps";
import { createKeyKeeper, postWhenOnline } from "./submission";

/** The words of the two booking steps; the page and the popup each pass their own. */
export interface BookingStrings {
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
  readonly summary: string;
  readonly honeypot: string;
  readonly slots: SlotStrings;
  readonly errors: Messages["Contact"]["errors"];
  readonly status: Messages["Contact"]["status"];
}

export interface Booked {
  readonly start: string;
  readonly email: string;
  readonly timeZone: string;
}

type Sending = "idle" | "sending" | "waiting";

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
  const [step, setStep] = useState<BookingStep>("slot");
  // Defined from the start: the first heading takes focus as the steps appear.
  const [focusKey, setFocusKey] = useState("slot:0");
  const [slot, setSlot] = useState<string>();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [notice, setNotice] = useState<string>();
  const [sending, setSending] = useState<Sending>("idle");
  const [reloadKey, setReloadKey] = useState(0);
  const keeper = useRef(createKeyKeeper());
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const ids = {
    slot: `${idPrefix}-slot`,
    name: `${idPrefix}-booker-name`,
    email: `${idPrefix}-booker-email`,
  };
  const progressId = `${idPrefix}-booking-progress`;
  const progress = stepProgress(bookingSteps, step);
  const message = (code: ErrorCode) => strings.errors[code];

  const go = (next: BookingStep) => {
    setStep(next);
    setErrors({});
    setFocusKey((key) => `${next}:${counter(key) + 1}`);
  };

  const chooseSlot = useCallback((value: string | undefined) => {
    setSlot(value);
    if (value) setErrors({});
  }, []);

  const request = () => ({
    locale,
    slotStart: slot ?? "",
    timeZone: visitorTimeZone(),
    name,
    email,
    page: currentPage(),
    website: website || undefined,
  });

  const validate = (): Record<string, string> => {
    const parsed = z.safeParse(bookingRequestSchema, request());
    if (parsed.success) return {};
    const codes = fieldErrors(parsed.error.issues);
    const fields = step === "slot" ? ["slotStart"] : ["name", "email", "timeZone"];
    return Object.fromEntries(
      Object.entries(codes)
        .filter(([field]) => fields.includes(field))
        .map(([field, code]) => [field, message(code)]),
    );
  };

  const book = async () => {
    const body = JSON.stringify(request());
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setSending("sending");
    setNotice(undefined);
    const result = await postWhenOnline<{ id: string; start: string }>(
      "/api/bookings",
      body,
      keeper.current.keyFor(body),
      {
        signal: controller.signal,
        onWaiting: () => {
          setSending("waiting");
          setNotice(strings.status.offline);
        },
      },
    );
    if (controller.signal.aborted) return;
    setSending("idle");
    if (result.kind === "ok") {
      keeper.current.forget();
      onBooked({ start: result.data.start ?? slot ?? "", email: email.trim(), timeZone: visitorTimeZone() });
      return;
    }
    if (result.kind === "refused" && (result.status === 409 || result.code === "slotUnavailable")) {
      // Someone else took the time: show the fresh times and say why.
      setSlot(undefined);
      setReloadKey((count) => count + 1);
      go("slot");
      setNotice(result.message);
      return;
    }
    if (result.kind === "invalid") {
      if (result.fields.slotStart) go("slot");
      setErrors(result.fields);
      setNotice(Object.keys(result.fields).length === 0 ? result.message : undefined);
      return;
    }
    setNotice(result.kind === "refused" ? result.message : strings.status.failed);
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending !== "idle") return;
    const problems = validate();
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (step === "slot") {
      setNotice(undefined);
      go("booker");
      return;
    }
    void book();
  };

  const labels: Record<string, string> = {
    slotStart: strings.slotTitle,
    timeZone: strings.slotTitle,
    name: strings.name.replace(/\*$/, ""),
    email: strings.email.replace(/\*$/, ""),
  };
  const fieldIds: Record<string, string> = {
    slotStart: ids.slot,
    timeZone: ids.slot,
    name: ids.name,
    email: ids.email,
  };
  const summary = Object.entries(errors).map(([field, text]) => ({
    id: fieldIds[field] ?? ids.slot,
    label: labels[field] ?? field,
    message: text,
  }));

  return (
    <form noValidate onSubmit={submit} data-testid="booking-steps">
      <StepProgress
        id={progressId}
        text={fill(strings.progress, progress)}
        {...progress}
        className={heading?.className}
      />
      {step === "slot" ? (
        <div>
          <StepHeading focusKey={focusKey} describedBy={progressId} id={heading?.id} level={heading?.level}>
            {strings.slotTitle}
          </StepHeading>
          {strings.slotHint ? <p className="mt-3 text-muted">{strings.slotHint}</p> : null}
          <SlotPicker
            locale={bcp47}
            strings={strings.slots}
            value={slot}
            onChange={chooseSlot}
            error={errors.slotStart}
            reloadKey={reloadKey}
            fieldId={ids.slot}
          />
        </div>
      ) : (
        <div>
          <StepHeading focusKey={focusKey} describedBy={progressId} id={heading?.id} level={heading?.level}>
            {strings.bookerTitle}
          </StepHeading>
          {strings.bookerHint ? <p className="mt-3 text-muted">{strings.bookerHint}</p> : null}
          {slot ? (
            <ChosenSlot slot={slot} bcp47={bcp47} strings={strings.slots} onChange={() => go("slot")} />
          ) : null}
          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            <TextField
              id={ids.name}
              name="name"
              label={strings.name}
              placeholder={strings.namePlaceholder}
              autoComplete="name"
              required
              value={name}
              onChange={(value) => {
                setName(value);
                setErrors((previous) => withoutKey(previous, "name"));
              }}
              error={errors.name}
            />
            <TextField
              id={ids.email}
              name="email"
              type="email"
              label={strings.email}
              placeholder={strings.emailPlaceholder}
              autoComplete="email"
              required
              value={email}
              onChange={(value) => {
                setEmail(value);
                setErrors((previous) => withoutKey(previous, "email"));
              }}
              error={errors.email}
            />
          </div>
          <Honeypot label={strings.honeypot} value={website} onChange={setWebsite} />
        </div>
      )}

      <ErrorSummary title={strings.summary} items={summary} />
      <div role="status" aria-live="polite">
        {notice ? (
          <p
            data-testid="booking-notice"
            className={clsx(
              "mt-6 rounded-2xl px-5 py-4 text-sm font-semibold",
              sending === "waiting" ? "bg-ink text-paper" : "bg-paper text-ember-deep",
            )}
          >
            {notice}
          </p>
        ) : null}
      </div>

      <div className="mt-10 flex flex-wrap items-center justify-between gap-4">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => (step === "slot" ? onExit() : go("slot"))}
        >
          <span aria-hidden="true">←</span>
          {strings.back}
        </button>
        <button
          type="submit"
          aria-disabled={sending !== "idle" || undefined}
          className={clsx(buttonStyles.primary, "min-w-40")}
        >
          {step === "slot" ? strings.next : sending === "idle" ? strings.book : strings.booking}
          <span aria-hidden="true" className="text-ember">
            →
          </span>
        </button>
      </div>
    </form>
  );
}

function ChosenSlot({
  slot,
  bcp47,
  strings,
  onChange,
}: {
  readonly slot: string;
  readonly bcp47: string;
  readonly strings: SlotStrings;
  readonly onChange: () => void;
}) {
  const zone = visitorTimeZone();
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-paper px-5 py-4">
      <div>
        <p className="font-semibold" data-testid="chosen-slot">
          {fill(strings.chosen, { when: slotDateTime(slot, zone, bcp47) })}
        </p>
        <p className="text-sm text-muted">
          {strings.duration} · {zoneLabel(zone, new Date(slot), bcp47)}
        </p>
      </div>
      <button type="button" onClick={onChange} className="font-semibold underline underline-offset-4">
        {strings.change}
      </button>
    </div>
  );
}
