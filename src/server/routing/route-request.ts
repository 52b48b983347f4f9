import "server-only";
import { randomInt } from "node:crypto";
import { PREVIEW_COOKIE } from "@/content/client/constants";
import { EXPERIMENT_COOKIE, experimentForRoute, variationFromCookie } from "@/content/experiments";
import { documentRoute } from "@/content/link-resolver";
import { pageIndex } from "@/content/page-index";
import { isLocale, type Locale, localeCookie } from "@/i18n/locales";
import type { RouteDef, RouteMiddlewareName } from "@/i18n/route-table";
import { isDynamic, localeOfPath, type Resolution, resolvePath } from "@/i18n/routes";
import { preferredLocale } from "./accept-language";
import { normalizePagePath } from "./force-url";

/** What the pipeline reads of a page request: any framework's request gives it. */
export interface PageRequest {
  readonly method: string;
  readonly url: URL;
  /** A request header, or null. */
  header(name: string): string | null;
  /** A cookie's value, or undefined. */
  cookie(name: string): string | undefined;
}

/** A cookie the answer sets: the experiment's variation, or the language detected on "/". */
export interface CookieToSet {
  readonly name: string;
  readonly value: string;
  readonly path: string;
  readonly maxAgeSeconds: number;
  /** Also as a date, for old clients that ignore Max-Age. */
  readonly expires?: Date;
  readonly sameSite: "lax";
  readonly secure: boolean;
}

/** A page to render: the route, its language and parameters, and how the answer must be marked. */
export interface PageRouting {
  readonly kind: "page";
  readonly route: RouteDef;
  readonly locale: Locale;
  readonly params: Readonly<Record<string, string>>;
  /** The experiment variation this visitor sees, when the route is under one. */
  readonly variation?: number;
  readonly setCookies?: readonly CookieToSet[];
  /** Request headers a shared cache must key the answer on. */
  readonly vary?: string;
  readonly cacheControl?: string;
}

/** The decision of the site's request pipeline for one page request. */
export type Routing =
  | {
      readonly kind: "method-not-allowed";
      /** The methods the path does answer, when more than a read-only page's (a page with a form). */
      readonly allow?: string;
    }
  | {
      readonly kind: "redirect";
      /** A path of this site, with the request's query string. */
      readonly location: string;
      readonly status: 301 | 307 | 308;
      readonly setCookies?: readonly CookieToSet[];
      readonly vary?: string;
      readonly cacheControl?: string;
    }
  /**
   * An editor's preview link: the preview API opens the session, or says why not in the language of the
   * path it came to (/es/preview/ in Spanish).
   */
  | { readonly kind: "preview-session"; readonly locale: Locale }
  | PageRouting
  | { readonly kind: "not-found"; readonly locale: Locale };

type RedirectRouting = Extract<Routing, { kind: "redirect" }>;

/** Thrown for a route middleware this pipeline does not know (the spec's 500 'Unknown middleware'). */
export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(name: string) {
    super(`Unknown middleware ${name}`);
    this.name = "UnknownMiddlewareError";
  }
}

const EXPERIMENT_COOKIE_DAYS = 30;
/** What a page with its own form answers (the contact page without JavaScript). */
export const FORM_PAGE_ALLOW = "GET, HEAD, POST";
/**
 * A form post's answer holds what this visitor typed: no shared cache may keep it. Not no-store: the
 * browser keeps it for Back, so returning to a step shows it again rather than a resubmission warning.
 */
export const FORM_POST_CACHE_CONTROL = "private, no-cache";
const PREVIEW_CACHE_CONTROL = "private, no-store";

export interface RouteRequestOptions {
  readonly resolve?: (pathname: string) => Resolution;
}

/**
 * The site's request pipeline for pages: the read-only rule, force-url (one spelling per page path),
 * strict route matching, redirects and aliases, the route's own middleware, experiments, and language
 * detection on "/" only. It decides; the framework's adapter answers.
 */
