import { defaultLocale, isLocale } from "@/i18n/locales";
import { unmatchedInternalPath } from "@/i18n/routes";
import type { RouteFileParams } from "./document-page";

/** Where a route file sends a request it has no page for: the 404 page in the path's language. */
export function notFoundPath(params: RouteFileParams): string {
  return unmatchedInternalPath(isLocale(params.locale) ? params.locale : defaultLocale);
}
