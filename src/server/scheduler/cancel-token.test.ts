import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bookingSecret, cancelUrl, signCancelToken, verifyCancelToken } from "./cancel-token";

const secret = "s".repeat(32);
const id = "0b5c1f0e-3d1c-4c55-9a8e-2f1f6d1c9b11";

describe("cancel tokens", () => {
  it("signs a booking id with HMAC-SHA256 in base64url", () => {
    const token = signCancelToken(id, secret);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyCancelToken(id, token, secret)).toBe(true);
  });

  it("refuses another booking's token, another secret, a truncated or empty token", () => {
    const token = signCancelToken(id, secret);
    expect(verifyCancelToken("another-id", token, secret)).toBe(false);
    expect(verifyCancelToken(id, signCancelToken(id, "t".repeat(32)), secret)).toBe(false);
    expect(verifyCancelToken(id, token.slice(0, -1), secret)).toBe(false);
    expect(verifyCancelToken(id, "", secret)).toBe(false);
    expect(verifyCancelToken(id, `${token}=`, secret)).toBe(false);
  });

  it("builds the cancel link on the site's origin", () => {
    expect(cancelUrl("https://lumbre.studio/", id, secret)).toBe(
      `https://lumbre.studio/api/bookings/${id}/cancel?token=${signCancelToken(id, secret)}`,
    );
  });
});

describe("bookingSecret", () => {
  const directory = mkdtempSync(join(tmpdir(), "lumbre-secret-"));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  it("prefers BOOKING_SECRET", () => {
    expect(bookingSecret(secret, join(directory, "unused"))).toBe(secret);
  });

  it("creates a random secret once, readable by the owner only, and reuses it", () => {
    const file = join(directory, "data", "booking-secret");
    const first = bookingSecret(undefined, file);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(bookingSecret(undefined, file)).toBe(first);
  });

  it("reads a secret another process created", () => {
    const file = join(directory, "other", "booking-secret");
    mkdirSync(join(directory, "other"));
    writeFileSync(file, "kept-from-an-earlier-start-0123456789abcdef\n", { mode: 0o600 });
    expect(bookingSecret(undefined, file)).toBe("kept-from-an-earlier-start-0123456789abcdef");
  });
});
