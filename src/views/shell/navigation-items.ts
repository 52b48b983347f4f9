import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/routes";

/** The header's sections, in order (route names of the route table; labels under Navigation.*). */
export const primaryNavigation = [
  "services",
  "industries",
  "cases",
  "approach",
  "culture",
  "careers",
  "insights",
  "contact",
] as const;

export type PrimaryNavigationName = (typeof primaryNavigation)[number];

export function navigationItems(locale: Locale, label: (name: PrimaryNavigationName) => string) {
  return primaryNavigation.map((name) => ({ name, href: localePath(name, locale), label: label(name) }));
}
