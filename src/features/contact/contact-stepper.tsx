import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { StepProgress } from "@/components/form/step-progress";
import { useQueryString } from "@/features/filters/use-query-string";
import { fill } from "@/features/forms/fill";
import { StepFooter } from "@/features/forms/step-footer";
import { useLeadForm } from "@/features/forms/use-lead-form";
import type { OptionLabels } from "@/features/leads/option-labels";
import { topics } from "@/features/leads/schemas";
import type { Locale } from "@/i18n/locales";
import { BookingChunkBoundary } from "./booking-chunk-boundary";
import { BOOKING_STATE_HREF } from "./booking-form";
import { BookingInvitation } from "./booking-invitation";
import { type ContactForm, contactRequest, emptyContactForm, validateStep } from "./contact-form";
import {
  type ContactFormStart,
  carriedFields,
  formFields,
  readContactForm,
  withTyped,
} from "./contact-form-post";
import { contactPlaces } from "./contact-places";
import { ContactQuestion } from "./contact-question";
import { ContactSent } from "./contact-sent";
import type { ContactStrings } from "./contact-strings";
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
import { ThankYouDialog, type ThankYouStrings } from "./thank-you-dialog";

/** The booking steps (and through them the slot picker) load when the visitor asks for them. */
const PageBooking = lazy(() => import("./page-booking").then((module) => ({ default: module.PageBooking })));

export interface ContactStepperProps {
  readonly locale: Locale;
  /** BCP 47 tag for dates and times. */
  readonly bcp47: string;
  readonly strings: ContactStrings;
  /** The thank-you modal's messages, its countdown formatted on the server. */
  readonly thankYou: ThankYouStrings;
  readonly options: Pick<OptionLabels, "topics" | "services" | "budgets">;
  /** Open positions by id, to name the one a visitor applies for (?position=<id>). */
  readonly positions: Readonly<Record<string, string>>;
  readonly companyEmail: string;
  /** The content's invitation to book a call. */
  readonly booking: { readonly title: string; readonly text: string };
  /** Set when bookings go through Calendly instead of the embedded scheduler. */
  readonly calendly?: { readonly url: string; readonly title: string };
  /**
   * The column beside the form (e-mail, opening hours), rendered on the server: the route shell's
   * `slot="aside"`, which Astro passes as this prop (optional because `astro check` sees the slot as
   * children, not as the prop).
   */
  readonly aside?: ReactNode;
  /** Where this render starts: the first step, or where a post of the form without JavaScript left it. */
  readonly start: ContactFormStart;
  /** The idempotency key posted back with every step of the form without JavaScript. */
  readonly formKey: string;
  /** The contact page's public path: the form posts there when its script has not run. */
  readonly action: string;
  /** "Send another message", under the thank-you rendered for a post. */
  readonly anotherMessage: string;
}

/**
 * The contact page's stepper: topic, service and budget (new business only), details;
 * one step at a time, focus on each new step's heading, errors per field and in a polite summary.
 * Sending opens the thank-you modal; the booking steps take the card's place when asked for.
 */
