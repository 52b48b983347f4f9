import "server-only";

/** Told the master ref a publish took. */
type Listener = (ref: string) => void;

// Next's route modules and the production server's own bundle are separate module graphs in one
// process: the listeners live on globalThis, where both find the same set.
const LISTENERS = Symbol.for("lumbre.published-listeners");

function listeners(): Set<Listener> {
  const shared = globalThis as Record<symbol, unknown>;
  const known = shared[LISTENERS];
  if (known instanceof Set) return known as Set<Listener>;
  const created = new Set<Listener>();
  shared[LISTENERS] = created;
  return created;
}

/** The production server listens: after a publish it renders its cached pages again. */
export function onPublished(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

/** Said by the publish route once Next has been told that every page is stale. */
export function announcePublished(ref: string): void {
  for (const listener of listeners()) listener(ref);
}
