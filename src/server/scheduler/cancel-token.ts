import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { persistentSecret } from "@/platform/secrets";

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

/**
 * BOOKING_SECRET, or else a random secret kept in `file` (see persistentSecret) so links stay valid
 * across restarts.
 */
export function bookingSecret(configured: string | undefined, file = "data/booking-secret"): string {
  return persistentSecret(configured, file);
}
