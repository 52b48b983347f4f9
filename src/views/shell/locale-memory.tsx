import { useEffect } from "react";
import { announceIslandReady } from "@/components/navigation/island-ready";
import { isLocale, type Locale, localeCookie } from "@/i18n/locales";
import { LOCALE_SWITCH } from "./locale-switch-selector";

/** The cookie that makes the request pipeline send this visitor to `locale` next time. */
export function localeCookieString(locale: Locale, now: number): string {
  const expires = new Date(now + localeCookie.maxAgeSeconds * 1000).toUTCString();
  return `${localeCookie.name}=${locale}; Path=${localeCookie.path}; Max-Age=${localeCookie.maxAgeSeconds}; Expires=${expires}; SameSite=Lax`;
}

function rememberLocale(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLElement>(LOCALE_SWITCH) : null;
  const locale = link?.dataset.localeSwitch;
  if (!isLocale(locale)) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie must be readable by the server on the next request
  document.cookie = localeCookieString(locale, Date.now());
}

/**
 * Remembers the language a visitor switches to, for every switcher on the page (mounted once, in the
 * layout, hydrated on the first intent towards a switcher). A click that came before it was ready is
 * replayed once it listens, so that click is remembered too.
 */
export function LocaleMemory() {
  useEffect(() => {
    document.addEventListener("click", rememberLocale);
    announceIslandReady(LOCALE_SWITCH);
    return () => document.removeEventListener("click", rememberLocale);
  }, []);
  return null;
}
