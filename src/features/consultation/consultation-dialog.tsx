"use client";

import clsx from "clsx";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { z } from "zod/mini";
import type { Booked } from "@/features/contact/booking-steps";
import { withoutKey } from "@/features/contact/contact-form";
import { fill } from "@/features/contact/countdown";
import { keepTabInside } from "@/features/contact/focus-trap";
import {
  buttonStyles,
  CheckMark,
  ChoiceCards,
  counter,
  ErrorSummary,
  Honeypot,
  KeepTogether,
  StepHeading,
  TextField,
} from "@/features/contact/form-parts";
import { StepProgress } from "@/features/contact/step-progress";
import { createKeyKeeper, postWhenOnline } from "@/features/contact/submission";
import type { OptionLabels } from "@/features/leads/option-labels";
import { consultationRequestSchema, currentPage, fieldErrors } from "@/features/leads/schemas";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { CalendlyEmbed } from "./calendly-embed";
import { type ConsultationView, consultationProgress, nextView, previousView } from "./consultation-steps";

/** The scheduling path's steps, with the slot picker, load only when the visitor chooses it. */
const BookingSteps = lazy(() =>
  import("@/features/contact/booking-steps").then((module) => ({ default: module.BookingSteps })),
);

export interface ConsultationStrings {
  readonly popup: Messages["Consultation"];
  readonly errors: Messages["Contact"]["errors"];
  readonly status: Messages["Contact"]["status"];
  readonly slots: Messages["Contact"]["slots"];
  readonly summary: string;
  readonly honeypot: string;
  readonly helpTypes: OptionLabels["helpTypes"];
  readonly budgets: OptionLabels["popupBudgets"];
}

export interface ConsultationDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly locale: Locale;
  readonly bcp47: string;
  readonly strings: ConsultationStrings;
  /** Set when meetings are booked through Calendly rather than the embedded scheduler. */
  readonly calendlyUrl?: string;
}

type Sending = "idle" | "sending" | "waiting";
const titleId = "consultation-title";

/**
 * The consultation popup: the invitation to a 20-minute consultation with 'Contact us'
 * and 'Schedule a Meeting', each path ending in 'Thanks for reaching out!'. A native modal <dialog>
 * named by its current heading: focus moves to that heading, Tab cycles inside, Escape closes, and the
 * host returns focus to the control that opened it.
 */
