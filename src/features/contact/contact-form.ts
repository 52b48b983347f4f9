import { z } from "zod/mini";
import {
  type ContactRequest,
  contactRequestSchema,
  currentPage,
  type ErrorCode,
  fieldErrors,
} from "@/features/leads/schemas";
import type { Locale } from "@/i18n/locales";
import { type ContactStep, errorsOfStep, type Topic } from "./steps";

/** What the visitor has typed and chosen so far; strings stay as typed until they are sent. */
export interface ContactForm {
  readonly topic: Topic | undefined;
  readonly service: ContactRequest["service"];
  readonly budget: ContactRequest["budget"];
  readonly name: string;
  readonly lastName: string;
  readonly email: string;
  readonly company: string;
  readonly message: string;
  /** The honeypot. */
  readonly website: string;
}

export const emptyContactForm: ContactForm = {
  topic: undefined,
  service: undefined,
  budget: undefined,
  name: "",
  lastName: "",
  email: "",
  company: "",
  message: "",
  website: "",
};

/**
 * The request body: service and budget only for new business, the position only for careers, empty
 * optional fields left out (the schema would accept "" but the team's mail reads better without).
 */
export function contactRequest(
  form: ContactForm,
  locale: Locale,
  position: string | undefined,
): Record<string, string | undefined> {
  const newBusiness = form.topic === "new-business";
  return {
    locale,
    topic: form.topic,
    service: newBusiness ? form.service : undefined,
    budget: newBusiness ? form.budget : undefined,
    name: form.name,
    lastName: form.lastName.trim() || undefined,
    email: form.email,
    company: form.company.trim() || undefined,
    message: form.message,
    position: form.topic === "careers" ? position : undefined,
    page: currentPage(),
    website: form.website || undefined,
  };
}

const choiceFields = { topic: "topic", service: "service", budget: "budget" } as const;

/**
 * The problems of one step as { field: code }. A radio question left unanswered reads "choose one of
 * the options" rather than "fill in this field".
 */
export function validateStep(
  step: ContactStep,
  form: ContactForm,
  locale: Locale,
  position: string | undefined,
): Record<string, ErrorCode> {
  if (step !== "details") {
    const field = choiceFields[step];
    return form[field] === undefined ? { [field]: "choice" } : {};
  }
  const parsed = z.safeParse(contactRequestSchema, contactRequest(form, locale, position));
  return parsed.success ? {} : errorsOfStep(step, fieldErrors(parsed.error.issues));
}
