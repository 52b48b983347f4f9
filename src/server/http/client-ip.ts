/**
 * The client address the rate limit counts against: the first X-Forwarded-For entry (the reverse proxy
 * in front of the site appends to it, so the first one is the visitor), else X-Real-IP, else "local"
 * (a request without a proxy in front, as in development: one shared bucket).
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded;
  const real = headers.get("x-real-ip")?.trim();
  return real || "local";
}
