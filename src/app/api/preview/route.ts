import { draftMode } from "next/headers";
import { NextResponse } from "next/server";
import { PREVIEW_COOKIE, PREVIEW_COOKIE_MAX_AGE, previewRequestSchema } from "@/features/preview/schema";
import { previewDestination } from "@/features/preview/start-preview";

export const dynamic = "force-dynamic";

/** Opens a preview session: remembers the token, turns on draft mode and goes to the previewed page. */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const parsed = previewRequestSchema.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) return NextResponse.redirect(new URL("/", url), 307);

  const destination = await previewDestination(parsed.data.token, parsed.data.documentId);
  (await draftMode()).enable();
  const response = NextResponse.redirect(new URL(destination, url), 307);
  response.cookies.set({
    name: PREVIEW_COOKIE,
    value: parsed.data.token,
    path: "/",
    maxAge: PREVIEW_COOKIE_MAX_AGE,
    sameSite: "lax",
  });
  response.headers.set("cache-control", "no-store");
  return response;
}
