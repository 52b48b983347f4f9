/** The visitor's answer to the cookie notice, remembered for a year (the tag manager waits for it). */
export const CONSENT_COOKIE = "consent";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function hasConsentCookie(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).some((pair) => pair.startsWith(`${CONSENT_COOKIE}=`));
}

export function consentCookieString(now: Date = new Date()): string {
  const expires = new Date(now.getTime() + CONSENT_MAX_AGE_SECONDS * 1000).toUTCString();
  return `${CONSENT_COOKIE}=accepted; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Expires=${expires}; SameSite=Lax`;
}
