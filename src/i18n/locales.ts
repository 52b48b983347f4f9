export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";

/** The cookie that remembers a visitor's language (365 days, path /, SameSite=Lax, not Secure). */
export const localeCookie = {
  name: "i18n_redirected",
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: "/",
  sameSite: "lax",
  secure: false,
} as const;

/** Language codes of the content service and of <html lang>/hreflang, per locale. */
export const localeIso: Record<Locale, { content: string; bcp47: string; og: string }> = {
  en: { content: "en-us", bcp47: "en-US", og: "en_US" },
  es: { content: "es-ar", bcp47: "es-AR", og: "es_AR" },
};

/** The BCP 47 tag of a locale's pages (<html lang>, hreflang, the switcher's lang): en-US, es-AR. */
export function languageTag(locale: Locale): string {
  return localeIso[locale].bcp47;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function otherLocale(locale: Locale): Locale {
  return locale === "en" ? "es" : "en";
}
