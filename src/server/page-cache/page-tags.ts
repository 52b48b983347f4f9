import "server-only";
import type { PublishedChange } from "@/platform/published-signal";
import { EVERY_DOCUMENT_TAG } from "./page-store";

/** Every page the route cache keeps carries it: invalidating it is "everything changed". */
export const ALL_PAGES_TAG = "lumbre:page";

/** Past this many reads a page depends on everything (any publish renders it again). */
const MAX_READS = 400;

/**
 * A page's cache tags (Astro's `cache.set({ tags })`): the documents it read and `type:<type>` for each
 * listing it queried (RequestContext.reads), sorted, or the every-document tag past the bound.
 */
export function pageTags(reads: ReadonlySet<string>): string[] {
  return [ALL_PAGES_TAG, ...(reads.size > MAX_READS ? [EVERY_DOCUMENT_TAG] : [...reads].sort())];
}

/** The tags a publish invalidates: the documents and types it changed, or every page. */
export function publishedTags(change: PublishedChange): string[] {
  return change === "all" ? [ALL_PAGES_TAG] : [...change];
}

/** Is a render tagged `tags` made of what `change` changed? */
export function madeOf(tags: readonly string[], change: PublishedChange): boolean {
  if (change === "all" || tags.includes(EVERY_DOCUMENT_TAG)) return true;
  const changed = new Set(change);
  return tags.some((tag) => changed.has(tag));
}
