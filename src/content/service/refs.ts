import type { ContentRelease, ContentStore } from "./content-store";
import type { StoredDocument } from "./types";

export type RefResolution =
  | { readonly type: "found"; readonly documents: readonly StoredDocument[]; readonly preview: boolean }
  | { readonly type: "expired" }
  | { readonly type: "unknown" };

/** The path of a preview-session token URL: /api/v2/previews/<release>:<mainDocument>. */
const PREVIEW_PATH = /\/api\/v2\/previews\/(?<release>[a-z0-9-]+):(?<document>[^/?#]+)$/;

export function previewTokenFor(origin: string, releaseId: string, documentId: string): string {
  return `${origin}/api/v2/previews/${releaseId}:${encodeURIComponent(documentId)}`;
}

export function parsePreviewToken(token: string): { releaseId: string; documentId: string } | undefined {
  let url: URL;
  try {
    url = new URL(token);
  } catch {
    return undefined;
  }
  const match = PREVIEW_PATH.exec(url.pathname);
  if (!match?.groups?.release || !match.groups.document) return undefined;
  return { releaseId: match.groups.release, documentId: decodeURIComponent(match.groups.document) };
}

/**
 * A ref as clients send it may be a preview token still percent-encoded, or the preview toolbar's JSON
 * jar (protocol §4, server recommendation): unwrap those before looking it up.
 */
export function unwrapRef(ref: string): string {
  let value = ref;
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(value); i += 1) {
    try {
      value = decodeURIComponent(value);
    } catch {
      break;
    }
  }
  if (value.startsWith("{")) {
    try {
      const jar: unknown = JSON.parse(value);
      if (jar && typeof jar === "object") {
        const previews = Object.values(jar).flatMap((entry) =>
          entry && typeof entry === "object" && "preview" in entry && typeof entry.preview === "string"
            ? [entry.preview]
            : [],
        );
        if (previews.length === 1 && previews[0]) return previews[0];
      }
    } catch {
      return value;
    }
  }
  return value;
}

export function resolveRef(store: ContentStore, rawRef: string): RefResolution {
  if (rawRef === store.masterRef) return { type: "found", documents: store.master, preview: false };
  const release = store.releases.find((candidate) => candidate.ref === rawRef);
  if (release) return { type: "found", documents: release.documents, preview: false };

  const ref = unwrapRef(rawRef);
  const session = parsePreviewToken(ref);
  if (session) {
    const previewed = releaseById(store, session.releaseId);
    return previewed ? { type: "found", documents: previewed.documents, preview: true } : { type: "expired" };
  }
  // A release ref built on an earlier master: the release exists, the content it was cut from does not.
  const [releasePart, masterPart] = ref.split("~");
  if (
    masterPart &&
    masterPart !== store.masterRef &&
    store.releases.some((r) => r.ref.startsWith(`${releasePart}~`))
  ) {
    return { type: "expired" };
  }
  return { type: "unknown" };
}

export function releaseById(store: ContentStore, id: string): ContentRelease | undefined {
  return store.releases.find((release) => release.id === id);
}
