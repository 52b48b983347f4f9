// The site's pages as a running server lists them in its sitemap, as paths on that server.
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

/** The first page of each kind in each language, by the route table (the one source of page kinds). */
export function onePerKind(paths: readonly string[]): PageOfKind[] {
  const chosen = new Map<string, PageOfKind>();
  for (const path of paths) {
    const resolution = resolvePath(path);
    if (resolution.type !== "page") continue;
    const key = `${resolution.route.kind} ${resolution.locale}`;
    if (!chosen.has(key)) chosen.set(key, { kind: resolution.route.kind, locale: resolution.locale, path });
  }
  return [...chosen.values()];
}
