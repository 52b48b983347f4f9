/**
 * What the page does with the scroll position after a client-side navigation: to the top unless the route
 * says scrollToTop: false, back to the saved position on back navigation, to the target of a #hash.
 */
export type ScrollTarget =
  | { readonly type: "restore"; readonly y: number }
  | { readonly type: "hash"; readonly id: string }
  | { readonly type: "top" }
  | { readonly type: "none" };

export interface NavigationFacts {
  /** "pop" for back and forward, "push" for links and programmatic navigation. */
  readonly kind: "push" | "pop";
  /** location.hash, with or without "#". */
  readonly hash: string;
  /** The position saved when the visitor left this history entry, if any. */
  readonly savedY: number | undefined;
  /** The destination route's scrollToTop option (true unless the route says false). */
  readonly scrollToTop: boolean;
}

export function scrollTargetFor(facts: NavigationFacts): ScrollTarget {
  if (facts.kind === "pop") return { type: "restore", y: facts.savedY ?? 0 };
  const id = decodeHash(facts.hash);
  if (id) return { type: "hash", id };
  return facts.scrollToTop ? { type: "top" } : { type: "none" };
}

function decodeHash(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
