import "server-only";
import type { ContentClient } from "@/content/client";
import {
  checkPreviewToken,
  type PreviewSecret,
  type PreviewTokenCheck,
  previewTokenFor,
} from "@/content/service/refs";
import type { Locale } from "@/i18n/locales";
import { isHttps } from "@/platform/client-address";
import { clearPreviewCookie, setPreviewCookie } from "./preview-cookie";
import { type PreviewSourceConfig, previewTokenVerdict } from "./preview-token";
import { refusedLinkPage } from "./refused-link-page";
import { PREVIEW_COOKIE_MAX_AGE, previewRequestSchema } from "./schema";
import { decidePreview, homePath, isSitePath } from "./start-preview";

export interface PreviewRouteDeps {
  readonly client: ContentClient;
  readonly config: PreviewSourceConfig;
  /**
   * What the embedded content service signs its tokens with: a link of this site is checked here (an
   * expired or altered one is told so), and each session opened from it gets a token of its own. Unset
   * with a hosted repository, whose preview tokens are already one per session, made and ended by it.
   */
  readonly previewSecret?: PreviewSecret | undefined;
  /** The clock links and sessions expire by (ms since the epoch); default the system's. */
  readonly now?: () => number;
}

/**
 * A 307 to a path of this site, never kept by a cache (it may carry the session's cookie). The Location
 * is the path alone: the browser stays on the host it came to, where the cookie was just set, and no
 * Host header (nor the server's own localhost:PORT) ever reaches the answer.
 */
function redirect(location: string): Response {
  return new Response(null, {
    status: 307,
    headers: { location, "cache-control": "no-store" },
  });
}

/**
 * GET /api/preview/?token=…&documentId=…: opens a preview session only for a token of the configured
 * content service that the service still answers. Anything else sets nothing and says why on a page in
 * the visitor's `locale`: not a preview token, or another repository's (400), a link of the embedded
 * service altered (403) or expired (410), a session the service no longer knows (404); while the service
 * does not answer, the site root. A session has its own token, which expires with it: half an hour, and never after the
 * link.
 */
export function createOpenPreviewHandler(
  deps: PreviewRouteDeps,
): (request: Request, locale: Locale) => Promise<Response> {
  const clock = deps.now ?? Date.now;
  return async (request, locale) => {
    const url = new URL(request.url);
    const now = clock();
    const parsed = previewRequestSchema.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) return refusedLinkPage("malformed", locale);
    const { token, documentId } = parsed.data;
    const verdict = previewTokenVerdict(token, deps.config, url.origin);
    if (verdict !== "ours") return refusedLinkPage(verdict, locale);
    // The embedded service's own links are checked here: an expired or altered one is told so.
    const link = deps.previewSecret ? checkPreviewToken(token, deps.previewSecret, now) : undefined;
    if (link?.kind === "expired" || link?.kind === "invalid") return refusedLinkPage(link.kind, locale);

    const decision = await decidePreview(deps.client, token, documentId);
    // The service not answering: as the specification has it, a preview that resolves to no page lands
    // on the site root (pages keep being served from the route cache meanwhile).
    if (!decision.open)
      return decision.reason === "unavailable"
        ? redirect(homePath())
        : refusedLinkPage(decision.reason, locale);
    const session =
      link && deps.previewSecret
        ? ownSession(decision.token, link, deps.previewSecret, now)
        : { token: decision.token, maxAgeSeconds: PREVIEW_COOKIE_MAX_AGE };
    // A link with less than a second left opens nothing it could keep open.
    if (session.maxAgeSeconds <= 0) return refusedLinkPage("expired", locale);
    const response = redirect(decision.location);
    setPreviewCookie(response.headers, session.token, {
      maxAgeSeconds: session.maxAgeSeconds,
      now,
      secure: isHttps(request),
      readableByScripts: Boolean(deps.config.CONTENT_API_URL),
    });
    return response;
  };
}

/**
 * A token for this session alone: the link's release and document, a fresh nonce, and an expiry half an
 * hour away or the link's own, whichever comes first (to the second, as the token holds it).
 */
function ownSession(
  link: string,
  checked: Extract<PreviewTokenCheck, { kind: "valid" | "expired" }>,
  secret: PreviewSecret,
  now: number,
): { token: string; maxAgeSeconds: number } {
  const expiresAt =
    Math.floor(Math.min(checked.expiresAt, now + PREVIEW_COOKIE_MAX_AGE * 1000) / 1000) * 1000;
  const token = previewTokenFor(
    new URL(link).origin,
    checked.releaseId,
    checked.documentId,
    typeof secret === "function" ? secret() : secret,
    { expiresAt },
  );
  return { token, maxAgeSeconds: Math.floor((expiresAt - now) / 1000) };
}

/**
 * GET /api/preview/exit/: ends the session, whether the editor leaves it or it ended by itself (its
 * release was published or deleted): the preview cookie goes, and the editor returns to the page they
 * were on.
 */
export function createExitPreviewHandler(
  config: Pick<PreviewSourceConfig, "SITE_URL">,
): (request: Request) => Response {
  // The editor's page is on this site as SITE_URL names it, or as the request reached it (a local run).
  const origins = (request: Request) => [new URL(config.SITE_URL).origin, new URL(request.url).origin];
  return (request) => {
    const back = pageOfReferer(request.headers.get("referer"), origins(request));
    const response = redirect(isSitePath(back) ? back : "/");
    clearPreviewCookie(response.headers, isHttps(request));
    return response;
  };
}

function pageOfReferer(referer: string | null, origins: readonly string[]): string {
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    return origins.includes(from.origin) ? from.pathname : "/";
  } catch {
    return "/";
  }
}
