/**
 * How a call-to-action reaches the consultation popup. The host (in the site header, so on every page)
 * registers itself once hydrated; until then, or without JavaScript, the triggers stay plain links to
 * the contact page.
 */

type Opener = (returnFocus: HTMLElement | null) => void;

let opener: Opener | undefined;
const readyListeners = new Set<() => void>();

export function registerConsultation(open: Opener): () => void {
  opener = open;
  for (const listener of readyListeners) listener();
  return () => {
    if (opener === open) opener = undefined;
  };
}

/** Calls `listener` once a host can open the popup (at once if one can); returns the unsubscribe. */
export function onConsultationReady(listener: () => void): () => void {
  if (opener) listener();
  readyListeners.add(listener);
  return () => {
    readyListeners.delete(listener);
  };
}

/** Opens the popup; false when no host is ready (the link then navigates as usual). */
export function openConsultation(returnFocus: HTMLElement | null): boolean {
  if (!opener) return false;
  opener(returnFocus);
  return true;
}

/** The steps' code, fetched on first use (or on a hover or focus that announces it). */
export const loadConsultationPanel = () => import("./consultation-panel");

export function preloadConsultation(): void {
  void loadConsultationPanel();
}
