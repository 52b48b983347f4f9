import { defineMiddleware } from "astro:middleware";
import { PREVIEW_COOKIE } from "@/content/client/constants";
import { CLIENT_ADDRESS_HEADER } from "@/platform/client-address";
import { env } from "@/platform/env";
import { withRequestContext } from "@/platform/request-context";
import { withErrorPageFallback } from "@/server/http/error-page-fallback";
import { cdnCacheControl, sharedSeconds } from "@/server/page-cache/cdn-cache-control";
import { pageTags } from "@/server/page-cache/page-tags";
import { takePageIndexForDevelopment } from "@/server/publishing/page-moves";
import { handlePageRequest } from "@/server/routing/handle-request";
import { isPagePath, serviceRewrite } from "@/server/routing/page-paths";

/**
 * Every request: its preview session known to the content queries, the image service and the English
 * feed at their public paths, and page paths through the site's request pipeline (routing, redirects,
 * languages, experiments), which renders the route's internal page template. An answer the site lets a
 * shared cache keep (`s-maxage`: until the next publish) goes to Astro's route cache, tagged with the
 * content it was made of, so a publish renders again only what changed; visitors and a CDN in front are
 * given a CDN's lifetime instead. When the site's error page itself fails, the last resort answers.
 */
export const onRequest = defineMiddleware((context, next) => {
  noteClientAddress(context);
  const cookieHeader = context.request.headers.get("cookie") ?? "";
  const preview = context.cookies.has(PREVIEW_COOKIE);
  const reads = new Set<string>();
  return withRequestContext({ cookieHeader, preview, reads }, () =>
    withErrorPageFallback(context, async () => {
      const rewrite = serviceRewrite(context.url);
      const page = !rewrite && isPagePath(context.url.pathname);
      if (page && import.meta.env.DEV) await takePageIndexForDevelopment();
      const response = rewrite
        ? await next(rewrite)
        : page
          ? await handlePageRequest(
              {
                request: context.request,
                url: context.url,
                cookie: (name) => context.cookies.get(name)?.value,
              },
              (path, routing) => {
                context.locals.routing = routing;
                // A page's path carries the request's query (a filter link renders filtered), added by the
                // pipeline; the language's 404 page, rendered once for every path, never gets it.
                return next(path);
              },
            )
          : await next();
      const cacheControl = response.headers.get("cache-control");
      const seconds = sharedSeconds(cacheControl);
      if (seconds === undefined || cacheControl === null) return response;
      if (response.status === 200 && !preview) context.cache.set({ maxAge: seconds, tags: pageTags(reads) });
      return withHeader(response, "cache-control", cdnCacheControl(cacheControl, env.CDN_CACHE_SECONDS));
    }),
  );
});

/** `response` with a header set; a Response.redirect() has headers that cannot change, and is copied. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(name, value);
    return copy;
  }
}

/**
 * The client's address, as Astro's clientAddress has it, where the site's handlers read it. A render the
 * server starts itself (warming, a refresh) has none: its per-client limits count it as "local".
 */
function noteClientAddress(context: { request: Request; readonly clientAddress: string }): void {
  let address: string | undefined;
  try {
    address = context.clientAddress;
  } catch {
    address = undefined;
  }
  try {
    if (address) context.request.headers.set(CLIENT_ADDRESS_HEADER, address);
    else context.request.headers.delete(CLIENT_ADDRESS_HEADER);
  } catch {
    // Immutable headers (a request Astro built itself): nothing of a client's is in them.
  }
}