export function ConsultationDialog({
  open,
  onClose,
  locale,
  bcp47,
  strings,
  calendlyUrl,
}: ConsultationDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [view, setView] = useState<ConsultationView>("invite");
  const [focusKey, setFocusKey] = useState<string>();
  const [helpType, setHelpType] = useState<string>();
  const [budget, setBudget] = useState<string>();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [website, setWebsite] = useState("");
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [notice, setNotice] = useState<string>();
  const [sending, setSending] = useState<Sending>("idle");
  const keeper = useRef(createKeyKeeper());
  const inFlight = useRef<AbortController | null>(null);
  const { popup } = strings;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // After showModal, which would otherwise focus the close button.
      document.getElementById(titleId)?.focus();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => () => inFlight.current?.abort(), []);

  const go = (next: ConsultationView) => {
    setView(next);
    setErrors({});
    setNotice(undefined);
    setFocusKey((key) => `${next}:${counter(key) + 1}`);
  };

  const request = () => ({
    locale,
    helpType,
    budget,
    name,
    email,
    page: currentPage(),
    website: website || undefined,
  });

  const validate = (): Record<string, string> => {
    // The type of help and the budget may be skipped (only name and e-mail are required).
    if (view === "help" || view === "budget") return {};
    const parsed = z.safeParse(consultationRequestSchema, request());
    if (parsed.success) return {};
    return Object.fromEntries(
      Object.entries(fieldErrors(parsed.error.issues))
        .filter(([field]) => field === "name" || field === "email")
        .map(([field, code]) => [field, strings.errors[code]]),
    );
  };

  const send = async () => {
    const body = JSON.stringify(request());
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setSending("sending");
    setNotice(undefined);
    const result = await postWhenOnline<{ id: string }>(
      "/api/consultation",
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
      go("sent");
    } else if (result.kind === "invalid") {
      if (result.fields.helpType) go("help");
      else if (result.fields.budget) go("budget");
      setErrors(result.fields);
      if (Object.keys(result.fields).length === 0) setNotice(result.message);
    } else {
      setNotice(result.kind === "refused" ? result.message : strings.status.failed);
    }
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending !== "idle") return;
    const problems = validate();
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    const following = nextView(view);
    if (following) go(following);
    else void send();
  };

  const booked = (_booking: Booked) => go("scheduled");
  const close = () => dialog.current?.close();
  const heading = (text: string, describedBy?: string, keepNumbers?: boolean) => (
    <StepHeading focusKey={focusKey} level={2} id={titleId} describedBy={describedBy} className="pr-14">
      {keepNumbers ? <KeepTogether text={text} /> : text}
    </StepHeading>
  );
  const progress = consultationProgress(view);
  const progressId = "consultation-progress";
  const labels: Record<string, string> = {
    helpType: popup.helpTitle,
    budget: popup.budgetTitle,
    name: popup.name.replace(/\*$/, ""),
    email: popup.email.replace(/\*$/, ""),
  };
  const ids: Record<string, string> = {
    helpType: "consultation-help",
    budget: "consultation-budget",
    name: "consultation-name",
    email: "consultation-email",
  };
  const summary = Object.entries(errors).map(([field, message]) => ({
    id: ids[field] ?? "consultation-name",
    label: labels[field] ?? field,
    message,
  }));

  let body: ReactNode;
  if (view === "invite") {
    body = (
      <div>
        <p className="mb-5 flex items-center gap-3 pr-14 text-sm font-semibold tracking-widest text-muted uppercase">
          <span aria-hidden="true" className="h-px w-10 bg-ember" />
          {popup.kicker}
        </p>
        {heading(popup.title, undefined, true)}
        <p className="mt-4 max-w-lg text-muted">{popup.text}</p>
        <div className="mt-8 grid gap-3 sm:grid-cols-2">
          <PathButton
            title={popup.contactUs}
            text={popup.contactUsText}
            onClick={() => go("help")}
            tone="ink"
          />
          <PathButton title={popup.schedule} text={popup.scheduleText} onClick={() => go("schedule")} />
        </div>
      </div>
    );
  } else if (view === "sent" || view === "scheduled") {
    body = (
      <div data-testid="consultation-done">
        {heading(popup.thanks, "consultation-result")}
        <div
          id="consultation-result"
          className="mt-6 flex gap-4 rounded-2xl bg-ink p-5 text-paper"
          data-testid="consultation-result"
        >
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-ember text-ink"
          >
            <CheckMark className="size-5" />
          </span>
          <div>
            <p className="font-semibold">{view === "sent" ? popup.sent : popup.scheduled}</p>
            {view === "scheduled" ? (
              <p className="mt-1 text-sm text-muted-on-ink">{popup.scheduledNote}</p>
            ) : null}
          </div>
        </div>
        <button type="button" onClick={close} className={clsx(buttonStyles.primary, "mt-10")}>
          {popup.done}
        </button>
      </div>
    );
  } else if (view === "schedule") {
    body = calendlyUrl ? (
      <div>
        {heading(popup.slotTitle)}
        <CalendlyEmbed url={calendlyUrl} title={popup.calendlyTitle} onScheduled={() => go("scheduled")} />
        <button type="button" onClick={() => go("invite")} className={clsx(buttonStyles.secondary, "mt-6")}>
          <span aria-hidden="true">←</span>
          {popup.back}
        </button>
      </div>
    ) : (
      <Suspense fallback={<p className="text-muted">{popup.loading}</p>}>
        <BookingSteps
          locale={locale}
          bcp47={bcp47}
          idPrefix="consultation"
          heading={{ id: titleId, level: 2, className: "pr-14" }}
          onExit={() => go("invite")}
          onBooked={booked}
          strings={{
            progress: popup.progress,
            back: popup.back,
            next: popup.next,
            slotTitle: popup.slotTitle,
            bookerTitle: popup.bookerTitle,
            name: popup.name,
            email: popup.email,
            book: popup.book,
            booking: popup.sending,
            summary: strings.summary,
            honeypot: strings.honeypot,
            slots: strings.slots,
            errors: strings.errors,
            status: strings.status,
          }}
        />
      </Suspense>
    );
  } else {
    body = (
      <form noValidate onSubmit={submit} data-testid="consultation-form">
        {progress ? (
          <StepProgress
            id={progressId}
            text={fill(popup.progress, progress)}
            {...progress}
            className="pr-14"
          />
        ) : null}
        {view === "help" ? (
          <ChoiceCards
            id={ids.helpType ?? ""}
            name="helpType"
            legend={heading(popup.helpTitle, progressId)}
            value={helpType}
            onChange={(value) => {
              setHelpType(value);
              setErrors({});
            }}
            error={errors.helpType}
            compact
            options={Object.entries(strings.helpTypes).map(([value, label]) => ({ value, label }))}
          />
        ) : null}
        {view === "budget" ? (
          <ChoiceCards
            id={ids.budget ?? ""}
            name="budget"
            legend={heading(popup.budgetTitle, progressId)}
            value={budget}
            onChange={(value) => {
              setBudget(value);
              setErrors({});
            }}
            error={errors.budget}
            compact
            options={Object.entries(strings.budgets).map(([value, label]) => ({ value, label }))}
          />
        ) : null}
        {view === "info" ? (
          <div>
            {heading(popup.infoTitle, progressId)}
            <p className="mt-3 text-sm text-muted">{popup.requiredNote}</p>
            <div className="mt-7 grid gap-5">
              <TextField
                id="consultation-name"
                name="name"
                label={popup.name}
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
                id="consultation-email"
                name="email"
                type="email"
                label={popup.email}
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
        ) : null}
        <ErrorSummary title={strings.summary} items={summary} />
        <div role="status" aria-live="polite">
          {notice ? (
            <p
              data-testid="consultation-notice"
              className={clsx(
                "mt-6 rounded-2xl px-5 py-4 text-sm font-semibold",
                sending === "waiting" ? "bg-ink text-paper" : "bg-paper-deep text-ember-deep",
              )}
            >
              {notice}
            </p>
          ) : null}
        </div>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => {
              const back = previousView(view);
              if (back) go(back);
            }}
          >
            <span aria-hidden="true">←</span>
            {popup.back}
          </button>
          <button
            type="submit"
            aria-disabled={sending !== "idle" || undefined}
            className={buttonStyles.primary}
          >
            {view === "info" ? (sending === "idle" ? popup.send : popup.sending) : popup.next}
            <span aria-hidden="true" className="text-ember">
              →
            </span>
          </button>
        </div>
      </form>
    );
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-testid="consultation-dialog"
      onClose={onClose}
      onKeyDown={keepTabInside}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) close();
      }}
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[min(100%-1.5rem,46rem)] overflow-y-auto overscroll-contain rounded-[1.75rem] bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/70 backdrop:backdrop-blur-sm"
    >
      <div className="relative p-6 pt-7 sm:p-10 sm:pt-11">
        <button
          type="button"
          onClick={close}
          aria-label={popup.close}
          className="absolute top-4 right-4 grid size-11 place-items-center rounded-full border border-ink/15 text-xl transition-colors hover:border-ink sm:top-6 sm:right-6"
        >
          <span aria-hidden="true">×</span>
        </button>
        {body}
      </div>
    </dialog>
  );
}

function PathButton({
  title,
  text,
  onClick,
  tone = "paper",
}: {
  readonly title: string;
  readonly text: string;
  readonly onClick: () => void;
  readonly tone?: "paper" | "ink";
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={clsx(
        "group flex min-h-32 flex-col sm:min-h-40 justify-between rounded-2xl p-6 text-left transition-transform hover:-translate-y-0.5",
        tone === "ink" ? "bg-ink text-paper" : "border border-ink/15 bg-paper-deep",
      )}
    >
      <span className="flex w-full items-start justify-between gap-4">
        <span className="font-display text-2xl leading-tight font-semibold tracking-tight">{title}</span>
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-ember text-ink transition-transform group-hover:translate-x-1"
        >
          →
        </span>
      </span>
      <span className={clsx("mt-6 text-sm", tone === "ink" ? "text-muted-on-ink" : "text-muted")}>
        {text}
      </span>
    </button>
  );
}
