import type { FieldPlace } from "@/features/forms/field-errors";
import type { ContactForm } from "./contact-form";
import type { ContactStrings } from "./contact-strings";
import type { Topic } from "./steps";

export type ContactField = Exclude<keyof ContactForm, "website">;

/** Where each field of the stepper is and what the error summary calls it; two depend on the topic. */
export function contactPlaces(
  strings: ContactStrings,
  topic: Topic | undefined,
): Record<ContactField, FieldPlace> {
  return {
    topic: { id: "contact-topic", label: strings.steps.topic },
    service: { id: "contact-service", label: strings.steps.service },
    budget: { id: "contact-budget", label: strings.steps.budget },
    name: { id: "contact-name", label: strings.fields.name },
    lastName: { id: "contact-last-name", label: strings.fields.lastName },
    email: { id: "contact-email", label: strings.fields.email },
    company: {
      id: "contact-company",
      label: topic === "press" ? strings.fields.pressCompany : strings.fields.company,
    },
    message: {
      id: "contact-message",
      label: topic === "new-business" ? strings.fields.project : strings.fields.message,
    },
  };
}
