import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const secrets = {
  BOOKING_SECRET: "b".repeat(32),
  PREVIEW_SECRET: "p".repeat(32),
  CONTENT_WEBHOOK_SECRET: "w".repeat(16),
};
const postgres = { NODE_ENV: "production", DATABASE_URL: "postgres://lumbre@db/lumbre" };

describe("the environment", () => {
  it("runs on its defaults: one instance, SQLite, secrets kept in data/", () => {
    const parsed = parseEnv({});
    expect(Array.isArray(parsed)).toBe(false);
    if (!Array.isArray(parsed)) {
      expect(parsed.CONTENT_TIMEOUT_MS).toBe(10_000);
      expect(parsed.KEEP_ALIVE_SECONDS).toBeGreaterThan(60);
      expect(parsed.LOG_FORMAT).toBe("text");
    }
  });

  it("refuses to start a production instance on a shared database without the shared secrets, naming each", () => {
    const problems = parseEnv(postgres);
    expect(problems).toEqual([
      expect.stringMatching(/^BOOKING_SECRET: required in production with DATABASE_URL/),
      expect.stringMatching(/^PREVIEW_SECRET: required in production/),
      expect.stringMatching(/^CONTENT_WEBHOOK_SECRET: required in production/),
    ]);
    expect(parseEnv({ ...postgres, ...secrets, PREVIEW_SECRET: undefined })).toEqual([
      expect.stringMatching(/^PREVIEW_SECRET:/),
    ]);
    expect(Array.isArray(parseEnv({ ...postgres, ...secrets }))).toBe(false);
    // Development and tests may use PostgreSQL with secrets of their own.
    expect(Array.isArray(parseEnv({ ...postgres, NODE_ENV: "development" }))).toBe(false);
  });
});
