/** The event an island dispatches on `document` once it handles its triggers itself (client:intent). */
export const ISLAND_READY_EVENT = "lumbre:island-ready";

/** Says the island hydrated by `client:intent={selector}` is ready: a held click is replayed now. */
export function announceIslandReady(selector: string): void {
  document.dispatchEvent(new CustomEvent(ISLAND_READY_EVENT, { detail: selector }));
}
