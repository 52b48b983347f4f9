import "server-only";
import { type NextRequest, NextResponse } from "next/server";
import type { ContentClient } from "@/content/client";
import { isHttps } from "@/platform/client-address";
import { clearPreviewCookie, setPreviewCookie } from "./preview-cookie";
import { type PreviewSourceConfig, previewOrigins } from "./preview-token";
import { decidePreview, isSitePath } from "./start-preview";

/** What Next's draftMode() gives a route handler; injected so the handlers run without a request scope. */
export interface DraftModeSwitch {
  enable(): void;
  disable(): void;
}

export interface PreviewRouteDeps {
  readonly client: ContentClient;
  readonly config: PreviewSourceConfig;
  readonly draftMode: () => Promise<DraftModeSwitch>;
}

function redirect(location: string, request: NextRequest): NextResponse {
  const response = NextResponse.redirect(new URL(location, request.nextUrl), 307);
  response.headers.set("cache-control", "no-store");
  return response;
}

/**
 * GET /api/preview/?token=…&documentId=…: opens a preview session (draft mode on, token in the preview
 * cookie) only for a token the content service still answers; otherwise sets nothing and goes home.
 */
export function createOpenPreviewHandler(deps: PreviewRouteDeps) {
  return async (request: NextRequest): Promise<Response> => {
    const decision = await decidePreview(request.nextUrl.searchParams, {
      client: deps.client,
      origins: previewOrigins(deps.config, request.nextUrl.origin),
    });
    const response = redirect(decision.location, request);
    if (!decision.open) return response;
    (await deps.draftMode()).enable();
    setPreviewCookie(response, decision.token, {
      secure: isHttps(request),
      readableByScripts: Boolean(deps.config.CONTENT_API_URL),
    });
    return response;
  };
}

/**
 * GET /api/preview/exit/: ends the session, whether the editor leaves it or it ended by itself (its
 * release was published or deleted): draft mode's cookie and the preview cookie both go, and the editor
 * returns to the page they were on.
 */
export function createExitPreviewHandler(deps: Pick<PreviewRouteDeps, "draftMode">) {
  return async (request: NextRequest): Promise<Response> => {
    const back = pageOfReferer(request.headers.get("referer"), request.nextUrl.origin);
    (await deps.draftMode()).disable();
    const response = redirect(isSitePath(back) ? back : "/", request);
    clearPreviewCookie(response, isHttps(request));
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
