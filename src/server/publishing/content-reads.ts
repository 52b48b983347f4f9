import "server-only";
import type { PublishedChange } from "@/platform/published-signal";

/**
 * The header a page carries from the site to the production server's cache: what the page was made of
 * (see RequestContext.reads). The cache keeps it with the page and never sends it on.
 */
export const CONTENT_READS_HEADER = "x-lumbre-content-reads";

/** Past this many, a page depends on everything (a publish always renders it again). */
const MAX_READS = 400;

export function contentReadsHeader(reads: ReadonlySet<string>): string {
  return reads.size > MAX_READS ? "*" : [...reads].sort().join(" ");
}

/** What a publish changed: document ids and `type:<type>` for their types, or everything. */
export type ContentChange = PublishedChange;

/**
 * Must an answer kept with this header be rendered again after `change`? One without it (a script, an
 * image variant) was made of no content.
 */
export function dependsOn(header: string | undefined, change: ContentChange): boolean {
  if (header === undefined) return false;
  if (change === "all" || header === "*") return true;
  const reads = new Set(header.split(" "));
  return change.some((item) => reads.has(item));
}
