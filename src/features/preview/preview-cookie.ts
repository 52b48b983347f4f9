import { PREVIEW_COOKIE } from "./schema";

export interface PreviewCookieOptions {
  /** Seconds the session lasts: never past the token it holds (see preview-route.ts). */
  readonly maxAgeSeconds: number;
  /** The instant the cookie is set (ms), for Expires. */
  readonly now: number;
  /** The request came over HTTPS (here or at the edge): the token then never travels in clear. */
  readonly secure: boolean;
  /**
   * A hosted repository's preview toolbar reads and rewrites the cookie from the page's script; the
   * embedded service has no such script, so there nothing but the server may touch it.
   */
  readonly readableByScripts: boolean;
}

/** Adds the Set-Cookie that opens a preview session on `token` for `maxAgeSeconds`. */
export function setPreviewCookie(headers: Headers, token: string, options: PreviewCookieOptions): void {
  const expires = new Date(options.now + options.maxAgeSeconds * 1000);
  headers.append(
    "set-cookie",
    [
      `${PREVIEW_COOKIE}=${encodeURIComponent(token)}`,
      "Path=/",
      `Expires=${expires.toUTCString()}`,
      `Max-Age=${options.maxAgeSeconds}`,
      ...(options.secure ? ["Secure"] : []),
      ...(options.readableByScripts ? [] : ["HttpOnly"]),
      "SameSite=Lax",
    ].join("; "),
  );
}

/** Expires the preview cookie with the attributes it was set with, so the browser replaces it. */
export function clearPreviewCookie(headers: Headers, secure: boolean): void {
  headers.append(
    "set-cookie",
    [
      `${PREVIEW_COOKIE}=`,
      "Path=/",
      `Expires=${new Date(0).toUTCString()}`,
      "Max-Age=0",
      ...(secure ? ["Secure"] : []),
      "SameSite=Lax",
    ].join("; "),
  );
}
