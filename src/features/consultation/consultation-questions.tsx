import type { Dispatch, ReactNode, SetStateAction } from "react";
import { ChoiceCards } from "@/components/form/choice-cards";
import { StepProgress } from "@/components/form/step-progress";
import { fill } from "@/features/forms/fill";
import { NameAndEmail, type NameAndEmailValues } from "@/features/forms/name-and-email";
import { StepFooter } from "@/features/forms/step-footer";
import type { LeadForm } from "@/features/forms/use-lead-form";
import { type ConsultationView, consultationProgress, previousView } from "./consultation-steps";
import type { ConsultationStrings } from "./consultation-strings";

export interface ConsultationValues extends NameAndEmailValues {
  readonly helpType: string | undefined;
  readonly budget: string | undefined;
}

export const consultationIds = { name: "consultation-name", email: "consultation-email" } as const;
const progressId = "consultation-progress";

/**
 * The popup's contact path, one question at a time: the type of help and the budget as radio cards
 * (both may be skipped), then name and e-mail.
 */
export function ConsultationQuestions({
  view,
  form,
  state,
  strings,
  heading,
}: {
  readonly view: "help" | "budget" | "info";
  readonly form: LeadForm<ConsultationView>;
  readonly state: readonly [ConsultationValues, Dispatch<SetStateAction<ConsultationValues>>];
  readonly strings: ConsultationStrings;
  /** The dialog's heading, which names it. */
  readonly heading: (text: string, describedBy: string) => ReactNode;
}) {
  const { popup } = strings;
  const [values, setValues] = state;
  const choice = {
    help: { field: "helpType", title: popup.helpTitle, labels: strings.helpTypes },
    budget: { field: "budget", title: popup.budgetTitle, labels: strings.budgets },
  } as const;
  const question = view === "info" ? undefined : choice[view];
  const progress = consultationProgress(view);
  return (
    <form noValidate onSubmit={form.submit} data-testid="consultation-form">
      {progress ? (
        <StepProgress id={progressId} text={fill(popup.progress, progress)} {...progress} className="pr-14" />
      ) : null}
      {question ? (
        <ChoiceCards
          key={view}
          id={`consultation-${view}`}
          name={question.field}
          legend={heading(question.title, progressId)}
          value={values[question.field]}
          onChange={(value) => {
            setValues((previous) => ({ ...previous, [question.field]: value }));
            form.clearErrors();
          }}
          error={form.errors[question.field]}
          compact
          options={Object.entries(question.labels).map(([value, label]) => ({ value, label }))}
        />
      ) : (
        <div>
          {heading(popup.infoTitle, progressId)}
          <p className="mt-3 text-sm text-muted">{popup.requiredNote}</p>
          <NameAndEmail
            form={form}
            state={state}
            ids={consultationIds}
            words={{ ...popup, honeypot: strings.honeypot }}
          />
        </div>
      )}
      <StepFooter
        form={form}
        words={{ ...popup, summary: strings.summary }}
        noticeId="consultation-notice"
        surface="paper"
        onBack={() => {
          const back = previousView(view);
          if (back) form.go(back);
        }}
      />
    </form>
  );
}
