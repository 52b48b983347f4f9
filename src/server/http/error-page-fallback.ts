import "server-only";
import { log, pathForLog } from "@/server/operations/log";
import { REQUEST_ID_HEADER } from "@/server/operations/request-id";
import { lastResortPage } from "./last-resort-page";

/** The routes of the site's own error pages (src/site/pages/404.astro and 500.astro). */
const ERROR_PAGE_ROUTES = new Set(["/404", "/500"]);

export interface RenderAttempt {
  readonly request: Request;
  readonly url: URL;
  /** The route Astro is rendering (`context.routePattern`): an error page when the request failed first. */
  readonly routePattern: string;
}

/**
 * Renders `render()`; when what fails is the site's own error page (Astro renders it after a page
 * failed, through this same middleware), answers the spec's last resort instead: Astro would otherwise
 * send the status with no body at all. Any other failure is Astro's to answer, with the error page.
 */
export async function withErrorPageFallback(
  attempt: RenderAttempt,
  render: () => Promise<Response>,
): Promise<Response> {
  try {
    return await render();
  } catch (error) {
    if (!ERROR_PAGE_ROUTES.has(attempt.routePattern)) throw error;
    const requestId = attempt.request.headers.get(REQUEST_ID_HEADER) ?? undefined;
    log.error("site.error-page-failed", error, { requestId, path: pathForLog(attempt.url.pathname) });
    const status = attempt.routePattern === "/404" ? 404 : 500;
    return lastResortPage(status, `${attempt.url.pathname}${attempt.url.search}`, requestId);
  }
}
