import type { NextResponse } from "next/server";
import { PREVIEW_COOKIE, PREVIEW_COOKIE_MAX_AGE } from "./schema";

export interface PreviewCookieOptions {
  /** The request came over HTTPS (here or at the edge): the token then never travels in clear. */
  readonly secure: boolean;
  /**
   * A hosted repository's preview toolbar reads and rewrites the cookie from the page's script; the
   * embedded service has no such script, so there nothing but the server may touch it.
   */
  readonly readableByScripts: boolean;
}

export function setPreviewCookie(response: NextResponse, token: string, options: PreviewCookieOptions): void {
  response.cookies.set({
    name: PREVIEW_COOKIE,
    value: token,
    path: "/",
    maxAge: PREVIEW_COOKIE_MAX_AGE,
    sameSite: "lax",
    secure: options.secure,
    httpOnly: !options.readableByScripts,
  });
}

/** Expires the preview cookie with the attributes it was set with, so the browser replaces it. */
export function clearPreviewCookie(response: NextResponse, secure: boolean): void {
  response.cookies.set({
    name: PREVIEW_COOKIE,
    value: "",
    path: "/",
    expires: new Date(0),
    sameSite: "lax",
    secure,
  });
}
