import "server-only";
import { isAnyDocumentTag, isDocumentTag } from "@/platform/content-tags";
import type { PublishedChange } from "@/platform/published-signal";

/** Every page the route cache keeps carries it: invalidating it is "everything changed". */
export const ALL_PAGES_TAG = "lumbre:page";

/** Past this many documents a page stops naming each and depends on any document of the types it read. */
const MAX_DOCUMENTS = 400;

/**
 * A page's cache tags (Astro's `cache.set({ tags })`) from what it read (RequestContext.reads, in the
 * words of src/platform/content-tags.ts), sorted: the documents, listings and fields, or past the bound,
 * any document of the types it read in place of the documents.
 */
export function pageTags(reads: ReadonlySet<string>): string[] {
  const documents = [...reads].filter(isDocumentTag).length;
  const kept = [...reads].filter((tag) =>
    documents > MAX_DOCUMENTS ? !isDocumentTag(tag) : !isAnyDocumentTag(tag),
  );
  return [ALL_PAGES_TAG, ...kept.sort()];
}

/** The tags a publish invalidates: the documents and types it changed, or every page. */
export function publishedTags(change: PublishedChange): string[] {
  return change === "all" ? [ALL_PAGES_TAG] : [...change];
}

/** Is a render tagged `tags` made of what `change` changed? */
export function madeOf(tags: readonly string[], change: PublishedChange): boolean {
  if (change === "all") return true;
  const changed = new Set(change);
  return tags.some((tag) => changed.has(tag));
}
