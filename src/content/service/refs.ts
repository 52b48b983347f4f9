import type { ContentRelease, ContentStore } from "./content-store";
import type { StoredDocument } from "./types";

/** What a ref reads and through what: who may read it is decided by the caller's access (access.ts). */
export type RefResolution =
  | { readonly type: "found"; readonly via: "master"; readonly documents: readonly StoredDocument[] }
  | {
      readonly type: "found";
      /** "release": the release's own ref; "preview": a preview token naming the release. */
      readonly via: "release" | "preview";
      readonly releaseId: string;
      readonly documents: readonly StoredDocument[];
    }
  | { readonly type: "expired"; readonly releaseId?: string }
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
  try {
    return { releaseId: match.groups.release, documentId: decodeURIComponent(match.groups.document) };
  } catch {
    // A document id that is not valid percent-encoding names no document: not a token.
    return undefined;
  }
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

/** The release a preview token (raw, encoded or in a toolbar jar) opens, if that release still exists. */
export function releaseOfPreviewToken(store: ContentStore, token: string): ContentRelease | undefined {
  const session = parsePreviewToken(unwrapRef(token));
  return session ? releaseById(store, session.releaseId) : undefined;
}

export function resolveRef(store: ContentStore, rawRef: string): RefResolution {
  if (rawRef === store.masterRef) return { type: "found", via: "master", documents: store.master };
  const release = store.releases.find((candidate) => candidate.ref === rawRef);
  if (release) {
    return { type: "found", via: "release", releaseId: release.id, documents: release.documents };
  }

  const ref = unwrapRef(rawRef);
  const session = parsePreviewToken(ref);
  if (session) {
    const previewed = releaseById(store, session.releaseId);
    return previewed
      ? { type: "found", via: "preview", releaseId: previewed.id, documents: previewed.documents }
      : { type: "expired" };
  }
  // A release ref built on an earlier master: the release exists, the content it was cut from does not.
  const [releasePart, masterPart] = ref.split("~");
  const cutFrom = store.releases.find((r) => r.ref.startsWith(`${releasePart}~`));
  if (masterPart && masterPart !== store.masterRef && cutFrom) {
    return { type: "expired", releaseId: cutFrom.id };
  }
  return { type: "unknown" };
}

export function releaseById(store: ContentStore, id: string): ContentRelease | undefined {
  return store.releases.find((release) => release.id === id);
}
