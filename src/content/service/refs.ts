import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
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

/** How long a preview link opens its release when its maker does not say otherwise: a week. */
export const PREVIEW_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The path of a preview token URL: /api/v2/previews/<release>:<mainDocument>:<expires>.<nonce>:<signature>,
 * `expires` in Unix seconds, `nonce` random, so that no two tokens (two links, or the sessions opened
 * from one link) are alike. The release id has no colon, so the first one ends it; the expiry, nonce and
 * signature are the last three fields.
 */
const PREVIEW_PATH =
  /\/api\/v2\/previews\/(?<release>[a-z0-9-]+):(?<document>[^/?#]+):(?<expires>\d{1,12})\.(?<nonce>[A-Za-z0-9_-]{16}):(?<signature>[A-Za-z0-9_-]{43})$/;

/** Names what the signature covers, so no signature made for anything else can pass for a token's. */
const SIGNED_PREFIX = "lumbre-preview-v2";

interface TokenFields {
  readonly releaseId: string;
  readonly documentId: string;
  /** Unix seconds. */
  readonly expires: number;
  readonly nonce: string;
}

/**
 * HMAC-SHA-256 of the release, the expiry, the nonce and the document, in base64url (43 characters):
 * release folder names are easy to guess, so without it anybody could open a preview of an unpublished
 * release, or keep one open past its expiry. The document id goes last, so its colons cannot shift the
 * other fields.
 */
function signatureOf(fields: TokenFields, secret: string): string {
  const { releaseId, expires, nonce, documentId } = fields;
  return createHmac("sha256", secret)
    .update(`${SIGNED_PREFIX}:${releaseId}:${expires}:${nonce}:${documentId}`)
    .digest("base64url");
}

/** Constant-time: the time taken says nothing about how much of the signature was right. */
function isSignatureOf(signature: string, fields: TokenFields, secret: string): boolean {
  const expected = Buffer.from(signatureOf(fields, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface PreviewTokenOptions {
  /** When the token stops opening its release (ms since the epoch); default a week after `now`. */
  readonly expiresAt?: number;
  readonly now?: () => number;
}

/**
 * The only way to make a preview token: whoever holds it may read the release (see access.ts) until it
 * expires (to the second, never later than `expiresAt`).
 */
export function previewTokenFor(
  origin: string,
  releaseId: string,
  documentId: string,
  secret: string,
  options: PreviewTokenOptions = {},
): string {
  const expiresAt = options.expiresAt ?? (options.now ?? Date.now)() + PREVIEW_LINK_LIFETIME_MS;
  const fields: TokenFields = {
    releaseId,
    documentId,
    expires: Math.floor(expiresAt / 1000),
    nonce: randomBytes(12).toString("base64url"),
  };
  const signature = signatureOf(fields, secret);
  return `${origin}/api/v2/previews/${releaseId}:${encodeURIComponent(documentId)}:${fields.expires}.${fields.nonce}:${signature}`;
}

/** What a token is: signed with the secret and still open, signed but past its expiry, or junk. */
export type PreviewTokenCheck =
  | {
      readonly kind: "valid" | "expired";
      readonly releaseId: string;
      readonly documentId: string;
      /** When it stops (stopped) opening its release, ms since the epoch. */
      readonly expiresAt: number;
    }
  | { readonly kind: "invalid" };

const INVALID: PreviewTokenCheck = { kind: "invalid" };

/**
 * Checks a token against `secret` at the instant `now` (ms). Only a token whose signature is right tells
 * whether it expired: anything else, altered, unsigned or of the earlier form without an expiry, is junk.
 */
export function checkPreviewToken(token: string, secret: PreviewSecret, now: number): PreviewTokenCheck {
  let url: URL;
  try {
    url = new URL(token);
  } catch {
    return INVALID;
  }
  const groups = PREVIEW_PATH.exec(url.pathname)?.groups;
  const releaseId = groups?.release;
  const encodedDocument = groups?.document;
  const signature = groups?.signature;
  const nonce = groups?.nonce;
  const expires = Number(groups?.expires);
  if (!releaseId || !encodedDocument || !signature || !nonce || !Number.isSafeInteger(expires)) {
    return INVALID;
  }
  let documentId: string;
  try {
    documentId = decodeURIComponent(encodedDocument);
  } catch {
    // A document id that is not valid percent-encoding names no document: not a token.
    return INVALID;
  }
  const key = typeof secret === "function" ? secret() : secret;
  if (!isSignatureOf(signature, { releaseId, documentId, expires, nonce }, key)) return INVALID;
  const expiresAt = expires * 1000;
  return { kind: now < expiresAt ? "valid" : "expired", releaseId, documentId, expiresAt };
}

/**
 * The release and document a token names, only when it is signed with `secret` and has not expired at
 * `now` (ms; default the system clock); anything else is junk.
 */
export function parsePreviewToken(
  token: string,
  secret: PreviewSecret,
  now: number = Date.now(),
): { releaseId: string; documentId: string } | undefined {
  const check = checkPreviewToken(token, secret, now);
  return check.kind === "valid" ? { releaseId: check.releaseId, documentId: check.documentId } : undefined;
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
 * The release a preview token (raw, encoded or in a toolbar jar) opens: signed with `secret`, not expired
 * at `now` (ms), and that release still exists.
 */
export function releaseOfPreviewToken(
  store: ContentStore,
  token: string,
  secret: PreviewSecret,
  now: number = Date.now(),
): ContentRelease | undefined {
  const session = parsePreviewToken(unwrapRef(token), secret, now);
  return session ? releaseById(store, session.releaseId) : undefined;
}

/**
 * What `rawRef` reads at the instant `now` (ms); a preview token counts only when signed with `secret`
 * (else it is unknown), and reads nothing once it expired.
 */
export function resolveRef(
  store: ContentStore,
  rawRef: string,
  secret: PreviewSecret,
  now: number = Date.now(),
): RefResolution {
  if (rawRef === store.masterRef) return { type: "found", via: "master", documents: store.master };
  const release = store.releases.find((candidate) => candidate.ref === rawRef);
  if (release) {
    return { type: "found", via: "release", releaseId: release.id, documents: release.documents };
  }

  const ref = unwrapRef(rawRef);
  const session = checkPreviewToken(ref, secret, now);
  // An expired token is the holder's own, signed: it is told so (410), not refused as a guess would be.
  if (session.kind === "expired") return { type: "expired" };
  if (session.kind === "valid") {
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
