import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/platform/env";
import { persistentSecret } from "@/platform/secrets";

/** Where the secret is kept when CONTENT_WEBHOOK_SECRET is unset, relative to the site's directory. */
export const PUBLISH_SECRET_FILE = "data/publish-secret";

/**
 * What a publish call must carry: CONTENT_WEBHOOK_SECRET (Prismic sends it as `secret` in its webhook's
 * body), or else a random secret kept in data/publish-secret, which `npm run content:publish` reads.
 */
export function publishSecret(): string {
  return persistentSecret(env.CONTENT_WEBHOOK_SECRET, PUBLISH_SECRET_FILE);
}

/** Compared in constant time: digests first, so the length of the secret does not show either. */
export function isPublishSecret(given: unknown, secret: string): boolean {
  if (typeof given !== "string" || given === "") return false;
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(secret));
}
