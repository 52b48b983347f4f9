import "server-only";
import { internalPath, unmatchedInternalPath } from "@/i18n/routes";
import { methodNotAllowed, READ_ONLY_ALLOW } from "@/server/http/methods";
import {
  type CookieToSet,
  type RouteRequestOptions,
  type Routing,
  routeRequest,
  UnknownMiddlewareError,
} from "./route-request";
import { siteNotFound, siteVariations, type VariationCache } from "./variation-cache";

/** How long a shared cache keeps a page: until the next publish, which renders it again. */
export const PAGE_CACHE_CONTROL = "s-maxage=31536000";

/** The page request as the site's middleware sees it. */
export interface PageContext {
  readonly request: Request;
  readonly url: URL;
  cookie(name: string): string | undefined;
}

/** Renders the internal page at a path (Astro's middleware `next`, with a rewrite), told the decision. */
export type RenderInternal = (path: string, routing: Routing) => Promise<Response>;

/**
 * The site's request pipeline for page paths: routeRequest decides, and this answers: a redirect, a 405,
 * or the internal page template the route renders (a 404 page for paths no route has), marked with the
 * cookies, Vary and Cache-Control the decision asks for.
 */
export interface PageRequestOptions extends RouteRequestOptions {
  /** Where the experiments' variation pages are kept between publishes (default: the site's). */
  readonly variations?: VariationCache;
  /** Where the 404 pages are kept; the site's own by default. */
  readonly notFound?: VariationCache;
}

export async function handlePageRequest(
  context: PageContext,
  render: RenderInternal,
  options: PageRequestOptions = {},
): Promise<Response> {
  let routing: Routing;
  try {
    routing = routeRequest(
      {
        method: context.request.method,
        url: context.url,
        header: (name) => context.request.headers.get(name),
        cookie: (name) => context.cookie(name),
      },
      options,
    );
  } catch (error) {
    if (!(error instanceof UnknownMiddlewareError)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  return answer(routing, context, render, {
    variations: options.variations ?? siteVariations,
    notFound: options.notFound ?? siteNotFound,
  });
}

async function answer(
  routing: Routing,
  context: PageContext,
  render: RenderInternal,
  { variations, notFound }: { variations: VariationCache; notFound: VariationCache },
): Promise<Response> {
  switch (routing.kind) {
    case "method-not-allowed":
      return methodNotAllowed(READ_ONLY_ALLOW)();
    case "redirect":
      return marked(
        new Response(null, {
          status: routing.status,
          // A path, never an absolute URL built from a Host header a client chose.
          headers: {
            location: routing.location,
            ...(routing.cacheControl && { "cache-control": routing.cacheControl }),
          },
        }),
        routing,
      );
    case "preview-session":
      return render(`/api/preview/${context.url.search}`, routing);
    case "not-found": {
      const path = unmatchedInternalPath(routing.locale);
      return notFound.page(path, () => render(path, routing));
    }
    case "page": {
      const path = internalPath(routing.route, routing.locale, routing.params);
      // The route shell sees the request's query (the contact page's ?booking, a shared filter link); a
      // variation is kept once for every query, so it is rendered without one.
      const withQuery = `${path}${context.url.search}`;
      // The route shell renders the variation the routing names (Astro.locals.routing).
      const page =
        routing.variation === undefined
          ? await render(withQuery, routing)
          : await variations.page(`${path}#${routing.variation}`, () => render(path, routing));
      return marked(page, { ...routing, cacheControl: routing.cacheControl ?? PAGE_CACHE_CONTROL });
    }
  }
}

function marked(
  response: Response,
  {
    setCookies,
    vary,
    cacheControl,
  }: {
    readonly setCookies?: readonly CookieToSet[] | undefined;
    readonly vary?: string | undefined;
    readonly cacheControl?: string | undefined;
  },
): Response {
  // Only a page the template rendered, or the decision's redirect, is the route's answer: a 404 or 500
  // keeps its own headers.
  const redirect = response.status >= 300 && response.status < 400;
  if (response.status !== 200 && !redirect) return response;
  if (response.status === 200 && cacheControl && !response.headers.has("cache-control"))
    response.headers.set("cache-control", cacheControl);
  if (vary) response.headers.set("vary", vary);
  for (const cookie of setCookies ?? []) response.headers.append("set-cookie", serializeCookie(cookie));
  return response;
}

/** A Set-Cookie value for a cookie the pipeline sets. */
export function serializeCookie(cookie: CookieToSet): string {
  return [
    `${cookie.name}=${encodeURIComponent(cookie.value)}`,
    `Path=${cookie.path}`,
    ...(cookie.expires ? [`Expires=${cookie.expires.toUTCString()}`] : []),
    `Max-Age=${cookie.maxAgeSeconds}`,
    ...(cookie.secure ? ["Secure"] : []),
    "SameSite=lax",
  ].join("; ");
}
