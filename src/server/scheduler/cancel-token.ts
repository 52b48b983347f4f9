import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, linkSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { ensurePrivateDirectorySync, PRIVATE_FILE_MODE } from "@/server/db/private-files";

/**
 * Cancel links carry an HMAC of the booking id: whoever has the confirmation mail can cancel, nobody
 * can guess a link for another booking, and nothing extra is stored.
 */
export function signCancelToken(bookingId: string, secret: string): string {
  return createHmac("sha256", secret).update(bookingId).digest("base64url");
}

/** An HMAC-SHA-256 in base64url without padding: 43 characters of A-Z, a-z, 0-9, - and _. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Whether `token` has the shape of a token signCancelToken writes (whoever signed it). */
export function isWellFormedCancelToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

export function verifyCancelToken(bookingId: string, token: string, secret: string): boolean {
  const expected = Buffer.from(signCancelToken(bookingId, secret));
  const given = Buffer.from(token);
  // timingSafeEqual needs equal lengths; a length mismatch says nothing about the secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function cancelUrl(siteUrl: string, bookingId: string, secret: string): string {
  const token = signCancelToken(bookingId, secret);
  return `${siteUrl.replace(/\/$/, "")}/api/bookings/${encodeURIComponent(bookingId)}/cancel?token=${token}`;
}

const secrets = new Map<string, string>();

/**
 * BOOKING_SECRET, or else a random secret kept in `file` (created once, mode 0600) so links stay valid
 * across restarts. Created under a temporary name and linked into place: link() fails when the file
 * exists, so two processes starting together end up with the same secret, never a half-written one.
 */
export function bookingSecret(configured: string | undefined, file = "data/booking-secret"): string {
  if (configured) return configured;
  const path = resolve(/* turbopackIgnore: true */ file);
  const known = secrets.get(path);
  if (known) return known;
  let secret = readSecret(path);
  if (!secret) {
    ensurePrivateDirectorySync(dirname(path));
    const temporary = `${path}.${process.pid}.${randomBytes(6).toString("hex")}`;
    writeFileSync(temporary, `${randomBytes(32).toString("base64url")}\n`, { mode: PRIVATE_FILE_MODE });
    chmodSync(temporary, PRIVATE_FILE_MODE);
    try {
      linkSync(temporary, path);
    } catch (error) {
      if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
    } finally {
      unlinkSync(temporary);
    }
    secret = readSecret(path);
    if (!secret) throw new Error(`${path} is empty: delete it to create a new booking secret`);
  }
  secrets.set(path, secret);
  return secret;
}

function readSecret(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8").trim() || undefined;
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return undefined;
    throw error;
  }
}
