import type { ContentStore } from "@/content/service/content-store";
import { parsePreviewToken, previewTokenFor, releaseById } from "@/content/service/refs";
import { PREVIEW_LINK_MAX_DAYS, previewLinkArgsSchema } from "./schema";

export const PREVIEW_LINK_USAGE =
  "usage: npm run preview:link -- <release> <documentId> [--origin https://site.example] [--days 7]";

export interface PreviewLinkOptions {
  /** A folder of content/releases/. */
  readonly releaseId: string;
  /** The document the preview lands on: changed in the release, or published in content/documents. */
  readonly documentId: string;
  /** The site the link opens; unset, the caller's default (SITE_URL). */
  readonly origin?: string | undefined;
  /** Days the link opens the release, from when it is made (1 to PREVIEW_LINK_MAX_DAYS). */
  readonly days: number;
}

const OPTIONS = ["origin", "days"] as const;
type OptionName = (typeof OPTIONS)[number];

function optionName(name: string): OptionName | undefined {
  return OPTIONS.find((option) => option === name);
}

/** The command line: two positional arguments, --origin and --days (also --name=value). */
export function parsePreviewLinkArgs(argv: readonly string[]): PreviewLinkOptions | { error: string } {
  const positional: string[] = [];
  const given: Partial<Record<OptionName, string>> = {};
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? "";
    if (!argument.startsWith("--")) {
      positional.push(argument);
      continue;
    }
    const equals = argument.indexOf("=");
    const name = optionName(argument.slice(2, equals < 0 ? undefined : equals));
    if (!name) return { error: `unknown option ${argument}` };
    const value = equals < 0 ? argv[index + 1] : argument.slice(equals + 1);
    if (value === undefined) return { error: `--${name} needs a value` };
    if (equals < 0) index++;
    given[name] = value;
  }
  const [releaseId, documentId, ...rest] = positional;
  if (!releaseId || !documentId) return { error: "a release and a document id are needed" };
  if (rest.length > 0) return { error: `unexpected argument ${rest[0]}` };
  const parsed = previewLinkArgsSchema.safeParse({ releaseId, documentId, ...given });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path[0];
    return field === "days"
      ? {
          error: `--days ${given.days ?? ""}: a whole number of days from 1 to ${PREVIEW_LINK_MAX_DAYS} (a link cannot be revoked alone: only a new PREVIEW_SECRET ends it, with every other link)`,
        }
      : { error: `${String(field ?? "arguments")}: ${parsed.error.issues[0]?.message ?? "invalid"}` };
  }
  return parsed.data;
}

/**
 * The `/preview/?token=…&documentId=…` URL that opens a preview of `documentId` in a release for
 * `options.days` from `now` (ms), with the token (expiry included) signed by `secret` (the site's own:
 * PREVIEW_SECRET or data/preview-secret). Only for a release and document that exist, so an editor is
 * never handed a link that opens nothing.
 */
export function previewLinkFor(
  store: ContentStore,
  options: PreviewLinkOptions & { readonly origin: string },
  secret: string,
  now: number,
): { ok: true; url: string; expiresAt: Date } | { ok: false; error: string } {
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
  const expiresAt = now + options.days * 24 * 60 * 60 * 1000;
  const token = previewTokenFor(origin, release.id, options.documentId, secret, { expiresAt });
  // The service reads release names of lowercase letters, digits and hyphens only: check it will read
  // this one, rather than hand out a link that opens nothing.
  const parsed = parsePreviewToken(token, secret, now);
  if (parsed?.releaseId !== release.id || parsed.documentId !== options.documentId) {
    return {
      ok: false,
      error: `release "${release.id}" cannot be previewed: name its folder with lowercase letters, digits and hyphens`,
    };
  }
  const query = new URLSearchParams({ token, documentId: options.documentId });
  // The token holds the expiry to the second.
  return {
    ok: true,
    url: `${origin}/preview/?${query}`,
    expiresAt: new Date(Math.floor(expiresAt / 1000) * 1000),
  };
}
