// Debian's Chromium, driven by Playwright outside the e2e runner, for resilience tests that must see what a
// browser refuses (the pages' Content-Security-Policy) on servers they start themselves.
import { chromium } from "@playwright/test";

const THIRD_PARTY = /^https:\/\/(www\.googletagmanager\.com|widget\.clutch\.co|static\.cdn\.prismic\.io)\//;

export interface Visit {
  readonly path: string;
  /** Cookies for the visit, name → value (an experiment's variation, the language). */
  readonly cookies?: Readonly<Record<string, string>>;
}

/** Loads each page in Chromium until the network is idle; what the console said about the policy. */
export async function cspViolations(baseUrl: string, visits: readonly Visit[]): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const violations: string[] = [];
  try {
    for (const visit of visits) {
      const context = await browser.newContext();
      // Loopback only: the third parties' scripts are answered here.
      await context.route(THIRD_PARTY, (route) =>
        route.fulfill({ status: 200, contentType: "text/javascript", body: "/* stub */" }),
      );
      const url = new URL(visit.path, baseUrl);
      await context.addCookies(
        Object.entries(visit.cookies ?? {}).map(([name, value]) => ({ name, value, url: url.origin })),
      );
      const page = await context.newPage();
      page.on("console", (message) => {
        if (message.type() === "error" && /Content Security Policy/i.test(message.text())) {
          violations.push(`${visit.path}: ${message.text()}`);
        }
      });
      await page.goto(url.toString(), { waitUntil: "networkidle" });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return violations;
}
