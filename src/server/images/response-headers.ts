import "server-only";

/** A variant never changes under its URL (the URL names the file and every modifier). */
export const IMMUTABLE = "public, max-age=31536000, immutable";

export const CONTENT_TYPES = {
  webp: "image/webp",
  avif: "image/avif",
  jpeg: "image/jpeg",
  png: "image/png",
} as const;