export function routeRequest(request: PageRequest, options: RouteRequestOptions = {}): Routing {
  // Pages are read-only, but for a page with its own form, which takes that form's POST.
  if (request.method !== "GET" && request.method !== "HEAD") return routeWrite(request, options);
  const { url } = request;
  const normal = normalizePagePath(url.pathname);
  if (normal !== url.pathname) return { kind: "redirect", location: `${normal}${url.search}`, status: 308 };

  const resolved = documentPage((options.resolve ?? resolvePath)(url.pathname));
  const resolution = resolved.type === "none" ? aliasOf(url.pathname) : resolved;
  if (resolution.type === "redirect") {
    return { kind: "redirect", location: `${resolution.location}${url.search}`, status: resolution.status };
  }
  if (resolution.type === "none" || !isPublishedPage(request, resolution)) {
    const elsewhere = documentPageElsewhere(url.pathname);
    if (elsewhere !== undefined)
      return { kind: "redirect", location: `${elsewhere}${url.search}`, status: 301 };
    return { kind: "not-found", locale: localeOfPath(url.pathname) };
  }
  for (const name of resolution.route.middleware ?? []) {
    const answered = runRouteMiddleware(name, request, resolution.locale);
    if (answered) return answered;
  }
  const page: PageRouting = {
    kind: "page",
    route: resolution.route,
    locale: resolution.locale,
    params: resolution.params,
    ...experimentOf(request, resolution.route),
    // An editor's preview shows content not yet published: no shared cache or CDN may keep it.
    ...(isPreview(request) && { cacheControl: PREVIEW_CACHE_CONTROL }),
  };
  if (url.pathname !== "/" || !isDocumentRequest(request)) return page;
  return detectRootLocale(request, page);
}

/**
 * A POST to the exact public path of a page with a form (never a redirect, an alias or another page) is
 * that page, rendered for this visitor alone: no experiment, no cookies, no detection. Any other write
 * is a 405 that names what the path does allow; it never reaches a page (nor a 500).
 */
function routeWrite(request: PageRequest, options: RouteRequestOptions): Routing {
  const { pathname } = request.url;
  const resolution = (options.resolve ?? resolvePath)(pathname);
  const formPage =
    resolution.type === "page" &&
    resolution.route.formPost === true &&
    !resolution.isAlias &&
    normalizePagePath(pathname) === pathname;
  if (!formPage) return { kind: "method-not-allowed" };
  if (request.method !== "POST") return { kind: "method-not-allowed", allow: FORM_PAGE_ALLOW };
  return {
    kind: "page",
    route: resolution.route,
    locale: resolution.locale,
    params: resolution.params,
    cacheControl: FORM_POST_CACHE_CONTROL,
  };
}

/** Whether a path takes a form's POST: the production server lets these through to the pipeline. */
export function acceptsFormPost(pathname: string): boolean {
  const resolution = resolvePath(pathname);
  return resolution.type === "page" && resolution.route.formPost === true && !resolution.isAlias;
}

function runRouteMiddleware(
  name: RouteMiddlewareName,
  request: PageRequest,
  locale: Locale,
): Routing | undefined {
  switch (name) {
    case "preview-session":
      // /preview/?token=…&documentId=… opens an editor's preview.
      return request.url.searchParams.has("token") ? { kind: "preview-session", locale } : undefined;
    default:
      // Route names are typed; a name from outside the table (a cast, a stale build) still answers clearly.
      throw new UnknownMiddlewareError(String(name));
  }
}

/** An editor's preview session (the content service's cookie). */
function isPreview(request: PageRequest): boolean {
  return request.cookie(PREVIEW_COOKIE) !== undefined;
}

type PageResolution = Extract<Resolution, { type: "page" }>;

/**
 * The route table matches any uid under a document route (/cases/{uid}/, /insights/{uid}/, ...); only the
 * published documents' are pages, as the page index knows them (taken at start and at every publish).
 * Previews skip the check (draft mode renders a document only a release has), and so does development
 * (content edits show without a restart); before the index is first taken, the page's own query decides.
 */
function isPublishedPage(request: PageRequest, resolution: PageResolution): boolean {
  if (!isDynamic(resolution.route)) return true;
  if (isPreview(request)) return true;
  if (process.env.NODE_ENV === "development") return true;
  return pageIndex.has(resolution.canonicalPath) ?? true;
}

/**
 * A path under a pattern that more than one type's documents share (/services/{uid}/ is a family or a
 * service; /es/{uid}/ a legal page or a data-viz service) is the route of the document the page index has
 * there; a document's other path (a service's cross-language path) renders its page there or answers 301.
 */
