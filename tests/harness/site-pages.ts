// The site's pages as a running server lists them in its sitemap, as paths on that server.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locale } from "@/i18n/locales";
import { resolvePath } from "@/i18n/routes";

/** Every page path of the sitemap (both languages), in the sitemap's order. */
export async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const response = await fetch(new URL("/sitemap.xml", baseUrl));
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
  if (paths.length === 0) throw new Error("/sitemap.xml lists no page");
  return paths;
}

export interface PageOfKind {
  /** The route table's page kind (home, service, case, insight, legal…). */
  readonly kind: string;
  readonly locale: Locale;
  readonly path: string;
}

/** The uids of a type's documents in the checkout's content/, in both languages. */
function uidsOf(type: string): ReadonlySet<string> {
  const folder = join(import.meta.dirname, "..", "..", "content", "documents", type);
  return new Set(
    readdirSync(folder).map(
      (file) => (JSON.parse(readFileSync(join(folder, file), "utf8")) as { uid: string }).uid,
    ),
  );
}

let documentUids:
  | { readonly families: ReadonlySet<string>; readonly services: ReadonlySet<string> }
  | undefined;

/**
 * A page's kind. Where routes share a pattern (a family and a service at /services/{uid}/, a legal page
 * and a data-viz service at /es/{uid}/) the server's page index tells them apart; here the checkout's
 * documents do (a copy's clones of a service, `<uid>-g<n>`, are services).
 */
function kindOf(path: string, kind: string): string {
  if (kind !== "service-family" && kind !== "legal") return kind;
  documentUids ??= { families: uidsOf("service_family"), services: uidsOf("service") };
  const uid = path.split("/").filter(Boolean).at(-1) ?? "";
  if (documentUids.families.has(uid)) return "service-family";
  if (kind === "service-family" || documentUids.services.has(uid)) return "service";
  return kind;
}

/** The first page of each kind in each language, by the route table (the one source of page kinds). */
export function onePerKind(paths: readonly string[]): PageOfKind[] {
  const chosen = new Map<string, PageOfKind>();
  for (const path of paths) {
    const resolution = resolvePath(path);
    if (resolution.type !== "page") continue;
    const kind = kindOf(path, resolution.route.kind);
    const key = `${kind} ${resolution.locale}`;
    if (!chosen.has(key)) chosen.set(key, { kind, locale: resolution.locale, path });
  }
  return [...chosen.values()];
}
