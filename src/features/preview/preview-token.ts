import { repositoryHostsOf } from "@/content/client/cookies";
import { prismicRepositoryOf } from "@/platform/prismic-repository";

export interface PreviewSourceConfig {
  /** The hosted repository's API root; unset means the embedded content service. */
  readonly CONTENT_API_URL?: string | undefined;
  /** The site's public origin, where the embedded service's tokens point. */
  readonly SITE_URL: string;
}

/**
 * What a `token` query parameter is, before any service is asked about it: a preview token of the
 * configured content service (`ours`), a preview token of another one (`foreign`: another Prismic
 * repository, another site), or not a preview token at all (`malformed`: junk, a broken URL, another
 * path, a `javascript:` URL).
 */
export type PreviewTokenVerdict = "ours" | "foreign" | "malformed";

/** A Prismic document or session id (`X4rJpxAAACEA_4M1`, `XT-HixEAACAA3y-6`). */
const PRISMIC_ID = "[A-Za-z0-9_-]{1,64}";
/**
 * Prismic's documented token: `https://<repo>.prismic.io/previews/<id>?websitePreviewId=<id>`, where
 * `<id>` is a session, `<session>:<draft>` for a saved draft, or `<release>~<session>` for a release
 * (prismic.io docs "Preview Drafts"; the toolbar's cookie and prismic-next's `websitePreviewId=` check
 * name the same URL). @prismicio/client does not look inside: `resolvePreviewURL` sends the token as
 * the ref, so the shape is checked here, before a bearer URL of anyone's choosing is sent anywhere.
 */
const PRISMIC_PREVIEW_PATH = new RegExp(`^/previews/${PRISMIC_ID}(?:[:~]${PRISMIC_ID}){0,2}$`);
const PRISMIC_REPOSITORY_HOST = /^[a-z0-9][a-z0-9-]*\.prismic\.io$/;
const WEBSITE_PREVIEW_ID = new RegExp(`^${PRISMIC_ID}$`);

/**
 * The embedded service's links, `/api/v2/previews/<release>:<document>:<expires>.<nonce>:<signature>`:
 * only the shape here; whether the signature holds and the link is still open is checkPreviewToken's.
 */
const EMBEDDED_PREVIEW_PATH = /^\/api\/v2\/previews\/[^/:]+:[^/]+$/;
/**
 * Any preview path: a token of some content service, and the shape a Prismic-compatible service other
 * than Prismic (another site's embedded service) is held to.
 */
const ANY_PREVIEW_PATH = /^(?:\/api\/v2)?\/previews\/[^/]+$/;

function parseHttpUrl(token: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(token);
  } catch {
    return undefined;
  }
  const plain =
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.username === "" &&
    url.password === "" &&
    url.hash === "";
  return plain ? url : undefined;
}

/** `https://<any repo>.prismic.io/previews/<id>?websitePreviewId=<id>`, and nothing more. */
function isPrismicPreviewUrl(url: URL): boolean {
  const params = [...url.searchParams.keys()];
  return (
    url.protocol === "https:" &&
    url.port === "" &&
    PRISMIC_REPOSITORY_HOST.test(url.hostname) &&
    PRISMIC_PREVIEW_PATH.test(url.pathname) &&
    params.length === 1 &&
    params[0] === "websitePreviewId" &&
    WEBSITE_PREVIEW_ID.test(url.searchParams.get("websitePreviewId") ?? "")
  );
}

/**
 * Sorts a token by shape. With a hosted Prismic repository, only that repository's preview URLs
 * (`https://lumbre.prismic.io/previews/…`, the editor's host: Prismic never names its CDN host in a
 * token) are ours; with the embedded service, its links at this site as SITE_URL names it or as the
 * request reached it (a port-forwarded or local run). A preview URL at another host is foreign; one at
 * our host but in another shape (plain http, its CDN host, a part missing) was broken on its way here.
 */
export function previewTokenVerdict(
  token: string,
  config: PreviewSourceConfig,
  requestOrigin: string,
): PreviewTokenVerdict {
  const url = parseHttpUrl(token);
  if (!url) return "malformed";
  const repository = prismicRepositoryOf(config.CONTENT_API_URL);
  const ourHosts = serviceHosts(config, requestOrigin);
  if (repository !== undefined) {
    if (isPrismicPreviewUrl(url) && url.hostname === `${repository}.prismic.io`) return "ours";
  } else if (
    previewOrigins(config, requestOrigin).includes(url.origin) &&
    (config.CONTENT_API_URL ? ANY_PREVIEW_PATH : EMBEDDED_PREVIEW_PATH).test(url.pathname)
  ) {
    return "ours";
  }
  const previewOfSomeService = isPrismicPreviewUrl(url) || ANY_PREVIEW_PATH.test(url.pathname);
  return previewOfSomeService && !ourHosts.includes(url.hostname) ? "foreign" : "malformed";
}

/** The host names of the configured content service (for the embedded one, this site's). */
function serviceHosts(config: PreviewSourceConfig, requestOrigin: string): readonly string[] {
  return previewOrigins(config, requestOrigin).map((origin) => new URL(origin).hostname);
}

/**
 * The origins of the configured content service: CONTENT_API_URL's host, with and without a `cdn.` label
 * (where a Prismic-compatible service other than Prismic puts its preview links), or, for the embedded
 * service, this site.
 */
export function previewOrigins(config: PreviewSourceConfig, requestOrigin: string): readonly string[] {
  if (config.CONTENT_API_URL) {
    const { protocol } = new URL(config.CONTENT_API_URL);
    return repositoryHostsOf(config.CONTENT_API_URL).map((host) => `${protocol}//${host}`);
  }
  return [new URL(config.SITE_URL).origin, requestOrigin];
}