function documentPage(resolution: Resolution): Resolution {
  if (resolution.type !== "page" || resolution.isAlias) return resolution;
  const path = resolution.canonicalPath;
  const type = isDynamic(resolution.route) ? pageIndex.typeAt(path) : undefined;
  const route = type === undefined ? undefined : documentRoute(type);
  if (route && route !== resolution.route) return { ...resolution, route };
  return resolution;
}

/** A published document's page at one of its other paths: its canonical path, rendered or a 301. */
function aliasOf(pathname: string): Resolution {
  const alias = pageIndex.aliasAt(pathname);
  if (!alias) return { type: "none" };
  if (alias.redirect) return { type: "redirect", location: alias.path, status: 301 };
  const page = documentPage(resolvePath(alias.path));
  return page.type === "page" ? { ...page, canonicalPath: alias.path, isAlias: true } : { type: "none" };
}

/**
 * Where a path that is no page leads, from the published documents: a renamed document's old path to its
 * page now, and a Spanish page's path without its /es prefix (/privacidad/) to the page (/es/privacidad/),
 * as the locale configuration lists them.
 */
function documentPageElsewhere(pathname: string): string | undefined {
  const moved = pageIndex.movedTo(pathname);
  if (moved !== undefined) return moved;
  const prefixed = `/es${pathname}`;
  return localeOfPath(pathname) === "en" && pageIndex.has(prefixed) === true ? prefixed : undefined;
}

/**
 * A page under a running experiment: the visitor keeps the variation their cookie names, or is assigned
 * one with equal weights and keeps it; the answer varies on the cookie and is private.
 */
function experimentOf(request: PageRequest, route: RouteDef): Partial<PageRouting> {
  const experiment = experimentForRoute(route.name);
  // Editors previewing see the release, not an experiment's variation.
  if (!experiment || isPreview(request)) return {};
  const kept = variationFromCookie(experiment, request.cookie(EXPERIMENT_COOKIE));
  const variation = kept ?? randomInt(experiment.variationCount);
  return {
    variation,
    vary: "Cookie",
    cacheControl: "private, no-cache",
    ...(kept === undefined && {
      setCookies: [
        {
          name: EXPERIMENT_COOKIE,
          value: `${experiment.googleId} ${variation}`,
          path: "/",
          maxAgeSeconds: EXPERIMENT_COOKIE_DAYS * 24 * 60 * 60,
          sameSite: "lax",
          secure: false,
        },
      ],
    }),
  };
}

/** Detection is for a visitor arriving at "/", not for prefetches (the browser's fetch metadata). */
function isDocumentRequest(request: PageRequest): boolean {
  const destination = request.header("sec-fetch-dest");
  return destination === null || destination === "document";
}

/** "/" answers by cookie and language, so shared caches must key it on both. */
const ROOT_VARY = "Cookie, Accept-Language";

/**
 * Locale detection, only on the root path: the cookie first, then the browser's language list. A Spanish
 * visitor goes to /es/; an English one stays on the page; the detected language is remembered.
 */
function detectRootLocale(request: PageRequest, page: PageRouting): Routing {
  const cookie = request.cookie(localeCookie.name);
  if (isLocale(cookie)) return cookie === "es" ? toSpanishHome(request) : { ...page, vary: ROOT_VARY };
  const detected = preferredLocale(request.header("accept-language"));
  if (!detected) return { ...page, vary: ROOT_VARY };
  const remember: CookieToSet = {
    name: localeCookie.name,
    value: detected,
    path: localeCookie.path,
    maxAgeSeconds: localeCookie.maxAgeSeconds,
    expires: new Date(Date.now() + localeCookie.maxAgeSeconds * 1000),
    sameSite: localeCookie.sameSite,
    secure: localeCookie.secure,
  };
  return detected === "es"
    ? { ...toSpanishHome(request), setCookies: [remember] }
    : { ...page, setCookies: [...(page.setCookies ?? []), remember], vary: ROOT_VARY };
}

function toSpanishHome(request: PageRequest): RedirectRouting {
  return {
    kind: "redirect",
    location: `/es/${request.url.search}`,
    status: 307,
    cacheControl: "private, no-store",
    vary: ROOT_VARY,
  };
}
