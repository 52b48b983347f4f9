import "server-only";
import { randomInt } from "node:crypto";
import { type NextRequest, NextResponse } from "next/server";
import { isKnownArticle } from "@/content/article-index";
import { EXPERIMENT_COOKIE, experimentForRoute, variationFromCookie } from "@/content/experiments";
import { isLocale, type Locale, localeCookie } from "@/i18n/locales";
import type { RouteDef } from "@/i18n/route-table";
import {
  internalPath,
  localeOfPath,
  type Resolution,
  resolvePath,
  unmatchedInternalPath,
  variationInternalPath,
} from "@/i18n/routes";
import { methodNotAllowed, READ_ONLY_ALLOW } from "@/server/http/methods";
import { DRAFT_MODE_COOKIE, pagePolicy } from "@/server/security/page-policy";
import { preferredLocale } from "./accept-language";
import { globalMiddleware, runMiddleware, UnknownMiddlewareError } from "./middleware-registry";
import { redirectTo } from "./redirect";

export interface ProxyOptions {
  readonly resolve?: (pathname: string) => Resolution;
  readonly registry?: Parameters<typeof runMiddleware>[2];
}

/**
 * The site's request pipeline: global middleware (force-url), then strict route matching, redirects and
 * aliases, per-route middleware, locale detection on "/", and a rewrite to the internal page.
 */
export function handleRequest(request: NextRequest, options: ProxyOptions = {}): Response {
  const url = request.nextUrl;
  // Pages are read-only: a POST must not get the page (nor a 500). The production server answers this
  // before Next; here for a bare `next start`.
  if (request.method !== "GET" && request.method !== "HEAD") {
    return methodNotAllowed(READ_ONLY_ALLOW)();
  }
  try {
    const normalised = runMiddleware(globalMiddleware, { url }, options.registry);
    if (normalised) return normalised;

    const resolution = (options.resolve ?? resolvePath)(url.pathname);
    if (resolution.type === "redirect") {
      return redirectTo(url, `${resolution.location}${url.search}`, resolution.status);
    }
    if (resolution.type === "none" || !isPublishedPage(request, resolution)) {
      return rewrite(request, unmatchedInternalPath(localeOfPath(url.pathname)), 404);
    }

    const answered = runMiddleware(resolution.route.middleware ?? [], { url }, options.registry);
    if (answered) return answered;

    const page =
      experimentPage(request, resolution.route, resolution.locale) ??
      rewrite(request, internalPath(resolution.route, resolution.locale, resolution.params));
    if (url.pathname !== "/" || !isDocumentRequest(request)) return page;
    return varyOnLanguage(detectRootLocale(request, page));
  } catch (error) {
    if (error instanceof UnknownMiddlewareError) {
      return new NextResponse(error.message, {
        status: error.status,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    throw error;
  }
}

type PageResolution = Extract<Resolution, { type: "page" }>;

/**
 * The route table matches any uid under /insights/; only the articles' own are pages. Next answers any
 * other with its root 404 (the article route pre-renders its uids and renders no other), outside the
 * [locale] layout and in English, so such a path gets the 404 page of its language here, like any unknown
 * path. Previews skip the check: draft mode renders an article that only a release has. Development skips
 * it too: there content edits show without a restart, and the index only changes with content:index.
 */
function isPublishedPage(request: NextRequest, resolution: PageResolution): boolean {
  const { uid } = resolution.params;
  if (resolution.route.kind !== "insight" || uid === undefined) return true;
  if (request.cookies.has(DRAFT_MODE_COOKIE)) return true;
  if (process.env.NODE_ENV === "development") return true;
  return isKnownArticle(resolution.locale, uid);
}

const EXPERIMENT_COOKIE_DAYS = 30;

/**
 * A page under a running experiment: the visitor keeps the variation their cookie names, or is
 * assigned one with equal weights; each variation is its own pre-rendered page, so nothing turns dynamic.
 */
function experimentPage(request: NextRequest, route: RouteDef, locale: Locale): NextResponse | undefined {
  const experiment = experimentForRoute(route.name);
  // Editors previewing see the release, not an experiment's variation.
  if (!experiment || request.cookies.has(DRAFT_MODE_COOKIE)) return undefined;
  const kept = variationFromCookie(experiment, request.cookies.get(EXPERIMENT_COOKIE)?.value);
  const variation = kept ?? randomInt(experiment.variationCount);
  const path = variationInternalPath(route, locale, variation);
  if (!path) return undefined;
  const response = rewrite(request, path);
  response.headers.set("vary", "Cookie");
  response.headers.set("cache-control", "private, no-cache");
  if (kept === undefined) {
    response.cookies.set({
      name: EXPERIMENT_COOKIE,
      value: `${experiment.googleId} ${variation}`,
      path: "/",
      maxAge: EXPERIMENT_COOKIE_DAYS * 24 * 60 * 60,
      sameSite: "lax",
    });
  }
  return response;
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

/**
 * Detection is for a visitor arriving at "/", not for the router's prefetches and client navigations
 * (Next strips its RSC headers before the proxy runs, so the browser's fetch metadata tells them apart).
 */
function isDocumentRequest(request: NextRequest): boolean {
  const destination = request.headers.get("sec-fetch-dest");
  return destination === null || destination === "document";
}

/**
 * Locale detection, only on the root path: the cookie first, then the browser's language list.
 * A Spanish visitor goes to /es/; an English one stays on the page; the detected language is remembered.
 */
function detectRootLocale(request: NextRequest, page: NextResponse): NextResponse {
  const cookie = request.cookies.get(localeCookie.name)?.value;
  if (isLocale(cookie)) return cookie === "es" ? toSpanishHome(request) : page;
  const detected = preferredLocale(request.headers.get("accept-language"));
  if (!detected) return page;
  const response = detected === "es" ? toSpanishHome(request) : page;
  rememberLocale(response, detected);
  return response;
}

function toSpanishHome(request: NextRequest): NextResponse {
  const response = redirectTo(request.nextUrl, `/es/${request.nextUrl.search}`, 307);
  response.headers.set("cache-control", "private, no-store");
  return response;
}

/** "/" answers by cookie and language, so shared caches must key it on both. */
function varyOnLanguage(response: NextResponse): NextResponse {
  response.headers.set("vary", "Cookie, Accept-Language");
  return response;
}

export function rememberLocale(response: NextResponse, locale: Locale): void {
  response.cookies.set({
    name: localeCookie.name,
    value: locale,
    path: localeCookie.path,
    maxAge: localeCookie.maxAgeSeconds,
    expires: new Date(Date.now() + localeCookie.maxAgeSeconds * 1000),
    sameSite: localeCookie.sameSite,
    secure: localeCookie.secure,
  });
}
