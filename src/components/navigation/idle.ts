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
