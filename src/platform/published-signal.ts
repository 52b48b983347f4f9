import "server-only";

/** What a publish changed: document ids and `type:<type>` for their types, or everything. */
export type PublishedChange = readonly string[] | "all";

/** Told the master ref a publish took, and what it changed. */
type Listener = (ref: string, change: PublishedChange) => void;

const listeners = new Set<Listener>();

/** The production server listens: after a publish it renders again the kept pages made of the change. */
export function onPublished(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Said by the publish route once the content source has taken the new ref. */
export function announcePublished(ref: string, change: PublishedChange): void {
  for (const listener of listeners) listener(ref, change);
}
