import "server-only";
import { PREVIEW_COOKIE } from "@/content/client/constants";

/** The preview session's cookie: an editor's pages are rendered for them alone. */
const PREVIEW_COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${PREVIEW_COOKIE.replace(/[.]/g, "\\.")}=`);
/** Parameters the site never reads: campaign tags and ad click ids, added by mail tools and ad networks. */
const TRACKING_PARAMETER =
  /^(?:utm_[a-z_]{1,32}|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|igshid|yclid)$/i;

/**
 * The key under which the route cache may answer `request`, or undefined when the site must render it.
 * Only what cannot change the answer reaches the key: the scheme (over HTTPS the answer adds
 * Strict-Transport-Security; the production server has already written the trusted scheme into
 * X-Forwarded-Proto) and the path. The Host a client sends never does: a thousand made-up hosts are one
 * page. A query the site reads (a filter link, a preview token, a cache buster) goes to the site, and so
 * does an editor's preview session. Range and Authorization do not: a page is never sent in parts and
 * no page reads credentials, so they cannot change it (and a client sending them gets no render).
 */
export function pageCacheKey(request: Request, url: URL): string | undefined {
  return keyOf(request.method, url.pathname, url.search.slice(1), (name) => request.headers.get(name));
}

/** The one rule behind both keys: the method, the path, the query and two headers. */
function keyOf(
  method: string | undefined,
  path: string,
  query: string,
  header: (name: "cookie" | "x-forwarded-proto") => string | null | undefined,
): string | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  if (query !== "" && !onlyTracking(query)) return undefined;
  if (PREVIEW_COOKIE_PATTERN.test(header("cookie") ?? "")) return undefined;
  const https = header("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
  return `${https ? "https" : "http"} ${path}`;
}

/** Is `query` (without its "?") made only of campaign tags and click ids, which the site never reads? */
export function onlyTracking(query: string): boolean {
  return query.split("&").every((part) => {
    if (part === "") return true;
    const equals = part.indexOf("=");
    return TRACKING_PARAMETER.test(equals < 0 ? part : part.slice(0, equals));
  });
}

/**
 * The same key for a Node request, as the production server's front sees it (the scheme it resolved is
 * in X-Forwarded-Proto already): the front answers a kept page before Astro is involved.
 */
export function nodeCacheKey(request: {
  readonly method?: string | undefined;
  readonly url?: string | undefined;
  readonly headers: Readonly<Record<string, string | readonly string[] | undefined>>;
}): string | undefined {
  const target = request.url ?? "";
  if (!target.startsWith("/") || target.startsWith("//")) return undefined;
  const queryAt = target.indexOf("?");
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? "" : target.slice(queryAt + 1);
  return keyOf(request.method, path, query, (name) => {
    const value = request.headers[name];
    return typeof value === "string" ? value : undefined;
  });
}
