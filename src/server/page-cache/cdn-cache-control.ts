import "server-only";

/** What a CDN may keep serving while this site fails to answer: a day, so an outage is not a blank site. */
const STALE_IF_ERROR_SECONDS = 86_400;
/** The site's word for "keep this until the next publish" (PAGE_CACHE_CONTROL and its kin). */
const UNTIL_PUBLISH = /^\s*s-maxage=(\d+)\s*$/i;

/**
 * The seconds the site lets a shared cache keep an answer that only a publish changes (pages, feeds,
 * share images: `s-maxage=31536000`), or undefined for any other policy.
 */
export function sharedSeconds(cacheControl: string | null): number | undefined {
  const seconds = Number(UNTIL_PUBLISH.exec(cacheControl ?? "")?.[1]);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * The Cache-Control a CDN sees. "Until the next publish" is right for the route cache, which a publish
 * refreshes, wrong for a CDN nobody tells about the publish. Those answers go out with `s-maxage` set to
 * `cdnSeconds`, so a CDN in front asks again (a 304 while unchanged) and shows a publish within that
 * time with no purge; browsers keep nothing (max-age=0). Any other value (private, no-store, immutable
 * files) is left alone.
 */
export function cdnCacheControl(value: string, cdnSeconds: number): string {
  if (sharedSeconds(value) === undefined) return value;
  return `public, max-age=0, s-maxage=${cdnSeconds}, stale-if-error=${STALE_IF_ERROR_SECONDS}`;
}
