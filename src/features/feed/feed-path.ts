import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";

/** The RSS feed of a language's insights, beside the insights page: /insights/feed.xml, /es/insights/feed.xml. */
export function feedPath(locale: Locale): string {
  return `${localePath("insights", locale)}feed.xml`;
}
