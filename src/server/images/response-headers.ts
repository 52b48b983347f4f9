import "server-only";

/** A variant never changes under its URL (the URL names the file and every modifier). */
export const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * A redirect from another spelling of a variant to its one URL (canonical.ts). Permanent, so browsers and
 * a CDN keep it, but for a day rather than a year: the spelling follows the service's steps (snap.ts),
 * which a deploy may change, and a redirect kept longer than the rule that made it could point in a circle.
 */
export const REDIRECT_CACHE_CONTROL = "public, max-age=86400";

export const CONTENT_TYPES = {
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
  png: "image/png",
} as const;
