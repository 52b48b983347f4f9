/**
 * How a call-to-action reaches the consultation popup. The host (in the site header, so on every page)
 * registers itself once hydrated; until then, or without JavaScript, the triggers stay plain links to
 * the contact page.
 */

type Opener = (returnFocus: HTMLElement | null) => void;

let opener: Opener | undefined;

export function registerConsultation(open: Opener): () => void {
  opener = open;
  return () => {
    if (opener === open) opener = undefined;
  };
}

/** Opens the popup; false when no host is ready (the link then navigates as usual). */
export function openConsultation(returnFocus: HTMLElement | null): boolean {
  if (!opener) return false;
  opener(returnFocus);
  return true;
}

/** The dialog's code, fetched on first use (or on a hover or focus that announces it). */
export const loadConsultationDialog = () => import("./consultation-dialog");

export function preloadConsultation(): void {
  void loadConsultationDialog();
}
