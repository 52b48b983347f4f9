import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { E2E_PREVIEW_SECRET } from "./tests/e2e/preview-secret";
// Tests sign preview links and read cookie names with the server's own modules (see the file).
import "./scripts/server-only.mjs";

const port = Number(process.env.E2E_PORT ?? 3210);
/**
 * The server under test keeps its leads, bookings and mails in a throw-away folder, emptied at every
 * start: never the developer's own data/, and every run starts from the same empty state.
 */
const dataDir = join(tmpdir(), `lumbre-e2e-${port}`);

/** End-to-end tests run against the production build (`npm run build` first), in Debian's Chromium. */
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Tests wait on states (a dialog shown, a heading focused), never on durations; on a busy machine a
  // state can take longer than Playwright's 5 s default to arrive, and a late state is not a failure.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    // Visitors in most tests have answered the cookie notice; consent.e2e.ts meets it fresh.
    storageState: "tests/e2e/consented.json",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone-only/,
    },
    {
      // Tests tagged for phones run here too (360 px wide, touch).
      name: "phone",
      use: { ...devices["Pixel 7"], viewport: { width: 360, height: 780 } },
      grep: /@phone-only|@both-viewports/,
    },
  ],
  webServer: {
    // The production server of the README (npm start): the site behind the shared cache.
    command: `rm -rf '${dataDir}' && mkdir -p '${dataDir}' && npm start`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      PORT: String(port),
      SQLITE_PATH: join(dataDir, "lumbre.sqlite"),
      OUTBOX_DIR: join(dataDir, "outbox"),
      BOOKING_SECRET: "e2e-booking-secret-0123456789abcdef0123",
      // The tests sign their preview links with it (tests/e2e/content.e2e.ts).
      PREVIEW_SECRET: E2E_PREVIEW_SECRET,
      // Every test's browser comes from 127.0.0.1: the per-client booking limit is the abuse suite's
      // business (tests/resilience/abuse.test.ts); here each test books with its own e-mail address.
      BOOKINGS_PER_CLIENT: "1000",
      // Every test is one client (loopback); filter links and preselected forms are renders past the cache.
      QUERY_RENDERS_PER_MINUTE: "100000",
    },
  },
});
