import { type ReactNode, useEffect, useLayoutEffect, useState } from "react";
import { KeepTogether } from "@/components/form/keep-together";
import { StepHeading } from "@/components/form/step-heading";
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
import { consultationTitleId as titleId } from "./consultation-title";

export interface ConsultationPanelProps {
  /** Closes the popup (the dialog around this panel). */
  readonly requestClose: () => void;
  readonly locale: Locale;
  readonly bcp47: string;
  readonly strings: ConsultationStrings;
  /** Set when meetings are booked through Calendly rather than the embedded scheduler. */
  readonly calendlyUrl?: string;
}

/**
 * The consultation popup's steps: the invitation to a 20-minute consultation with 'Contact us'
 * and 'Schedule a Meeting', each path ending in 'Thanks for reaching out!'. Shown inside the popup's
 * dialog (consultation-dialog.tsx), which is named by the current heading; focus moves to that heading.
 */
export function ConsultationPanel({
  requestClose,
  locale,
  bcp47,
  strings,
  calendlyUrl,
}: ConsultationPanelProps) {
  const [values, setValues] = useState<ConsultationValues>({
    helpType: undefined,
    budget: undefined,
    name: "",
    email: "",
    website: "",
  });
  const { popup } = strings;

  // The panel replaces the dialog's opening state, whose heading may have had focus: its own heading takes
  // it in the same commit, before the browser could leave focus on the page behind.
  useLayoutEffect(() => {
    document.getElementById(titleId)?.focus();
  }, []);
  useEffect(() => {
    // A failed fetch here is tried again when the visitor chooses the path.
    if (!calendlyUrl) preloadBookingSteps().catch(() => undefined);
  }, [calendlyUrl]);

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
  const close = requestClose;
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

  return body;
}
