import "server-only";
import { env } from "@/platform/env";
import { persistentSecret } from "@/platform/secrets";

/** Where the secret is kept when PREVIEW_SECRET is unset, relative to the directory the site runs in. */
export const PREVIEW_SECRET_FILE = "data/preview-secret";

/**
 * What the site's embedded content service signs and checks preview tokens with: PREVIEW_SECRET, or a
 * random secret kept in data/preview-secret. A function, not a value: it is read (and the file created)
 * when a token is first made or checked, never merely because a module was loaded (by the build, a script).
 */
export function sitePreviewSecret(): string {
  return persistentSecret(env.PREVIEW_SECRET, PREVIEW_SECRET_FILE);
}
