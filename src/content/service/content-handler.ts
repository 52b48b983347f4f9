import "server-only";
import { clientAddress } from "@/platform/client-address";
import { createRateLimiter, type RateLimit } from "@/platform/rate-limiter";
import { type Access, type AccessOptions, accessOf, mayReadRelease } from "./access";
import { apiRoot } from "./api-root";
import type { ContentStore } from "./content-store";
import { hasMalformedPercentEncoding } from "./percent-encoding";
import { searchDocuments } from "./query/search";
import { checkPreviewToken, type PreviewSecret, releaseById, resolveRef } from "./refs";
import {
  type ContentRoute,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type SearchParams,
  type StoredDocument,
} from "./types";

export interface ContentHandlerOptions extends AccessOptions {
  readonly getStore: () => Promise<ContentStore>;
  /** Per-client limit, keyed by the address the production server resolved; never applied when privileged. */
  readonly rateLimit?: RateLimit;
  /**
   * A further per-client limit on searches, the one request that costs real work (a query over every
   * document: tens of milliseconds); never applied when privileged. The clock is `now`.
   */
  readonly searchRateLimit?: RateLimit;
  /**
   * The origin the answers' links name (forms' actions, documents' hrefs, next and previous pages): the
   * site's public one (SITE_URL), never the Host a request came with. Unset, the request's own origin: a
   * service mounted alone (a test's, the site's in-process one, whose links no outside client sees).
   */
  readonly publicOrigin?: string;
}

const JSON_TYPE = "application/json; charset=utf-8";
/** Master searches are addressed by ref, so they never change: shared caches may keep them. */
const SEARCH_CACHE = "public, max-age=31536000, immutable";
/** Anything read through a release or a preview is for this caller only, and may vanish at any time. */
const PRIVATE_ANSWER = "private, no-store";

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": JSON_TYPE, "access-control-allow-origin": "*", ...headers },
  });
}

/**
 * The embedded content service: Prismic's REST API v2 read side over the documents in content/,
 * as a web-standard (Request) => Response handler mounted at /api/v2.
 */
export function createContentHandler(
  options: ContentHandlerOptions,
): (request: Request) => Promise<Response> {
  const limiterOf = (limit: RateLimit | undefined) =>
    limit && !options.privileged ? createRateLimiter(limit, options.now ?? Date.now) : undefined;
  const limiter = limiterOf(options.rateLimit);
  const searchLimiter = limiterOf(options.searchRateLimit);

  return async (request) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return json({ type: "api_method_error", message: "Only GET is supported" }, 405, {
        allow: "GET, HEAD",
      });
    }
    const verdict = limiter?.take(clientAddress(request.headers));
    if (verdict && !verdict.allowed) return overLimit(verdict.retryAfterSeconds);

    const url = new URL(request.url);
    if (hasMalformedPercentEncoding(url)) {
      return json({ type: "api_validation_error", message: "Malformed percent-encoding in the URL" }, 400);
    }
    const path = url.pathname.replace(/\/+$/, "");
    const store = await options.getStore();
    const access = accessOf(request, url, store, options);
    const origin = options.publicOrigin ?? url.origin;
    const now = (options.now ?? Date.now)();

    if (path === "/api/v2") {
      // The refs listed depend on who asks (token, preview cookie): caches must not mix callers.
      return json(apiRoot(store, origin, url.searchParams, access), 200, {
        "cache-control": "no-cache",
        vary: "Authorization, Cookie",
      });
    }
    if (path === "/api/v2/documents/search") {
      const searchVerdict = searchLimiter?.take(clientAddress(request.headers));
      if (searchVerdict && !searchVerdict.allowed) return overLimit(searchVerdict.retryAfterSeconds);
      return search(store, url, { access, origin, now, previewSecret: options.previewSecret });
    }
    if (path === "/api/v2/tags") {
      const tags = [...new Set(store.master.flatMap((document) => document.tags))].sort();
      return json(tags, 200, { "cache-control": "no-cache" });
    }
    if (path.startsWith("/api/v2/previews/")) {
      // Unsigned, wrongly signed or expired, a token gets the very answer an unknown one does.
      const session = checkPreviewToken(`${url.origin}${path}`, options.previewSecret, now);
      const release = session.kind === "valid" ? releaseById(store, session.releaseId) : undefined;
      if (session.kind !== "valid" || !release) {
        return json({ type: "api_security_error", message: "This preview token has expired" }, 404, {
          "cache-control": PRIVATE_ANSWER,
        });
      }
      return json({ mainDocument: session.documentId }, 200, { "cache-control": PRIVATE_ANSWER });
    }
    return json({ type: "api_notfound_error", message: `No such endpoint: ${url.pathname}` }, 404);
  };
}

