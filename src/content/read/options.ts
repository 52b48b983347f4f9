import "server-only";
import { type Locale, localeIso } from "@/i18n/locales";
import { requestContext } from "@/platform/request-context";
import type { QueryOptions, RefOptions } from "../client";

/** Where this render reads from: the preview session's ref in a preview, else the master (or `ref`). */
export async function readFrom(ref?: string): Promise<RefOptions> {
  if (ref) return { ref };
  const { preview, cookieHeader } = requestContext();
  return preview ? { cookie: cookieHeader } : {};
}

/** The content service's language code of a site locale (en-us, es-ar). */
export function contentLang(locale: Locale): string {
  return localeIso[locale].content;
}

/** Query options for a language, read from the master or the preview session (see readFrom). */
export async function inLanguage(locale: Locale, options: QueryOptions = {}): Promise<QueryOptions> {
  return { lang: contentLang(locale), ...options, ...(await readFrom()) };
}
