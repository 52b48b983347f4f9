import "server-only";
import { clientAddress } from "@/platform/client-address";
import type { RouteLimiter } from "@/server/http/rate-limit";
import { MAX_BODY_BYTES, readBody } from "@/server/http/read-body";

/** Why a page's form post was refused before its fields were read. */
export type FormPostRefusal = "crossSite" | "rateLimited" | "contentType" | "tooLarge" | "malformed";

export type FormPostGuard =
  | { readonly ok: true; readonly fields: URLSearchParams }
  | {
      readonly ok: false;
      readonly status: 400 | 403 | 413 | 415 | 429;
      readonly reason: FormPostRefusal;
      readonly retryAfterSeconds?: number;
    };

/**
 * A post from this site's own page: the browser's fetch metadata says same-origin, or (a browser without
 * it) the Origin names this host. A client sending neither is no browser a cross-site page could drive.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin";
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    // "null" (a sandboxed frame, a privacy-sensitive redirect) or garbage: not this site.
    return false;
  }
}

/** application/x-www-form-urlencoded, UTF-8 (what a browser's form sends; multipart is not asked for). */
export function isFormContentType(header: string | null): boolean {
  if (!header) return false;
  const [mediaType = "", ...parameters] = header.split(";");
  if (mediaType.trim().toLowerCase() !== "application/x-www-form-urlencoded") return false;
  const charset = parameters
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith("charset="));
  return charset === undefined || /^charset="?utf-8"?$/.test(charset);
}

/**
 * The body's fields, or undefined when it is not well-formed: URLSearchParams would read a broken
 * escape ("%zz", half a UTF-8 sequence) as other text than was sent, and the visitor would see it.
 */
export function parseFormBody(text: string): URLSearchParams | undefined {
  for (const part of text.split("&")) {
    try {
      decodeURIComponent(part.replace(/\+/g, " "));
    } catch {
      return undefined;
    }
  }
  return new URLSearchParams(text);
}

/**
 * What a page's form post goes through before its fields are read, as the JSON guard does for the API
 * (its limiter, body reader and limits): another site's page (403), the client's rate (429 with
 * Retry-After), the content type (415), the body's size (413) and its encoding (400). Nothing throws.
 */
export async function guardFormPost(
  request: Request,
  options: { readonly limiter: RouteLimiter; readonly maxBytes?: number },
): Promise<FormPostGuard> {
  if (!isSameOrigin(request)) return { ok: false, status: 403, reason: "crossSite" };
  // Every post costs a token, refused ones too; each is a render past the cache.
  const verdict = options.limiter.take(clientAddress(request.headers));
  if (!verdict.allowed) {
    return { ok: false, status: 429, reason: "rateLimited", retryAfterSeconds: verdict.retryAfterSeconds };
  }
  if (!isFormContentType(request.headers.get("content-type"))) {
    return { ok: false, status: 415, reason: "contentType" };
  }
  const read = await readBody(request, options.maxBytes ?? MAX_BODY_BYTES);
  if (!read.ok) {
    return read.reason === "tooLarge"
      ? { ok: false, status: 413, reason: "tooLarge" }
      : { ok: false, status: 400, reason: "malformed" };
  }
  const fields = parseFormBody(read.text);
  return fields ? { ok: true, fields } : { ok: false, status: 400, reason: "malformed" };
}
