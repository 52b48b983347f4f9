import "server-only";
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

/** Api.<code> in `locale`, with {name} placeholders filled from `values`. */
export function apiMessage(
  locale: Locale,
  code: ApiErrorCode,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return catalogues[locale].Api[code].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** Contact.errors.<code> in `locale`: the message shown under a field. */
export function fieldMessage(locale: Locale, code: ErrorCode): string {
  return catalogues[locale].Contact.errors[code];
}

/** The site's name in `locale` (Meta.siteName), for the plain pages outside the React app. */
export function siteName(locale: Locale): string {
  return catalogues[locale].Meta.siteName;
}