/**
 * Hosted Prismic's 429, with the Retry-After that Prismic's client waits out before it tries again. The
 * site's route words it for visitors as its other limited routes do (localizeOverLimit).
 */
function overLimit(retryAfterSeconds: number): Response {
  return json({ status_code: 429, status_message: "Your request count is over the allowed limit." }, 429, {
    "retry-after": String(retryAfterSeconds),
  });
}

/** Hosted Prismic's answer to a ref it does not expose to this caller (api_security_error). */
function refused(origin: string): Response {
  return json(
    {
      type: "api_security_error",
      message: "Access to this Ref requires an access token",
      oauth_initiate: `${origin}/auth`,
      oauth_token: `${origin}/auth/token`,
    },
    401,
    { "cache-control": PRIVATE_ANSWER },
  );
}

interface SearchContext {
  readonly access: Access;
  /** The origin links name (see ContentHandlerOptions.publicOrigin). */
  readonly origin: string;
  readonly now: number;
  readonly previewSecret: PreviewSecret;
}

function search(
  store: ContentStore,
  url: URL,
  { access, origin, now, previewSecret }: SearchContext,
): Response {
  const query = url.searchParams;
  const ref = query.get("ref");
  if (!ref) {
    return json(
      { type: "api_validation_error", message: `A ref is required. Master ref is: ${store.masterRef}` },
      400,
    );
  }
  const resolved = resolveRef(store, ref, previewSecret, now);
  // A release ref, current or expired, is refused before anything about it is told. A preview token is
  // its own credential: whoever holds it may read its release, which is how an editor's browser reads it.
  const releaseId =
    resolved.type === "found" && resolved.via === "release"
      ? resolved.releaseId
      : resolved.type === "expired"
        ? resolved.releaseId
        : undefined;
  if (releaseId !== undefined && !mayReadRelease(access, store, releaseId)) return refused(origin);
  if (resolved.type === "unknown") {
    return json(
      {
        type: "api_notfound_error",
        message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${store.masterRef}`,
      },
      404,
    );
  }
  if (resolved.type === "expired") {
    return json(
      {
        type: "api_validation_error",
        message: `The ref ${ref} has expired. Master ref is: ${store.masterRef}`,
      },
      410,
    );
  }

  const params = searchParams(query);
  const hrefFor = (document: StoredDocument) => {
    const href = new URL(`${origin}/api/v2/documents/search`);
    href.searchParams.set("ref", ref);
    href.searchParams.set("q", `[[:d = at(document.id, "${document.id}") ]]`);
    return href.toString();
  };
  const found = searchDocuments(resolved.documents, params, { hrefFor });
  if (!found.ok) return json(found.error, 400);

  const pageUrl = (page: number) => {
    const next = new URL(`${url.pathname}${url.search}`, origin);
    next.searchParams.set("page", String(page));
    next.searchParams.set("pageSize", String(found.pageSize));
    return next.toString();
  };
  return json(
    {
      page: found.page,
      results_per_page: found.pageSize,
      results_size: found.results.length,
      total_results_size: found.totalResults,
      total_pages: found.totalPages,
      next_page: found.page < found.totalPages ? pageUrl(found.page + 1) : null,
      prev_page: found.page > 1 ? pageUrl(found.page - 1) : null,
      results: found.results,
    },
    200,
    { "cache-control": resolved.via === "master" ? SEARCH_CACHE : PRIVATE_ANSWER },
  );
}

function integer(value: string | null, fallback: number): number {
  const parsed = value === null ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

function searchParams(query: URLSearchParams): SearchParams {
  const routes = parseRoutes(query.get("routes"));
  const optional = (name: string) => {
    const value = query.get(name);
    return value ? { [name]: value } : {};
  };
  return {
    q: query.getAll("q").filter((value) => value.trim() !== ""),
    page: Math.max(1, integer(query.get("page"), 1)),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, integer(query.get("pageSize"), DEFAULT_PAGE_SIZE))),
    ...optional("lang"),
    ...optional("after"),
    ...optional("orderings"),
    ...optional("fetch"),
    ...optional("fetchLinks"),
    ...optional("brokenRoute"),
    ...(routes ? { routes } : {}),
  };
}

function parseRoutes(value: string | null): ContentRoute[] | undefined {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return undefined;
    return parsed.filter(
      (route): route is ContentRoute =>
        route !== null &&
        typeof route === "object" &&
        typeof (route as { type?: unknown }).type === "string" &&
        typeof (route as { path?: unknown }).path === "string",
    );
  } catch {
    return undefined;
  }
}
