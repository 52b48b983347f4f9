import "server-only";
import type { Locale } from "@/i18n/locales";
import type { IdempotentOutcome } from "./idempotency";
import { apiError, jsonResponse } from "./json-response";

/** The answer to a stored request: the fresh answer, a replay marked Idempotent-Replayed, or 422. */
export function outcomeResponse(outcome: IdempotentOutcome, locale: Locale): Response {
  switch (outcome.kind) {
    case "fresh":
      return jsonResponse(outcome.answer.body, outcome.answer.status);
    case "replayed":
      return jsonResponse(outcome.answer.body, outcome.answer.status, { "idempotent-replayed": "true" });
    case "mismatch":
      return apiError(422, "idempotencyMismatch", locale);
  }
}

/**
 * 503 when the request could not be stored (the database is down or refused the write). The visitor's
 * input was fine, so this is not a 4xx; a retry with the same Idempotency-Key is safe. Logged, since
 * nobody else will see it.
 */
export function unavailableResponse(locale: Locale, route: string, error: unknown): Response {
  console.error(`[${route}] could not store the request:`, error);
  return apiError(503, "unavailable", locale, { headers: { "retry-after": "60" } });
}
