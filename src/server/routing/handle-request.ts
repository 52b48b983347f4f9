import "server-only";
import { type NextRequest, NextResponse } from "next/server";
import { internalPath, unmatchedInternalPath, variationInternalPath } from "@/i18n/routes";
import { methodNotAllowed, READ_ONLY_ALLOW } from "@/server/http/methods";
import { pagePolicy } from "@/server/security/page-policy";
import {
  type CookieToSet,
  type PageRouting,
  type RouteRequestOptions,
  type Routing,
  routeRequest,
  UnknownMiddlewareError,
} from "./route-request";

/**
 * Next's proxy: the site's request pipeline (routeRequest) decides, and this answers in Next's terms:
 * a redirect, or a rewrite to the internal page template with its Content-Security-Policy.
 */
export function handleRequest(request: NextRequest, options: RouteRequestOptions = {}): Response {
  let routing: Routing;
  try {
    routing = routeRequest(
      {
        method: request.method,
        url: request.nextUrl,
        header: (name) => request.headers.get(name),
        cookie: (name) => request.cookies.get(name)?.value,
      },
      options,
    );
  } catch (error) {
    if (!(error instanceof UnknownMiddlewareError)) throw error;
    return new NextResponse(error.message, {
      status: error.status,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  switch (routing.kind) {
    case "method-not-allowed":
      return methodNotAllowed(READ_ONLY_ALLOW)();
    case "redirect": {
      const response = NextResponse.redirect(new URL(routing.location, request.nextUrl), routing.status);
      return marked(response, routing);
    }
    case "preview-session": {
      const target = new URL("/api/preview/", request.nextUrl);
      target.search = request.nextUrl.search;
      return NextResponse.rewrite(target);
    }
    case "not-found":
      return rewrite(request, unmatchedInternalPath(routing.locale), 404);
    case "page":
      return marked(rewrite(request, pagePath(routing)), routing);
  }
}

function pagePath({ route, locale, params, variation }: PageRouting): string {
  const variant = variation === undefined ? undefined : variationInternalPath(route, locale, variation);
  return variant ?? internalPath(route, locale, params);
}

/** Serves the internal page at `pathname`, with its Content-Security-Policy. */
function rewrite(request: NextRequest, pathname: string, status?: number): NextResponse {
  const target = new URL(request.nextUrl);
  target.pathname = pathname;
  const policy = pagePolicy(request, pathname);
  const response = NextResponse.rewrite(target, {
    ...(status ? { status } : {}),
    ...(policy.requestHeaders ? { request: { headers: policy.requestHeaders } } : {}),
  });
  response.headers.set("content-security-policy", policy.csp);
  return response;
}

function marked(
  response: NextResponse,
  {
    setCookies,
    vary,
    cacheControl,
  }: {
    readonly setCookies?: readonly CookieToSet[] | undefined;
    readonly vary?: string | undefined;
    readonly cacheControl?: string | undefined;
  },
): NextResponse {
  if (vary) response.headers.set("vary", vary);
  if (cacheControl) response.headers.set("cache-control", cacheControl);
  for (const cookie of setCookies ?? []) {
    response.cookies.set({
      name: cookie.name,
      value: cookie.value,
      path: cookie.path,
      maxAge: cookie.maxAgeSeconds,
      ...(cookie.expires && { expires: cookie.expires }),
      sameSite: cookie.sameSite,
      secure: cookie.secure,
    });
  }
  return response;
}
