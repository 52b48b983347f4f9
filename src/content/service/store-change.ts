import "server-only";
import { editTags, membershipTags } from "@/platform/content-tags";
import type { PublishedChange } from "@/platform/published-signal";
import type { ContentStore } from "./content-store";

/**
 * What taking `next` instead of `previous` changes for the pages (src/platform/content-tags.ts): each
 * document added or removed, with its type's listings; each document edited, with the fields that differ;
 * everything when there was no previous store or the bookmarks moved.
 */
export function storeChange(previous: ContentStore | undefined, next: ContentStore): PublishedChange {
  if (!previous) return "all";
  if (JSON.stringify(previous.bookmarks) !== JSON.stringify(next.bookmarks)) return "all";
  const before = new Map(previous.master.map((document) => [document.id, document]));
  const after = new Map(next.master.map((document) => [document.id, document]));
  const changed = new Set<string>();
  for (const [id, document] of after) {
    const earlier = before.get(id);
    const tags = !earlier
      ? membershipTags(document)
      : JSON.stringify(earlier) !== JSON.stringify(document)
        ? editTags(earlier, document)
        : [];
    for (const tag of tags) changed.add(tag);
  }
  for (const [id, document] of before)
    if (!after.has(id)) for (const tag of membershipTags(document)) changed.add(tag);
  return [...changed].sort();
}
