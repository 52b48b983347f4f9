import "server-only";

/** What a CDN may keep serving while this site fails to answer: a day, so an outage is not a blank site. */
const STALE_IF_ERROR_SECONDS = 86_400;

/**
 * The Cache-Control a CDN sees. The site marks what stays until the next publish (pages, feeds, share
 * images) `s-maxage=31536000` (PAGE_CACHE_CONTROL): right for the production server's own cache, which a
 * publish refreshes, wrong for a CDN nobody tells about the publish. Those answers go out with `s-maxage`
 * set to `cdnSeconds`, so a CDN in front asks again (a 304 while unchanged) and shows a publish within
 * that time with no purge; browsers keep nothing (max-age=0). Any other value (private, no-store,
 * immutable files) is left alone.
 */
export function cdnCacheControl(value: string, cdnSeconds: number): string {
  if (!/^\s*s-maxage=\d+\s*$/i.test(value)) return value;
  return `public, max-age=0, s-maxage=${cdnSeconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}
