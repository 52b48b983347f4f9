import { consentCookieString, hasConsentCookie } from "./consent-cookie";

const CONSENT_EVENT = "lumbre:consent";

export function hasConsent(): boolean {
  return hasConsentCookie(document.cookie);
}

/** Records the visitor's acceptance and tells whoever waits for it (the tag manager) at once. */
export function grantConsent(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a first-party preference cookie the server also reads
  document.cookie = consentCookieString();
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

export function onConsent(listener: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}
