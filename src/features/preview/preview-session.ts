import "server-only";
import { cookies, draftMode } from "next/headers";
import type { ContentClient } from "@/content/client";
import { contentClient } from "@/content/source";

/**
 * A visitor's preview session: `off` (no draft mode), `active`, or `ended`: draft mode is still on but
 * the session's token is gone (its release was published or deleted, or the 30-minute preview cookie
 * ran out while Next's draft-mode cookie lives on). Pages read the master then; the preview bar says so
 * and offers the exit, which clears both cookies (Server Components cannot).
 */
export type PreviewSessionState = "off" | "active" | "ended";

export async function sessionStateOf(
  draftModeEnabled: boolean,
  cookieHeader: string,
  client: ContentClient,
): Promise<PreviewSessionState> {
  if (!draftModeEnabled) return "off";
  const token = client.previewRef(cookieHeader);
  if (token === undefined) return "ended";
  // An outage is not an ending: the session resumes once the service answers again.
  return (await client.refStatus(token)) === "gone" ? "ended" : "active";
}

/** The state of this request's preview session, for Server Components. */
export async function previewSessionState(): Promise<PreviewSessionState> {
  // cookies() turns a page dynamic: read them only when draft mode already made it so.
  if (!(await draftMode()).isEnabled) return "off";
  return sessionStateOf(true, (await cookies()).toString(), contentClient);
}
