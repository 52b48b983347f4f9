import "server-only";
import type { ContentClient } from "@/content/client";
import { linkResolver, localeOfContentLang } from "@/content/link-resolver";
import { defaultLocale } from "@/i18n/locales";
import { localePath, routeAt } from "@/i18n/routes";

/**
 * Opening a preview on a token already known to be of the configured content service: a session and
 * where it lands, or why not: the service no longer knows the token (`gone`: its session expired, its
 * release was published or deleted, it never existed) or cannot be asked now (`unavailable`).
 */
export type PreviewDecision =
  | { readonly open: true; readonly token: string; readonly location: string }
  | { readonly open: false; readonly reason: "gone" | "unavailable" };

/**
 * Decides what `/preview/?token=…&documentId=…` does once the token has the service's shape
 * (preview-token.ts): a session opens only on a token the service still answers, so one bad link can
 * never leave a visitor with a session every page fails on.
 */
export async function decidePreview(
  client: ContentClient,
  token: string,
  documentId: string | undefined,
): Promise<PreviewDecision> {
  const status = await client.refStatus(token);
  if (status !== "live") return { open: false, reason: status };
  return { open: true, token, location: await previewDestination(client, token, documentId) };
}

/** The site root, where a preview that opens on no page lands. */
export function homePath(): string {
  return localePath("index", defaultLocale);
}

/**
 * Where an editor's preview lands: the previewed document's page, read at the preview token's ref.
 * Only ever a path of this site; anything else (unknown document, broken token) lands on the home page.
 */
async function previewDestination(
  client: ContentClient,
  token: string,
  documentId: string | undefined,
): Promise<string> {
  if (!documentId) return homePath();
  try {
    const document = await client.getByID(documentId, { ref: token });
    if (!document) return homePath();
    const path = linkResolver(document);
    if (path && isSitePath(path)) return path;
    return localePath("index", localeOfContentLang(document.lang) ?? defaultLocale);
  } catch (error) {
    console.error("[preview] could not resolve the previewed document", error);
    return homePath();
  }
}

/** A path of this site's route table: no scheme, no host, no protocol-relative "//". */
export function isSitePath(path: string): boolean {
  return (
    path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") && routeAt(path) !== undefined
  );
}
