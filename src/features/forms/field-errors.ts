import type { SummaryItem } from "@/components/form/error-summary";
import type { ErrorCode } from "@/features/leads/schemas";

/** Where a field is (the id of its input) and what the error summary calls it. */
export interface FieldPlace {
  readonly id: string;
  readonly label: string;
}

/** Codes in the visitor's words. */
export function inWords(
  problems: Readonly<Record<string, ErrorCode>>,
  words: Readonly<Record<ErrorCode, string>>,
): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, code]) => [field, words[code]]));
}

/**
 * The error summary's entries, in the order of the messages: each names its field and leads to it. A
 * field the form does not know (a server's message for the whole form) leads to `fallbackId`.
 */
export function summaryOf(
  errors: Readonly<Record<string, string>>,
  places: Readonly<Record<string, FieldPlace>>,
  fallbackId: string,
): SummaryItem[] {
  return Object.entries(errors).map(([field, message]) => ({
    id: places[field]?.id ?? fallbackId,
    label: places[field]?.label ?? field,
    message,
  }));
}
