/**
 * What Chromium, WebKit and Gecko say when a dynamic import() of an island's chunk cannot be fetched (a
 * deploy replaced it, say).
 */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** A second failure within 120 s does not reload again. */
export const CHUNK_RELOAD_WINDOW_MS = 120_000;
export const CHUNK_RELOAD_KEY = "lumbre:chunk-reload-at";

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return CHUNK_LOAD_ERROR.test(`${error.name} ${error.message}`);
  return typeof error === "string" && CHUNK_LOAD_ERROR.test(error);
}

/** Reload once per window: never in a loop when the chunk stays unavailable. */
export function shouldReloadForChunkError(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || now - lastReloadAt > CHUNK_RELOAD_WINDOW_MS;
}

/** Reloads the page for a chunk load error, at most once per window. Returns whether it reloaded. */
export function reloadOnChunkError(error: unknown): boolean {
  // Offline (a page the offline worker kept), a reload fetches nothing new: the page stays readable as is.
  if (!isChunkLoadError(error) || !navigator.onLine) return false;
  const stored = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY));
  const now = Date.now();
  if (!shouldReloadForChunkError(Number.isFinite(stored) && stored > 0 ? stored : undefined, now))
    return false;
  window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}
