import { linkResolver, localeOfContentLang } from "@/content/link-resolver";
import { contentClient } from "@/content/source";
import { defaultLocale } from "@/i18n/locales";
import { localePath, routeAt } from "@/i18n/routes";

/**
 * Where an editor's preview lands: the previewed document's page, read at the preview token's ref.
 * Only ever a path of this site; anything else (unknown document, broken token) lands on the home page.
 */
export async function previewDestination(token: string, documentId: string | undefined): Promise<string> {
  if (!documentId) return localePath("index", defaultLocale);
  try {
    const document = await contentClient.getByID(documentId, { ref: token });
    if (!document) return localePath("index", defaultLocale);
    const path = linkResolver(document);
    if (path && isSitePath(path)) return path;
    return localePath("index", localeOfContentLang(document.lang) ?? defaultLocale);
  } catch (error) {
    console.error("[preview] could not resolve the previewed document", error);
    return localePath("index", defaultLocale);
  }
}

/** A path of this site's route table: no scheme, no host, no protocol-relative "//". */
export function isSitePath(path: string): boolean {
  return (
    path.startsWith("/") && !path.startsWith("//") && !path.includes("\\") && routeAt(path) !== undefined
  );
}
