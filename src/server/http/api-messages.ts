import "server-only";
import { createTranslator } from "use-intl/core";
import type { ErrorCode } from "@/features/leads/schemas";
import type { Locale } from "@/i18n/locales";
import en from "../../../messages/en.json";
import es from "../../../messages/es.json";

/**
 * The endpoints' localized strings, read from the same messages the pages use (imported JSON, so the
 * handlers and their tests need no request context or framework runtime).
 */
const catalogues = { en, es } as const;

export type ApiErrorCode = keyof typeof en.Api;

const translators = {
  en: createTranslator({ locale: "en", messages: catalogues.en, namespace: "Api" }),
  es: createTranslator({ locale: "es", messages: catalogues.es, namespace: "Api" }),
} as const;

/** Api.<code> in `locale`, formatted as ICU (values, plurals: "1 second", "2 seconds"). */
export function apiMessage(
  locale: Locale,
  code: ApiErrorCode,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return translators[locale](code, { ...values });
}

/** Contact.errors.<code> in `locale`: the message shown under a field. */
export function fieldMessage(locale: Locale, code: ErrorCode): string {
  return catalogues[locale].Contact.errors[code];
}

/** The site's name in `locale` (Meta.siteName), for the plain pages outside the React app. */
export function siteName(locale: Locale): string {
  return catalogues[locale].Meta.siteName;
}
