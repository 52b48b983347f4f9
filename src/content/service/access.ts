import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { PREVIEW_COOKIE } from "../client/constants";
import { parseCookieHeader } from "../client/cookies";
import type { ContentStore } from "./content-store";
import { type PreviewSecret, releaseOfPreviewToken } from "./refs";

/**
 * Who is asking, as far as releases go (hosted Prismic's "public API for master only"):
 * - `site`: the site's own content client, in-process; it is the site, so it reads everything.
 * - `token`: an outside caller holding CONTENT_ACCESS_TOKEN; reads every release.
 * - `visitor`: everyone else; reads the master, the refs of running experiments (their content is live
 *   for part of the visitors anyway) and, with a preview session, that session's release only.
 */
export type Access =
  | { readonly kind: "site" }
  | { readonly kind: "token"; readonly token: string }
  | { readonly kind: "visitor"; readonly previewReleaseId?: string };

export interface AccessOptions {
  /** Set only on the in-process handler, which no outside request can reach. */
  readonly privileged?: boolean;
  /** The secret that opens every release to an outside caller; unset, none can. */
  readonly accessToken?: string | undefined;
  /**
   * What preview tokens are signed with: a session cookie shows its release only when its token was made
   * by previewTokenFor with this secret.
   */
  readonly previewSecret: PreviewSecret;
  /** The clock preview tokens expire by (ms since the epoch); default the system's. */
  readonly now?: () => number;
}

const AUTHORIZATION = /^(?:token|bearer)\s+(?<token>\S+)\s*$/i;

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}

/** Constant-time comparison: the time taken says nothing about how much of the token was right. */
function sameSecret(presented: string, secret: string): boolean {
  return timingSafeEqual(digest(presented), digest(secret));
}

/** The token an outside caller presents: `access_token` (as Prismic's clients send it) or Authorization. */
function presentedToken(request: Request, url: URL): string | undefined {
  const fromQuery = url.searchParams.get("access_token");
  if (fromQuery) return fromQuery;
  return AUTHORIZATION.exec(request.headers.get("authorization") ?? "")?.groups?.token;
}

export function accessOf(request: Request, url: URL, store: ContentStore, options: AccessOptions): Access {
  if (options.privileged) return { kind: "site" };
  const token = presentedToken(request, url);
  // A wrong token is ignored rather than refused: the caller still reads what anybody may.
  if (token && options.accessToken && sameSecret(token, options.accessToken)) return { kind: "token", token };
  const cookie = parseCookieHeader(request.headers.get("cookie") ?? "").get(PREVIEW_COOKIE);
  const now = (options.now ?? Date.now)();
  const previewed = cookie ? releaseOfPreviewToken(store, cookie, options.previewSecret, now) : undefined;
  return previewed ? { kind: "visitor", previewReleaseId: previewed.id } : { kind: "visitor" };
}

/** Whether the root lists this release's ref to the caller (a visitor: only their preview's release). */
export function listsRelease(access: Access, releaseId: string): boolean {
  return access.kind !== "visitor" || access.previewReleaseId === releaseId;
}

/** Whether the caller may search at this release's ref: listed to them, or an experiment's variation. */
export function mayReadRelease(access: Access, store: ContentStore, releaseId: string): boolean {
  if (listsRelease(access, releaseId)) return true;
  const release = store.releases.find((candidate) => candidate.id === releaseId);
  return release !== undefined && experimentRefs(store).has(release.ref);
}

function experimentRefs(store: ContentStore): ReadonlySet<string> {
  return new Set(
    store.experiments.running.flatMap((experiment) =>
      experiment.variations.map((variation) => variation.ref),
    ),
  );
}
