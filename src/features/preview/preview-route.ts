import "server-only";
import type { ContentClient } from "@/content/client";
import { isHttps } from "@/platform/client-address";
import { clearPreviewCookie, setPreviewCookie } from "./preview-cookie";
import { type PreviewSourceConfig, previewOrigins } from "./preview-token";
import { decidePreview, isSitePath } from "./start-preview";

export interface PreviewRouteDeps {
  readonly client: ContentClient;
  readonly config: PreviewSourceConfig;
}

/** A 307 to a path of this site, never kept by a cache (it may carry the session's cookie). */
function redirect(location: string, request: Request): Response {
  return new Response(null, {
    status: 307,
    headers: { location: new URL(location, request.url).href, "cache-control": "no-store" },
  });
}

/**
 * GET /api/preview/?token=…&documentId=…: opens a preview session (the token in the preview cookie, which
 * is all a session is) only for a token the content service still answers; otherwise sets nothing and
 * goes home.
 */
export function createOpenPreviewHandler(deps: PreviewRouteDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const decision = await decidePreview(url.searchParams, {
      client: deps.client,
      origins: previewOrigins(deps.config, url.origin),
    });
    const response = redirect(decision.location, request);
    if (!decision.open) return response;
    setPreviewCookie(response.headers, decision.token, {
      secure: isHttps(request),
      readableByScripts: Boolean(deps.config.CONTENT_API_URL),
    });
    return response;
  };
}

/**
 * GET /api/preview/exit/: ends the session, whether the editor leaves it or it ended by itself (its
 * release was published or deleted): the preview cookie goes, and the editor returns to the page they
 * were on.
 */
export function createExitPreviewHandler(): (request: Request) => Response {
  return (request) => {
    const back = pageOfReferer(request.headers.get("referer"), new URL(request.url).origin);
    const response = redirect(isSitePath(back) ? back : "/", request);
    clearPreviewCookie(response.headers, isHttps(request));
    return response;
  };
}

function pageOfReferer(referer: string | null, origin: string): string {
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    return from.origin === origin ? from.pathname : "/";
  } catch {
    return "/";
  }
}
