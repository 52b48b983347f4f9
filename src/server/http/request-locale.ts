import "server-only";
import { defaultLocale, isLocale, type Locale } from "@/i18n/locales";
import { preferredLocale } from "@/server/routing/accept-language";

/**
 * The language of the answer's messages: the body's `locale` (the page the form is on) when it is one
 * of ours, else the browser's Accept-Language (es-AR → es), else English.
 */
export function requestLocale(body: Readonly<Record<string, unknown>> | undefined, headers: Headers): Locale {
  const fromBody = body?.locale;
  if (isLocale(fromBody)) return fromBody;
  return preferredLocale(headers.get("accept-language")) ?? defaultLocale;
}
