import "server-only";
/**
 * The normal form of a page path: lowercase, no repeated slashes, and a trailing slash.
 * Page URLs have exactly one spelling, so caches and search engines see one URL per page.
 */
export function normalizePagePath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, "/").toLowerCase();
  return collapsed.endsWith("/") ? collapsed : `${collapsed}/`;
}
