import { useSyncExternalStore } from "react";

/** Work that can wait runs when the browser is idle, or after two seconds at the latest. */
export const IDLE_TIMEOUT_MS = 2000;

export function whenIdle(callback: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  // Browsers without idle callbacks (Safari): a short pause after the current work instead.
  const handle = setTimeout(callback, Math.min(timeout, 200));
  return () => clearTimeout(handle);
}

// The page's first idle moment, shared by every subscriber (each link does not wait on its own).
let idle = false;
const listeners = new Set<() => void>();
let pending: (() => void) | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!idle && !pending) {
    pending = whenIdle(() => {
      idle = true;
      for (const notify of listeners) notify();
    });
  }
  return () => listeners.delete(listener);
}

/** False while the page loads, true from its first idle moment on (false when rendering on the server). */
export function useIdle(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => idle,
    () => false,
  );
}
