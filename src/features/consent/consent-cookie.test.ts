import { describe, expect, it } from "vitest";
import { consentCookieString, hasConsentCookie } from "./consent-cookie";

describe("consent cookie", () => {
  it("is remembered for a year on the whole site", () => {
    const cookie = consentCookieString(new Date("2026-11-21T00:00:00Z"));
    expect(cookie).toContain("consent=accepted");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Expires=Sun, 21 Nov 2027 00:00:00 GMT");
  });
  it("is found among other cookies, and not mistaken for a look-alike", () => {
    expect(hasConsentCookie("i18n_redirected=es; consent=accepted")).toBe(true);
    expect(hasConsentCookie("noconsent=1; i18n_redirected=es")).toBe(false);
  });
});
