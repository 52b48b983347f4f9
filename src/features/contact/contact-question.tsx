import { ChoiceCards, type ChoiceOption } from "@/components/form/choice-cards";
import { StepHeading } from "@/components/form/step-heading";
import type { FieldPlace } from "@/features/forms/field-errors";
import type { OptionLabels } from "@/features/leads/option-labels";
import { topics } from "@/features/leads/schemas";
import { ContactDetails } from "./contact-details";
import type { ContactForm } from "./contact-form";
import type { ContactField } from "./contact-places";
import type { ContactStrings } from "./contact-strings";
import type { ContactStep } from "./steps";

type Strings = ContactStrings;
type Options = Pick<OptionLabels, "topics" | "services" | "budgets">;

/** A topic's card says who it reaches; a service or a budget band speaks for itself. */
function choicesOf(
  step: Exclude<ContactStep, "details">,
  options: Options,
  strings: Strings,
): ChoiceOption[] {
  if (step === "topic") {
    return topics.map((value) => ({ value, label: options.topics[value], hint: strings.topicHints[value] }));
  }
  const labels: Readonly<Record<string, string>> = step === "service" ? options.services : options.budgets;
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

interface QuestionProps {
  readonly step: ContactStep;
  readonly values: ContactForm;
  readonly errors: Readonly<Record<string, string>>;
  readonly focusKey: string | undefined;
  readonly onChange: (field: keyof ContactForm, value: string) => void;
  readonly places: Record<ContactField, FieldPlace>;
  /** The progress text, read after the heading. */
  readonly progressId: string;
  readonly strings: Strings;
  readonly options: Options;
  /** The open position a careers application is for, when the link named one. */
  readonly positionTitle: string | undefined;
}

/** The stepper's current question: the topic, service or budget as radio cards, or the details. */
export function ContactQuestion(props: QuestionProps) {
  const { step, values, errors, places, strings } = props;
  const heading = (text: string) => (
    <StepHeading focusKey={props.focusKey} describedBy={props.progressId}>
      {text}
    </StepHeading>
  );
  if (step === "details") return <ContactDetails {...props} heading={heading(strings.steps.details)} />;
  return (
    <ChoiceCards
      id={places[step].id}
      name={step}
      compact={step === "budget"}
      legend={heading(strings.steps[step])}
      hint={strings.hints[step]}
      value={values[step]}
      onChange={(value) => props.onChange(step, value)}
      error={errors[step]}
      options={choicesOf(step, props.options, strings)}
    />
  );
}
