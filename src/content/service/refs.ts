import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
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

/**
 * The secret preview tokens are signed with, or a function reading it when a token first needs it: the
 * site's handlers are built when their module loads (also during the build, which parses no token),
 * and reading the secret may create data/preview-secret.
 */
export type PreviewSecret = string | (() => string);

/**
 * The path of a preview-session token URL: /api/v2/previews/<release>:<mainDocument>:<signature>. The
 * release id has no colon, so the first one ends it; the signature is the last 43 characters.
 */
const PREVIEW_PATH =
  /\/api\/v2\/previews\/(?<release>[a-z0-9-]+):(?<document>[^/?#]+):(?<signature>[A-Za-z0-9_-]{43})$/;

/**
 * HMAC-SHA-256 of `<release>:<documentId>` in base64url (43 characters): release folder names are easy
 * to guess, so without it anybody could open a preview of an unpublished release.
 */
function signatureOf(releaseId: string, documentId: string, secret: string): string {
  return createHmac("sha256", secret).update(`${releaseId}:${documentId}`).digest("base64url");
}

/** Constant-time: the time taken says nothing about how much of the signature was right. */
function isSignatureOf(signature: string, releaseId: string, documentId: string, secret: string): boolean {
  const expected = Buffer.from(signatureOf(releaseId, documentId, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The only way to make a preview token: whoever holds it may read the release (see access.ts). */
export function previewTokenFor(
  origin: string,
  releaseId: string,
  documentId: string,
  secret: string,
): string {
  const signature = signatureOf(releaseId, documentId, secret);
  return `${origin}/api/v2/previews/${releaseId}:${encodeURIComponent(documentId)}:${signature}`;
}

/** The release and document a token names, only when it is signed with `secret`; anything else is junk. */
export function parsePreviewToken(
  token: string,
  secret: PreviewSecret,
): { releaseId: string; documentId: string } | undefined {
  let url: URL;
  try {
    url = new URL(token);
  } catch {
    return undefined;
  }
  const match = PREVIEW_PATH.exec(url.pathname);
  const releaseId = match?.groups?.release;
  const encodedDocument = match?.groups?.document;
  const signature = match?.groups?.signature;
  if (!releaseId || !encodedDocument || !signature) return undefined;
  let documentId: string;
  try {
    documentId = decodeURIComponent(encodedDocument);
  } catch {
    // A document id that is not valid percent-encoding names no document: not a token.
    return undefined;
  }
  const key = typeof secret === "function" ? secret() : secret;
  return isSignatureOf(signature, releaseId, documentId, key) ? { releaseId, documentId } : undefined;
}

/**
 * A ref as clients send it may be a preview token still percent-encoded, or the preview toolbar's JSON
 * jar, which the real API does not accept as a ref: unwrap those before looking it up.
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

/**
 * The release a preview token (raw, encoded or in a toolbar jar) opens: signed with `secret`, and that
 * release still exists.
 */
export function releaseOfPreviewToken(
  store: ContentStore,
  token: string,
  secret: PreviewSecret,
): ContentRelease | undefined {
  const session = parsePreviewToken(unwrapRef(token), secret);
  return session ? releaseById(store, session.releaseId) : undefined;
}

/** What `rawRef` reads; a preview token counts only when signed with `secret` (else it is unknown). */
export function resolveRef(store: ContentStore, rawRef: string, secret: PreviewSecret): RefResolution {
  if (rawRef === store.masterRef) return { type: "found", via: "master", documents: store.master };
  const release = store.releases.find((candidate) => candidate.ref === rawRef);
  if (release) {
    return { type: "found", via: "release", releaseId: release.id, documents: release.documents };
  }

  const ref = unwrapRef(rawRef);
  const session = parsePreviewToken(ref, secret);
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
