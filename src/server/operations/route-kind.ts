import "server-only";
/** The kinds of route the site answers, for metrics: a bounded set, never a raw path. */
export type RouteKind = "page" | "asset" | "image" | "api" | "feed" | "other";

/** The operations endpoints (operations-listener.ts); a load balancer's probes are not page views. */
export const OPERATIONS_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz", "/metrics"]);

/** Image variants (/_ipx/, /api/ipx/), share images (/share/) and the image masters (/images/). */
const IMAGE_PREFIXES = ["/_ipx/", "/api/ipx/", "/share/", "/images/"];
const ASSET_EXTENSIONS = new Set([
  "css",
  "js",
  "mjs",
  "map",
  "json",
  "webmanifest",
  "woff",
  "woff2",
  "ttf",
  "ico",
  "svg",
  "png",
  "jpg",
  "jpeg",
  "webp",
  "avif",
  "gif",
]);

/** The path of a request target (request.url), without its query string or fragment. */
export function pathOf(target: string | undefined): string {
  if (target === undefined) return "";
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}

export function isOperationsPath(target: string | undefined): boolean {
  return OPERATIONS_PATHS.has(pathOf(target));
}

/**
 * What kind of route a request target names, from its path alone: pages have no extension (the site's
 * routes end in a slash or a word), feeds are the XML documents and robots.txt, assets are the build's
 * files and icons. Anything else (a probe for /wp-login.php, a malformed target) is "other".
 */
export function routeKindOf(target: string | undefined): RouteKind {
  const path = pathOf(target);
  if (!path.startsWith("/") || OPERATIONS_PATHS.has(path)) return "other";
  if (IMAGE_PREFIXES.some((prefix) => path.startsWith(prefix))) return "image";
  if (path === "/api" || path.startsWith("/api/")) return "api";
  if (path.startsWith("/_astro/")) return "asset";
  const last = path.slice(path.lastIndexOf("/") + 1);
  const dot = last.lastIndexOf(".");
  if (dot === -1) return "page";
  const extension = last.slice(dot + 1).toLowerCase();
  if (extension === "xml" || path === "/robots.txt") return "feed";
  return ASSET_EXTENSIONS.has(extension) ? "asset" : "other";
}
