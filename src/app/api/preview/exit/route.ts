import { draftMode } from "next/headers";
import { NextResponse } from "next/server";
import { PREVIEW_COOKIE } from "@/features/preview/schema";
import { isSitePath } from "@/features/preview/start-preview";

export const dynamic = "force-dynamic";

/** Leaves preview: draft mode off, preview cookie gone, back to the page the editor was on. */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const back = pageOfReferer(request.headers.get("referer"), url.origin);
  (await draftMode()).disable();
  const response = NextResponse.redirect(new URL(isSitePath(back) ? back : "/", url), 307);
  response.cookies.delete(PREVIEW_COOKIE);
  response.headers.set("cache-control", "no-store");
  return response;
}

function pageOfReferer(referer: string | null, origin: string): string {
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    return from.origin === origin ? from.pathname : "/";
  } catch {
    return "/";
  }
}
