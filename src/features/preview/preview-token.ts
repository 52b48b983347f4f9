import { repositoryHostsOf } from "@/content/client/cookies";

export interface PreviewSourceConfig {
  /** The hosted repository's API root; unset means the embedded content service. */
  readonly CONTENT_API_URL?: string | undefined;
  /** The site's public origin, where the embedded service's tokens point. */
  readonly SITE_URL: string;
}

/**
 * The origins a preview token may point at: the hosted repository (its CDN host and the editor's host,
 * `lumbre.cdn.prismic.io` and `lumbre.prismic.io`), or, for the embedded service, this site as its
 * public URL names it and as this request reached it (a port-forwarded or local run).
 */
export function previewOrigins(config: PreviewSourceConfig, requestOrigin: string): readonly string[] {
  if (config.CONTENT_API_URL) {
    const { protocol } = new URL(config.CONTENT_API_URL);
    return repositoryHostsOf(config.CONTENT_API_URL).map((host) => `${protocol}//${host}`);
  }
  return [new URL(config.SITE_URL).origin, requestOrigin];
}

/**
 * `/previews/<session>:<document>` on hosted Prismic, `/api/v2/previews/<release>:<document>:<expires>.<nonce>:<signature>`
 * here. Only the shape: whether the signature holds and the link is still open is for checkPreviewToken
 * (the embedded service's links) or the content service (refStatus) to say.
 */
const PREVIEW_PATH = /^(?:\/api\/v2)?\/previews\/[^/:]+:[^/]+$/;

/**
 * Whether a token is a preview URL of the configured content service. Anything else (`x`, a
 * `javascript:` URL, another host) is refused before the service is asked about it.
 */
export function isPreviewTokenOf(token: string, origins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(token);
  } catch {
    return false;
  }
  return (
    (url.protocol === "https:" || url.protocol === "http:") &&
    url.username === "" &&
    url.password === "" &&
    url.hash === "" &&
    origins.includes(url.origin) &&
    PREVIEW_PATH.test(url.pathname)
  );
}
