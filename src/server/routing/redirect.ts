import "server-only";
import { NextResponse } from "next/server";

/** A redirect to a path of this site (Next's proxy needs an absolute Location; it takes the request's origin). */
export function redirectTo(base: URL, location: string, status: 301 | 302 | 307 | 308): NextResponse {
  return NextResponse.redirect(new URL(location, base), status);
}