export function ContactStepper({
  locale,
  bcp47,
  strings,
  thankYou,
  options,
  positions,
  companyEmail,
  booking,
  calendly,
  aside,
  start,
  formKey,
  action,
  anotherMessage,
}: ContactStepperProps) {
  const [params] = useQueryString();
  const [mode, setMode] = useState<"contact" | "booking">("contact");
  const [values, setValues] = useState<ContactForm>(start.values);
  const [thanks, setThanks] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);

  // What the visitor typed or chose before the island hydrated stays theirs: the answers start from it.
  useEffect(() => {
    const element = formElement.current;
    if (!element) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(element))
      if (typeof value === "string") fields.append(name, value);
    const typed = readContactForm(fields).values;
    setValues((previous) => withTyped(previous, typed));
  }, []);

  // ?topic=careers (the careers page's 'Apply now') preselects a topic until the visitor picks one.
  const topic = values.topic ?? topicFromQuery(params, topics);
  const position = start.position ?? positionFromQuery(params);
  const current: ContactForm = { ...values, topic };
  const steps = contactSteps(topic);
  const places = contactPlaces(strings, topic);
  const form = useLeadForm<ContactStep, { id: string }>({
    firstStep: start.step,
    shownFirst: { errors: start.errors, ...(start.notice !== undefined && { notice: start.notice }) },
    endpoint: "/api/contact",
    words: strings,
    validate: (step) => validateStep(step, current, locale, position),
    next: (step) => nextStep(steps, step),
    request: () => contactRequest(current, locale, position),
    stepOf: (fields) => firstStepWithError(topic, fields),
    onSent: () => setThanks(true),
    places,
    fallbackId: "contact-form",
  });
  const back = previousStep(steps, form.step);
  const progressId = "contact-progress";
  const progress = stepProgress(steps, form.step);

  const change = (field: keyof ContactForm, value: string) => {
    if (field === "topic" || field === "service" || field === "budget") {
      setValues((previous) => ({ ...previous, topic, [field]: value }));
      form.clearError(field);
    } else if (field === "website") {
      setValues((previous) => ({ ...previous, website: value }));
    } else {
      const next = { ...current, [field]: value };
      setValues(next);
      form.recheck(field, () => validateStep("details", next, locale, position));
    }
  };
  const closeThanks = () => {
    setThanks(false);
    setValues(emptyContactForm);
    form.go("topic");
  };
  const openBooking = () => {
    setMode("booking");
    form.setNotice(undefined);
  };
  const exitBooking = () => {
    setMode("contact");
    form.refocus();
  };

  return (
    <div className="container-page grid gap-12 pb-20 md:pb-28 lg:grid-cols-12 lg:gap-10">
      <section
        aria-labelledby="contact-form-title"
        className="min-w-0 rounded-[2rem] bg-paper-deep p-5 py-8 sm:p-10 lg:col-span-8 xl:p-14"
      >
        <h2
          id="contact-form-title"
          className="mb-8 flex scroll-mt-40 items-center gap-3 text-sm font-semibold tracking-widest text-muted uppercase"
        >
          <span aria-hidden="true" className="h-px w-10 bg-ember" />
          {mode === "contact" ? strings.formTitle : booking.title}
        </h2>
        {start.sent && mode === "contact" ? (
          <ContactSent strings={thankYou} email={companyEmail} again={anotherMessage} action={action} />
        ) : mode === "booking" ? (
          <BookingChunkBoundary
            href={BOOKING_STATE_HREF}
            fallback={
              <a href={BOOKING_STATE_HREF} className="font-semibold underline underline-offset-4">
                {strings.booking.open}
              </a>
            }
          >
            <Suspense fallback={<p className="text-muted">{strings.slots.loading}</p>}>
              <PageBooking
                locale={locale}
                bcp47={bcp47}
                strings={strings}
                calendly={calendly}
                onExit={exitBooking}
              />
            </Suspense>
          </BookingChunkBoundary>
        ) : (
          <form
            ref={formElement}
            method="post"
            action={`${action}#contact-form-title`}
            noValidate
            onSubmit={form.submit}
            data-testid="contact-stepper"
          >
            {/* Enter in a field posts Next, not Back: the first submit button is the form's default. */}
            <button type="submit" name={formFields.action} value="next" hidden tabIndex={-1} />
            <input type="hidden" name={formFields.intent} value="contact" />
            <input type="hidden" name={formFields.step} value={form.step} />
            <input type="hidden" name={formFields.key} value={formKey} />
            {position ? <input type="hidden" name={formFields.position} value={position} /> : null}
            {carriedFields(form.step, current).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <StepProgress id={progressId} text={fill(strings.progress, progress)} {...progress} />
            <ContactQuestion
              key={form.step}
              step={form.step}
              values={current}
              errors={form.errors}
              focusKey={form.focusKey}
              onChange={change}
              places={places}
              progressId={progressId}
              strings={strings}
              options={options}
              positionTitle={position ? positions[position] : undefined}
            />
            <StepFooter
              form={form}
              words={strings}
              noticeId="contact-notice"
              onBack={back ? () => form.go(back) : undefined}
              native
            />
          </form>
        )}
      </section>

      <div className="flex flex-col gap-12 lg:col-span-4 lg:pt-4">
        {aside}
        {mode === "contact" ? (
          <BookingInvitation
            title={booking.title}
            text={booking.text}
            action={strings.booking.open}
            href={BOOKING_STATE_HREF}
            onOpen={openBooking}
            preload={preloadBooking}
          />
        ) : null}
      </div>

      <ThankYouDialog open={thanks} onClose={closeThanks} strings={thankYou} email={companyEmail} />
    </div>
  );
}

function preloadBooking() {
  // A failed preload is not the visitor's problem yet: the click's own import meets it, in the boundary.
  import("./page-booking").catch(() => undefined);
}
