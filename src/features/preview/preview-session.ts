import "server-only";
import type { ContentClient } from "@/content/client";
import { isPreviewJarWithoutPreview } from "@/content/client/cookies";
import { contentClient } from "@/content/source";
import { requestContext } from "@/platform/request-context";

/**
 * A visitor's preview session: `off` (no preview cookie, or only the toolbar's jar without a preview),
 * `active`, or `ended`: the preview cookie is
 * still there but names no live release (it was published or deleted, or the cookie was never one the
 * service wrote). Pages read the master then; the preview bar says so and offers the exit, which clears
 * the cookie.
 */
export type PreviewSessionState = "off" | "active" | "ended";

export async function sessionStateOf(
  previewCookieSet: boolean,
  cookieHeader: string,
  client: ContentClient,
): Promise<PreviewSessionState> {
  if (!previewCookieSet) return "off";
  const token = client.previewRef(cookieHeader);
  // An editor signed in to the hosted repository carries the toolbar's jar on every page, preview or not.
  if (token === undefined) return isPreviewJarWithoutPreview(cookieHeader) ? "off" : "ended";
  // An outage is not an ending: the session resumes once the service answers again.
  return (await client.refStatus(token)) === "gone" ? "ended" : "active";
}

/** The state of this request's preview session, for the page being rendered. */
export async function previewSessionState(): Promise<PreviewSessionState> {
  const { preview, cookieHeader } = requestContext();
  return sessionStateOf(preview, cookieHeader, contentClient);
}
