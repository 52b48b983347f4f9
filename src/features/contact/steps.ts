import type { ContactRequest, topics } from "@/features/leads/schemas";

/**
 * The contact page's stepper: four contact steps, of which service and budget are asked
 * only for new business, and two calendar-booking steps offered beside them.
 */
export type Topic = (typeof topics)[number];
export type ContactStep = "topic" | "service" | "budget" | "details";
export type BookingStep = "slot" | "booker";

const allContactSteps: readonly ContactStep[] = ["topic", "service", "budget", "details"];
const shortContactSteps: readonly ContactStep[] = ["topic", "details"];
export const bookingSteps: readonly BookingStep[] = ["slot", "booker"];

/** The steps a visitor goes through for a topic; before one is chosen, the longest path is shown. */
export function contactSteps(topic: Topic | undefined): readonly ContactStep[] {
  return topic === undefined || topic === "new-business" ? allContactSteps : shortContactSteps;
}

/** "Step 2 of 4": the step's 1-based position on the topic's path. */
export function stepProgress<Step extends string>(
  steps: readonly Step[],
  step: Step,
): { current: number; total: number } {
  return { current: Math.max(steps.indexOf(step), 0) + 1, total: steps.length };
}

export function nextStep<Step extends string>(steps: readonly Step[], step: Step): Step | undefined {
  const index = steps.indexOf(step);
  return index === -1 ? undefined : steps[index + 1];
}

export function previousStep<Step extends string>(steps: readonly Step[], step: Step): Step | undefined {
  const index = steps.indexOf(step);
  return index <= 0 ? undefined : steps[index - 1];
}

/** The request fields each step asks for: what its Next button validates. */
export const stepFields: Readonly<Record<ContactStep, readonly (keyof ContactRequest)[]>> = {
  topic: ["topic"],
  service: ["service"],
  budget: ["budget"],
  details: ["name", "lastName", "email", "company", "message", "position"],
};

/**
 * The first step (on the topic's path) holding one of these fields: where the stepper goes back to
 * when the server rejects a field of an earlier step.
 */
export function firstStepWithError(
  topic: Topic | undefined,
  fields: readonly string[],
): ContactStep | undefined {
  return contactSteps(topic).find((step) =>
    stepFields[step].some((field) => fields.includes(field as string)),
  );
}

/** Only the errors of a step's own fields: a later step's empty inputs are not the visitor's mistake yet. */
export function errorsOfStep<Value>(
  step: ContactStep,
  errors: Readonly<Record<string, Value>>,
): Record<string, Value> {
  return Object.fromEntries(
    Object.entries(errors).filter(([field]) => (stepFields[step] as readonly string[]).includes(field)),
  );
}

/** A topic named in the query string (?topic=careers from the careers page's 'Apply now'). */
export function topicFromQuery(params: URLSearchParams, known: readonly Topic[]): Topic | undefined {
  const value = params.get("topic");
  return known.find((topic) => topic === value);
}

/** The open position in the query string (?position=<id>), when it has the shape of a position id. */
export function positionFromQuery(params: URLSearchParams): string | undefined {
  const value = params.get("position");
  return value && /^[a-z0-9-]{1,100}$/.test(value) ? value : undefined;
}
