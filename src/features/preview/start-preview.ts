import "server-only";
import type { ContentClient } from "@/content/client";
import { linkResolver, localeOfContentLang } from "@/content/link-resolver";
import { defaultLocale } from "@/i18n/locales";
import { localePath, routeAt } from "@/i18n/routes";
import { isPreviewTokenOf } from "./preview-token";
import { previewRequestSchema } from "./schema";

/** Opening a preview: either a session on `token`, or nothing at all and a way home. */
export type PreviewDecision =
  | { readonly open: true; readonly token: string; readonly location: string }
  | { readonly open: false; readonly location: string };

export interface PreviewDecisionDeps {
  readonly client: ContentClient;
  /** Where preview tokens of the configured content service live (see previewOrigins). */
  readonly origins: readonly string[];
}

/**
 * Decides what `/preview/?token=…&documentId=…` does. A session opens only for a preview URL of the
 * configured content service that the service still answers; anything else (junk, another host, a
 * release that was published or deleted) opens nothing and lands on the home page of the document's
 * language, so one bad link can never leave a visitor with a session every page fails on.
 */
export async function decidePreview(
  query: URLSearchParams,
  { client, origins }: PreviewDecisionDeps,
): Promise<PreviewDecision> {
  const parsed = previewRequestSchema.safeParse(Object.fromEntries(query));
  const documentId = parsed.success ? parsed.data.documentId : undefined;
  if (!parsed.success || !isPreviewTokenOf(parsed.data.token, origins)) {
    return { open: false, location: await homeOf(client, documentId) };
  }
  const { token } = parsed.data;
  const status = await client.refStatus(token);
  if (status === "live")
    return { open: true, token, location: await previewDestination(client, token, documentId) };
  // A failing service is not asked again for the document's language.
  return { open: false, location: status === "gone" ? await homeOf(client, documentId) : homePath() };
}

function homePath(): string {
  return localePath("index", defaultLocale);
}

/** The home page in the language of the published document, when there is one. */
async function homeOf(client: ContentClient, documentId: string | undefined): Promise<string> {
  if (!documentId) return homePath();
  try {
    const document = await client.getByID(documentId);
    const locale = localeOfContentLang(document?.lang);
    return locale ? localePath("index", locale) : homePath();
  } catch {
    return homePath();
  }
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
