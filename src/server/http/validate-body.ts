import "server-only";
import { z } from "zod/mini";
import { fieldErrors } from "@/features/leads/schemas";
import type { Locale } from "@/i18n/locales";
import { fieldMessage } from "./api-messages";
import { apiError } from "./json-response";

export type ValidationResult<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly response: Response };

/**
 * Parses a body with the schema the browser also uses. A failure answers 400 with each field's first
 * problem as a message in the request's language: { error: "invalid", message, fields: { name: "…" } }.
 */
export function validateBody<T>(
  schema: z.ZodMiniType<T>,
  body: unknown,
  locale: Locale,
): ValidationResult<T> {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fields: Record<string, string> = {};
  for (const [field, code] of Object.entries(fieldErrors(parsed.error.issues))) {
    fields[field] = fieldMessage(locale, code);
  }
  return { ok: false, response: apiError(400, "invalid", locale, { fields }) };
}
