"use client";

import { type ReactNode, useEffect, useRef, useState } from "react";
import { KeepTogether } from "@/components/form/keep-together";
import { StepHeading } from "@/components/form/step-heading";
import { keepTabInside } from "@/components/ui/focus-trap";
import { problemsOf } from "@/features/forms/schema-problems";
import { useLeadForm } from "@/features/forms/use-lead-form";
import { consultationRequestSchema, currentPage } from "@/features/leads/schemas";
import type { Locale } from "@/i18n/locales";
import { ConsultationDone } from "./consultation-done";
import { ConsultationInvite } from "./consultation-invite";
import { ConsultationQuestions, type ConsultationValues, consultationIds } from "./consultation-questions";
import { ConsultationSchedule, preloadBookingSteps } from "./consultation-schedule";
import { type ConsultationView, nextView } from "./consultation-steps";
import type { ConsultationStrings } from "./consultation-strings";

export interface ConsultationDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly locale: Locale;
  readonly bcp47: string;
  readonly strings: ConsultationStrings;
  /** Set when meetings are booked through Calendly rather than the embedded scheduler. */
  readonly calendlyUrl?: string;
}

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
  const [values, setValues] = useState<ConsultationValues>({
    helpType: undefined,
    budget: undefined,
    name: "",
    email: "",
    website: "",
  });
  const { popup } = strings;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // After showModal, which would otherwise focus the close button.
      document.getElementById(titleId)?.focus();
      // A failed fetch here is tried again when the visitor chooses the path.
      if (!calendlyUrl) preloadBookingSteps().catch(() => undefined);
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, calendlyUrl]);

  const request = () => ({
    locale,
    helpType: values.helpType,
    budget: values.budget,
    name: values.name,
    email: values.email,
    page: currentPage(),
    website: values.website || undefined,
  });
  const form = useLeadForm<ConsultationView, { id: string }>({
    firstStep: "invite",
    endpoint: "/api/consultation",
    words: strings,
    // The type of help and the budget may be skipped (only name and e-mail are required).
    validate: (view) =>
      view === "help" || view === "budget"
        ? {}
        : problemsOf(consultationRequestSchema, request(), ["name", "email"]),
    next: nextView,
    request,
    stepOf: (fields) =>
      fields.includes("helpType") ? "help" : fields.includes("budget") ? "budget" : undefined,
    onSent: () => form.go("sent"),
    places: {
      helpType: { id: "consultation-help", label: popup.helpTitle },
      budget: { id: "consultation-budget", label: popup.budgetTitle },
      name: { id: consultationIds.name, label: popup.name.replace(/\*$/, "") },
      email: { id: consultationIds.email, label: popup.email.replace(/\*$/, "") },
    },
    fallbackId: consultationIds.name,
  });
  const view = form.step;
  const close = () => dialog.current?.close();
  const heading = (text: ReactNode, describedBy?: string) => (
    <StepHeading focusKey={form.focusKey} level={2} id={titleId} describedBy={describedBy} className="pr-14">
      {text}
    </StepHeading>
  );

  let body: ReactNode;
  if (view === "invite") {
    body = (
      <ConsultationInvite
        popup={popup}
        heading={heading(<KeepTogether text={popup.title} />)}
        onContact={() => form.go("help")}
        onSchedule={() => form.go("schedule")}
      />
    );
  } else if (view === "sent" || view === "scheduled") {
    body = (
      <ConsultationDone
        popup={popup}
        heading={heading(popup.thanks, "consultation-result")}
        scheduled={view === "scheduled"}
        onDone={close}
      />
    );
  } else if (view === "schedule") {
    body = (
      <ConsultationSchedule
        locale={locale}
        bcp47={bcp47}
        strings={strings}
        calendlyUrl={calendlyUrl}
        heading={heading(popup.slotTitle)}
        titleId={titleId}
        onBack={() => form.go("invite")}
        onScheduled={() => form.go("scheduled")}
      />
    );
  } else {
    body = (
      <ConsultationQuestions
        view={view}
        form={form}
        state={[values, setValues]}
        strings={strings}
        heading={heading}
      />
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
