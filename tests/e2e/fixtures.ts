import { test as base, expect } from "@playwright/test";

export * from "@playwright/test";

/** The third parties the test build configures (scripts/test-all.sh): answered here, never on the network. */
export const THIRD_PARTY =
  /^https:\/\/(www\.googletagmanager\.com|widget\.clutch\.co|static\.cdn\.prismic\.io)\//;

/**
 * Every test: third-party scripts are stubbed (the suite is hermetic and loopback-only), and a page that
 * breaks its Content-Security-Policy fails the test that loaded it.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route(THIRD_PARTY, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stub */" }),
    );
    await use(context);
  },
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
        violations.push(`${page.url()}: ${message.text()}`);
      }
    });
    await use(page);
    expect(violations, "Content-Security-Policy violations").toEqual([]);
  },
});
