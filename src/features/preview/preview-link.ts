import type { ContentStore } from "@/content/service/content-store";
import { parsePreviewToken, previewTokenFor, releaseById } from "@/content/service/refs";

export const PREVIEW_LINK_USAGE =
  "usage: npm run preview:link -- <release> <documentId> [--origin https://site.example]";

export interface PreviewLinkOptions {
  /** A folder of content/releases/. */
  readonly releaseId: string;
  /** The document the preview lands on: changed in the release, or published in content/documents. */
  readonly documentId: string;
  /** The site the link opens; unset, the caller's default (SITE_URL). */
  readonly origin?: string | undefined;
}

/** The command line: two positional arguments and --origin (also --origin=…). */
export function parsePreviewLinkArgs(argv: readonly string[]): PreviewLinkOptions | { error: string } {
  const positional: string[] = [];
  let origin: string | undefined;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? "";
    if (argument === "--origin") {
      const value = argv[index + 1];
      if (value === undefined) return { error: "--origin needs a value" };
      origin = value;
      index++;
    } else if (argument.startsWith("--origin=")) origin = argument.slice("--origin=".length);
    else if (argument.startsWith("--")) return { error: `unknown option ${argument}` };
    else positional.push(argument);
  }
  const [releaseId, documentId, ...rest] = positional;
  if (!releaseId || !documentId) return { error: "a release and a document id are needed" };
  if (rest.length > 0) return { error: `unexpected argument ${rest[0]}` };
  return { releaseId, documentId, origin };
}

/**
 * The `/preview/?token=…&documentId=…` URL that opens a preview of `documentId` in a release, with the
 * token signed by `secret` (the site's own: PREVIEW_SECRET or data/preview-secret). Only for a release
 * and document that exist, so an editor is never handed a link that opens nothing.
 */
export function previewLinkFor(
  store: ContentStore,
  options: PreviewLinkOptions & { readonly origin: string },
  secret: string,
): { ok: true; url: string } | { ok: false; error: string } {
  let origin: string;
  try {
    const url = new URL(options.origin);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(url.protocol);
    origin = url.origin;
  } catch {
    return {
      ok: false,
      error: `--origin ${options.origin}: not an http(s) URL such as https://site.example`,
    };
  }
  const release = releaseById(store, options.releaseId);
  if (!release) {
    const known = store.releases.map((candidate) => candidate.id).join(", ") || "none";
    return {
      ok: false,
      error: `no release "${options.releaseId}" in content/releases/ (releases: ${known})`,
    };
  }
  // A release holds what it changes layered on the published documents: either kind may be previewed.
  if (!release.documents.some((document) => document.id === options.documentId)) {
    return {
      ok: false,
      error: `no document "${options.documentId}" in content/releases/${release.id}/ or content/documents/`,
    };
  }
  const token = previewTokenFor(origin, release.id, options.documentId, secret);
  // The service reads release names of lowercase letters, digits and hyphens only: check it will read
  // this one, rather than hand out a link that opens nothing.
  const parsed = parsePreviewToken(token, secret);
  if (parsed?.releaseId !== release.id || parsed.documentId !== options.documentId) {
    return {
      ok: false,
      error: `release "${release.id}" cannot be previewed: name its folder with lowercase letters, digits and hyphens`,
    };
  }
  const query = new URLSearchParams({ token, documentId: options.documentId });
  return { ok: true, url: `${origin}/preview/?${query}` };
}
