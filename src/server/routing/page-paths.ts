import "server-only";

/** Paths the page pipeline leaves alone: APIs, the build's files, images, share cards, files with a dot. */
const NOT_A_PAGE = /^\/(?:api\/|_astro\/|_ipx\/|share\/)|\.[a-zA-Z0-9]+$/;

/** A path the site's request pipeline answers (routing, redirects, languages). */
export function isPagePath(pathname: string): boolean {
  return !NOT_A_PAGE.test(pathname);
}

/**
 * Services whose public path differs from their route file: the image service lives at /_ipx (routes
 * starting with "_" are private in the framework), and the English feed under the English path prefix
 * the route files share. Answers the internal path with the query, or undefined.
 */
export function serviceRewrite(url: URL): string | undefined {
  const { pathname, search } = url;
  if (pathname.startsWith("/_ipx/")) return `/api/ipx/${pathname.slice("/_ipx/".length)}${search}`;
  if (pathname === "/insights/feed.xml") return `/en/insights/feed.xml${search}`;
  return undefined;
}
