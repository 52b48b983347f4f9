import { notFound } from "next/navigation";
import { isLocale, type Locale } from "@/i18n/locales";

/** The [locale] segment, checked: anything else is a 404. */
export function localeOrNotFound(value: string): Locale {
  if (!isLocale(value)) notFound();
  return value;
}
