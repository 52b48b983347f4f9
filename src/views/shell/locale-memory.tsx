import { useEffect } from "react";
import { announceIslandReady } from "@/components/navigation/island-ready";
import { isLocale, type Locale, localeCookie } from "@/i18n/locales";
import { LOCALE_SWITCH } from "./locale-switch-selector";

/** The cookie that makes the request pipeline send this visitor to `locale` next time. */
export function localeCookieString(locale: Locale, now: number): string {
  const expires = new Date(now + localeCookie.maxAgeSeconds * 1000).toUTCString();
  return `${localeCookie.name}=${locale}; Path=${localeCookie.path}; Max-Age=${localeCookie.maxAgeSeconds}; Expires=${expires}; SameSite=Lax`;
}

/**
 * A switcher's href with the page's current query string: a filter chosen in the browser (written into
 * the URL with history.replaceState) goes with the visitor to the other language, as the server keeps
 * the query of a page it rendered filtered. Only the query changes: the path is the server's answer.
 */
export function hrefWithSearch(href: string, search: string): string {
  const hashAt = href.indexOf("#");
  const hash = hashAt < 0 ? "" : href.slice(hashAt);
  const withoutHash = hashAt < 0 ? href : href.slice(0, hashAt);
  const queryAt = withoutHash.indexOf("?");
  const path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  return `${path}${search.startsWith("?") && search.length > 1 ? search : ""}${hash}`;
}

function switcherOf(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>(`a${LOCALE_SWITCH}`) : null;
}

function followQuery(link: HTMLAnchorElement): void {
  const href = link.getAttribute("href");
  if (href?.startsWith("/")) link.setAttribute("href", hrefWithSearch(href, window.location.search));
}

/** On every reach for a switcher (pointer over, focus, touch): its href as the URL stands now. */
function onIntent(event: Event): void {
  const link = switcherOf(event.target);
  if (link) followQuery(link);
}

function rememberLocale(event: MouseEvent): void {
  const link = switcherOf(event.target);
  const locale = link?.dataset.localeSwitch;
  if (!link || !isLocale(locale)) return;
  // A click with no intent before it (a held click replayed, a keyboard press): the href is set before the
  // browser follows it, which happens after this listener.
  followQuery(link);
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie must be readable by the server on the next request
  document.cookie = localeCookieString(locale, Date.now());
}

const INTENTS = ["pointerover", "focusin", "touchstart"] as const;

/**
 * Remembers the language a visitor switches to, for every switcher on the page (mounted once, in the
 * layout, hydrated on the first intent towards a switcher), and keeps each switcher's href on the page's
 * current query. A click that came before it was ready is replayed once it listens, so that click is
 * remembered too.
 */
export function LocaleMemory() {
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(`a${LOCALE_SWITCH}`)) followQuery(link);
    for (const type of INTENTS) document.addEventListener(type, onIntent, { passive: true });
    document.addEventListener("click", rememberLocale);
    announceIslandReady(LOCALE_SWITCH);
    return () => {
      for (const type of INTENTS) document.removeEventListener(type, onIntent);
      document.removeEventListener("click", rememberLocale);
    };
  }, []);
  return null;
}
