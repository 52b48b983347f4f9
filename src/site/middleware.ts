import { defineMiddleware } from "astro:middleware";
import { PREVIEW_COOKIE } from "@/content/client/constants";
import { withRequestContext } from "@/platform/request-context";
import { CONTENT_READS_HEADER, contentReadsHeader } from "@/server/publishing/content-reads";
import { handlePageRequest } from "@/server/routing/handle-request";
import { isPagePath, serviceRewrite } from "@/server/routing/page-paths";

/**
 * Every request: its preview session known to the content queries, the image service and the English
 * feed at their public paths, and page paths through the site's request pipeline (routing, redirects,
 * languages, experiments), which renders the route's internal page template. A page tells the
 * production server's cache what content it was made of, so a publish renders again only what changed.
 */
export const onRequest = defineMiddleware((context, next) => {
  const cookieHeader = context.request.headers.get("cookie") ?? "";
  const preview = context.cookies.has(PREVIEW_COOKIE);
  const reads = new Set<string>();
  return withRequestContext({ cookieHeader, preview, reads }, async () => {
    const rewrite = serviceRewrite(context.url);
    const response = rewrite
      ? await next(rewrite)
      : isPagePath(context.url.pathname)
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
    if (response.status === 200 && reads.size > 0) {
      try {
        response.headers.set(CONTENT_READS_HEADER, contentReadsHeader(reads));
      } catch {
        // A response with fixed headers: without the list, a publish always renders it again.
      }
    }
    return response;
  });
});
