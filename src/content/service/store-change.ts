import "server-only";
import type { PublishedChange } from "@/platform/published-signal";
import type { ContentStore } from "./content-store";

/**
 * What taking `next` instead of `previous` changes for the pages: the id of every document added,
 * removed or edited, and `type:<type>` for each of their types (a listing depends on every document of
 * its type, a new one included); everything when there was no previous store or the bookmarks moved.
 */
export function storeChange(previous: ContentStore | undefined, next: ContentStore): PublishedChange {
  if (!previous) return "all";
  if (JSON.stringify(previous.bookmarks) !== JSON.stringify(next.bookmarks)) return "all";
  const before = new Map(previous.master.map((document) => [document.id, document]));
  const after = new Map(next.master.map((document) => [document.id, document]));
  const changed = new Set<string>();
  const note = (id: string, type: string) => {
    changed.add(id);
    changed.add(`type:${type}`);
  };
  for (const [id, document] of after) {
    const earlier = before.get(id);
    if (!earlier || JSON.stringify(earlier) !== JSON.stringify(document)) note(id, document.type);
  }
  for (const [id, document] of before) if (!after.has(id)) note(id, document.type);
  return [...changed].sort();
}
