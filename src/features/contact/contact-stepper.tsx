"use client";

import clsx from "clsx";
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useQueryString } from "@/features/filters/use-query-string";
import type { OptionLabels } from "@/features/leads/option-labels";
import { topics } from "@/features/leads/schemas";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { type ContactForm, contactRequest, emptyContactForm, validateStep, withoutKey } from "./contact-form";
import { fill } from "./countdown";
import {
  buttonStyles,
  ChoiceCards,
  counter,
  ErrorSummary,
  Honeypot,
  KeepTogether,
  StepHeading,
  type SummaryItem,
  TextField,
} from "./form-parts";
import { StepProgress } from "./step-progress";
import {
  type ContactStep,
  contactSteps,
  firstStepWithError,
  nextStep,
  positionFromQuery,
  previousStep,
  stepProgress,
  topicFromQuery,
} from "./steps";
import { createKeyKeeper, postWhenOnline } from "./submission";
import { ThankYouDialog } from "./thank-you-dialog";

/** The booking steps (and through them the slot picker) load when the visitor asks for them. */
const PageBooking = lazy(() => import("./page-booking").then((module) => ({ default: module.PageBooking })));

export type ContactStrings = Messages["Contact"];

export interface ContactStepperProps {
  readonly locale: Locale;
  /** BCP 47 tag for dates and times. */
  readonly bcp47: string;
  readonly strings: ContactStrings;
  readonly options: Pick<OptionLabels, "topics" | "services" | "budgets">;
  /** Open positions by id, to name the one a visitor applies for (?position=<id>). */
  readonly positions: Readonly<Record<string, string>>;
  readonly companyEmail: string;
  /** The content's invitation to book a call. */
  readonly booking: { readonly title: string; readonly text: string };
  /** Set when bookings go through Calendly instead of the embedded scheduler. */
  readonly calendly?: { readonly url: string; readonly title: string };
  /** The column beside the form (e-mail, opening hours), rendered on the server. */
  readonly aside: ReactNode;
}

type Sending = "idle" | "sending" | "waiting";
type TextFieldName = "name" | "lastName" | "email" | "company" | "message";

/**
 * The contact page's stepper: topic, service and budget (new business only), details;
 * one step at a time, focus on each new step's heading, errors per field and in a polite summary.
 * Sending opens the thank-you modal; the booking steps take the card's place when asked for.
 */
