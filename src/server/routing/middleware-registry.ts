import "server-only";
import { NextResponse } from "next/server";
import { normalizePagePath } from "./force-url";
import { redirectTo } from "./redirect";

export interface MiddlewareContext {
  readonly url: URL;
}

/** A route middleware answers the request itself (a redirect, say) or returns undefined to go on. */
export type RouteMiddleware = (context: MiddlewareContext) => Response | undefined;

const forceUrl: RouteMiddleware = ({ url }) => {
  const normal = normalizePagePath(url.pathname);
  if (normal === url.pathname) return undefined;
  return redirectTo(url, `${normal}${url.search}`, 308);
};

/** /preview/?token=…&documentId=… goes to the preview API, which opens the session and redirects. */
const previewSession: RouteMiddleware = ({ url }) => {
  if (!url.searchParams.has("token")) return undefined;
  const target = new URL("/api/preview/", url);
  target.search = url.search;
  return NextResponse.rewrite(target);
};

/** Named route middleware (force-url, preview-session). Routes refer to them by name. */
export const middlewareRegistry: Readonly<Record<string, RouteMiddleware>> = {
  "force-url": forceUrl,
  "preview-session": previewSession,
};

/** Run on every page request, before the route is matched. */
export const globalMiddleware = ["force-url"] as const;

export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(name: string) {
    super(`Unknown middleware ${name}`);
    this.name = "UnknownMiddlewareError";
  }
}

export function runMiddleware(
  names: readonly string[],
  context: MiddlewareContext,
  registry: Readonly<Record<string, RouteMiddleware>> = middlewareRegistry,
): Response | undefined {
  for (const name of names) {
    const middleware = registry[name];
    if (!middleware) throw new UnknownMiddlewareError(name);
    const response = middleware(context);
    if (response) return response;
  }
  return undefined;
}
