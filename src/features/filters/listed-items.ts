import { useEffect } from "react";

/** The part of a listed element the filter touches (an HTMLElement in the page). */
export type ListedElement = Pick<HTMLElement, "dataset" | "hidden">;

/**
 * Hides the items of a list whose key is not shown, and shows the others; an item without a key is
 * left as it is.
 */
export function showListed(items: Iterable<ListedElement>, shown: ReadonlySet<string>): void {
  for (const item of items) {
    const { key } = item.dataset;
    if (key !== undefined) item.hidden = !shown.has(key);
  }
}

/**
 * Applies a filter to a list the server rendered outside the island (the cards stay server-rendered
 * HTML, so the island's props carry no cards): each `data-key` item of the list with id `listId` is
 * hidden unless its key is among `shown`.
 */
export function useListedItems(listId: string, shown: readonly string[]): void {
  // The keys in one string: the effect runs again only when what is shown changes.
  const keys = shown.join("\n");
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    showListed(list.querySelectorAll<HTMLElement>(":scope > [data-key]"), new Set(keys.split("\n")));
  }, [listId, keys]);
}