export function ContactStepper({
  locale,
  bcp47,
  strings,
  options,
  positions,
  companyEmail,
  booking,
  calendly,
  aside,
}: ContactStepperProps) {
  const [params] = useQueryString();
  const [mode, setMode] = useState<"contact" | "booking">("contact");
  const [step, setStep] = useState<ContactStep>("topic");
  const [form, setForm] = useState<ContactForm>(emptyContactForm);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [sending, setSending] = useState<Sending>("idle");
  const [notice, setNotice] = useState<string>();
  const [thanks, setThanks] = useState(false);
  // Focus moves to a step's heading when this changes: a new step, or back after the thank-you modal.
  const [focusKey, setFocusKey] = useState<string>();
  const keeper = useRef(createKeyKeeper());
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  // ?topic=careers (the careers page's 'Apply now') preselects a topic until the visitor picks one.
  const topic = form.topic ?? topicFromQuery(params, topics);
  const position = positionFromQuery(params);
  const current: ContactForm = { ...form, topic };
  const steps = contactSteps(topic);
  const progress = stepProgress(steps, step);
  const message = (code: keyof ContactStrings["errors"]) => strings.errors[code];

  const go = (next: ContactStep) => {
    setStep(next);
    setErrors({});
    setNotice(undefined);
    setFocusKey((key) => `contact:${next}:${counter(key) + 1}`);
  };

  const setChoice = (field: "topic" | "service" | "budget", value: string) => {
    setForm((previous) => ({ ...previous, topic, [field]: value }));
    setErrors((previous) => withoutKey(previous, field));
  };

  const setText = (field: TextFieldName, value: string) => {
    const next = { ...current, [field]: value };
    setForm(next);
    // A field shown as wrong is checked again as it is corrected, so its message goes away in time.
    if (errors[field]) {
      const code = validateStep("details", next, locale, position)[field];
      setErrors((previous) => (code ? { ...previous, [field]: message(code) } : withoutKey(previous, field)));
    }
  };

  const send = async (body: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setSending("sending");
    setNotice(undefined);
    const result = await postWhenOnline<{ id: string }>("/api/contact", body, keeper.current.keyFor(body), {
      signal: controller.signal,
      onWaiting: () => {
        setSending("waiting");
        setNotice(strings.status.offline);
      },
    });
    if (controller.signal.aborted) return;
    setSending("idle");
    switch (result.kind) {
      case "ok":
        keeper.current.forget();
        setNotice(undefined);
        setThanks(true);
        return;
      case "invalid": {
        const fields = Object.keys(result.fields);
        const back = firstStepWithError(topic, fields);
        if (back && back !== step) go(back);
        setErrors(result.fields);
        setNotice(Object.keys(result.fields).length === 0 ? result.message : undefined);
        return;
      }
      case "refused":
        setNotice(result.message);
        return;
      default:
        setNotice(strings.status.failed);
    }
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending !== "idle") return;
    const problems = validateStep(step, current, locale, position);
    if (Object.keys(problems).length > 0) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([field, code]) => [field, message(code)])));
      return;
    }
    setErrors({});
    const following = nextStep(steps, step);
    if (following) {
      go(following);
      return;
    }
    void send(JSON.stringify(contactRequest(current, locale, position)));
  };

  const closeThanks = () => {
    setThanks(false);
    setForm(emptyContactForm);
    go("topic");
  };

  const fieldIds: Record<string, string> = {
    topic: "contact-topic",
    service: "contact-service",
    budget: "contact-budget",
    name: "contact-name",
    lastName: "contact-last-name",
    email: "contact-email",
    company: "contact-company",
    message: "contact-message",
  };
  const press = topic === "press";
  const newBusiness = topic === "new-business";
  const labels: Record<string, string> = {
    topic: strings.steps.topic,
    service: strings.steps.service,
    budget: strings.steps.budget,
    name: strings.fields.name,
    lastName: strings.fields.lastName,
    email: strings.fields.email,
    company: press ? strings.fields.pressCompany : strings.fields.company,
    message: newBusiness ? strings.fields.project : strings.fields.message,
  };
  const summary: SummaryItem[] = Object.entries(errors).map(([field, text]) => ({
    id: fieldIds[field] ?? "contact-form",
    label: labels[field] ?? field,
    message: text,
  }));
  const progressId = "contact-progress";
  const heading = (text: string) => (
    <StepHeading focusKey={focusKey} describedBy={progressId}>
      {text}
    </StepHeading>
  );

  const openBooking = () => {
    setMode("booking");
    setNotice(undefined);
  };
  const exitBooking = () => {
    setMode("contact");
    setFocusKey((key) => `contact:${step}:${counter(key) + 1}`);
  };

  return (
    <div className="container-page grid gap-12 pb-20 md:pb-28 lg:grid-cols-12 lg:gap-10">
      <section
        aria-labelledby="contact-form-title"
        className="min-w-0 rounded-[2rem] bg-paper-deep p-5 py-8 sm:p-10 lg:col-span-8 xl:p-14"
      >
        <h2
          id="contact-form-title"
          className="mb-8 flex items-center gap-3 text-sm font-semibold tracking-widest text-muted uppercase"
        >
          <span aria-hidden="true" className="h-px w-10 bg-ember" />
          {mode === "contact" ? strings.formTitle : booking.title}
        </h2>
        {mode === "booking" ? (
          <Suspense fallback={<p className="text-muted">{strings.slots.loading}</p>}>
            <PageBooking
              locale={locale}
              bcp47={bcp47}
              strings={strings}
              calendly={calendly}
              onExit={exitBooking}
            />
          </Suspense>
        ) : (
          <form noValidate onSubmit={submit} data-testid="contact-stepper">
            <StepProgress id={progressId} text={fill(strings.progress, progress)} {...progress} />

            {step === "topic" ? (
              <ChoiceCards
                id={fieldIds.topic ?? ""}
                name="topic"
                legend={heading(strings.steps.topic)}
                hint={strings.hints.topic}
                value={topic}
                onChange={(value) => setChoice("topic", value)}
                error={errors.topic}
                options={topics.map((value) => ({
                  value,
                  label: options.topics[value],
                  hint: strings.topicHints[value],
                }))}
              />
            ) : null}

            {step === "service" ? (
              <ChoiceCards
                id={fieldIds.service ?? ""}
                name="service"
                legend={heading(strings.steps.service)}
                hint={strings.hints.service}
                value={form.service}
                onChange={(value) => setChoice("service", value)}
                error={errors.service}
                options={Object.entries(options.services).map(([value, label]) => ({ value, label }))}
              />
            ) : null}

            {step === "budget" ? (
              <ChoiceCards
                id={fieldIds.budget ?? ""}
                name="budget"
                compact
                legend={heading(strings.steps.budget)}
                hint={strings.hints.budget}
                value={form.budget}
                onChange={(value) => setChoice("budget", value)}
                error={errors.budget}
                options={Object.entries(options.budgets).map(([value, label]) => ({ value, label }))}
              />
            ) : null}

            {step === "details" ? (
              <div>
                {heading(strings.steps.details)}
                <p className="mt-3 text-muted">{strings.hints.details}</p>
                {topic === "careers" ? (
                  <p
                    data-testid="position-note"
                    className="mt-5 rounded-2xl bg-paper px-5 py-4 font-semibold"
                  >
                    {position && positions[position]
                      ? fill(strings.position, { position: positions[position] ?? "" })
                      : strings.openApplication}
                  </p>
                ) : null}
                <div className="mt-8 grid gap-6 sm:grid-cols-2">
                  <TextField
                    id="contact-name"
                    name="name"
                    label={strings.fields.name}
                    placeholder={strings.placeholders.name}
                    autoComplete="given-name"
                    required
                    value={form.name}
                    onChange={(value) => setText("name", value)}
                    error={errors.name}
                  />
                  <TextField
                    id="contact-last-name"
                    name="lastName"
                    label={strings.fields.lastName}
                    optionalLabel={strings.optional}
                    placeholder={strings.placeholders.lastName}
                    autoComplete="family-name"
                    value={form.lastName}
                    onChange={(value) => setText("lastName", value)}
                    error={errors.lastName}
                  />
                  <TextField
                    id="contact-email"
                    name="email"
                    type="email"
                    label={strings.fields.email}
                    placeholder={strings.placeholders.email}
                    autoComplete="email"
                    required
                    value={form.email}
                    onChange={(value) => setText("email", value)}
                    error={errors.email}
                  />
                  <TextField
                    id="contact-company"
                    name="company"
                    label={labels.company ?? ""}
                    optionalLabel={strings.optional}
                    placeholder={press ? strings.placeholders.pressCompany : strings.placeholders.company}
                    autoComplete={press ? "off" : "organization"}
                    value={form.company}
                    onChange={(value) => setText("company", value)}
                    error={errors.company}
                  />
                  <TextField
                    id="contact-message"
                    name="message"
                    multiline
                    className="sm:col-span-2"
                    label={labels.message ?? ""}
                    placeholder={newBusiness ? strings.placeholders.project : strings.placeholders.message}
                    required
                    value={form.message}
                    onChange={(value) => setText("message", value)}
                    error={errors.message}
                  />
                </div>
                <Honeypot
                  label={strings.honeypot}
                  value={form.website}
                  onChange={(value) => setForm((previous) => ({ ...previous, website: value }))}
                />
              </div>
            ) : null}

            <ErrorSummary title={strings.summary} items={summary} />
            <div role="status" aria-live="polite">
              {notice ? (
                <p
                  data-testid="contact-notice"
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
              {previousStep(steps, step) ? (
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    const back = previousStep(steps, step);
                    if (back) go(back);
                  }}
                >
                  <span aria-hidden="true">←</span>
                  {strings.back}
                </button>
              ) : (
                <span />
              )}
              <button
                type="submit"
                aria-disabled={sending !== "idle" || undefined}
                className={clsx(buttonStyles.primary, "min-w-40")}
              >
                {nextStep(steps, step) ? strings.next : sending === "idle" ? strings.send : strings.sending}
                <span aria-hidden="true" className="text-ember">
                  →
                </span>
              </button>
            </div>
          </form>
        )}
      </section>

      <div className="flex flex-col gap-12 lg:col-span-4 lg:pt-4">
        {aside}
        {mode === "contact" ? (
          <section
            aria-labelledby="contact-booking-title"
            className="on-ink relative overflow-hidden rounded-[2rem] bg-ink p-7 text-paper sm:p-9"
          >
            <span
              aria-hidden="true"
              className="pointer-events-none absolute -right-16 -bottom-20 size-56 rounded-full bg-ember/30 blur-3xl"
            />
            <h2
              id="contact-booking-title"
              className="relative font-display text-3xl leading-tight font-semibold tracking-tight text-balance"
            >
              <KeepTogether text={booking.title} />
            </h2>
            <p className="relative mt-4 text-muted-on-ink">{booking.text}</p>
            <button
              type="button"
              className={clsx(buttonStyles.primaryOnInk, "relative mt-8")}
              onClick={openBooking}
              onPointerEnter={preloadBooking}
              onFocus={preloadBooking}
            >
              {strings.booking.open}
              <span aria-hidden="true">→</span>
            </button>
          </section>
        ) : null}
      </div>

      <ThankYouDialog open={thanks} onClose={closeThanks} strings={strings.thanks} email={companyEmail} />
    </div>
  );
}

function preloadBooking() {
  void import("./page-booking");
}
