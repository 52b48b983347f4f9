import "server-only";

/**
 * The visitor's address as Astro's `context.clientAddress` gives it, which the production server's front
 * resolved (socket peer and TRUSTED_PROXIES, see src/platform/trusted-proxies.ts). Handlers deep in the
 * site get a Request, not Astro's context, so the site's middleware writes it into this header (after
 * the front removed any copy a client sent).
 */
export const CLIENT_ADDRESS_HEADER = "x-lumbre-client-address";

let behindFrontHandler = false;

/** Called by the production server at start: from then on the header is its word, not a client's. */
export function markFrontHandler(): void {
  behindFrontHandler = true;
}

/**
 * The key every per-client limit counts against. Without the production server in front (`astro dev`)
 * nothing trustworthy names the client, so all requests share one bucket: stricter,
 * never looser, than the truth.
 */
export function clientAddress(headers: Headers): string {
  if (!behindFrontHandler) return "local";
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || "local";
}

/** Over HTTPS here, or at the edge in front of us (the CDN or load balancer says so). */
export function isHttps(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return new URL(request.url).protocol === "https:" || forwarded === "https";
}
