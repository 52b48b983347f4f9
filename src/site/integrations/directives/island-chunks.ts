import { reloadOnChunkError } from "../../../components/navigation/chunk-reload";

/** What Astro's island loader dispatches (bubbling, cancelable) once an island's import failed twice. */
export const HYDRATION_ERROR_EVENT = "astro:hydration-error";

// A key in the global symbol registry: each directive's script is bundled on its own, so module state is
// not shared between them, while this key is.
const GUARDED: unique symbol = Symbol.for("lumbre.island-chunk-guard");

type Guardable = EventTarget & { [GUARDED]?: true };

function errorOf(event: Event): unknown {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  return typeof detail === "object" && detail !== null && "error" in detail ? detail.error : undefined;
}

/**
 * Handles an island that could not load its code: a chunk a deploy replaced reloads the page, once per
 * window (chunk-reload.ts). A reload cancels the event, which keeps Astro from logging it and tells the
 * island's directive not to fall back to the plain link.
 */
export function handleHydrationError(
  event: Event,
  reload: (error: unknown) => boolean = reloadOnChunkError,
): void {
  if (reload(errorOf(event))) event.preventDefault();
}

/**
 * Listens for islands' load failures on `target` (the document) once, however many directive scripts
 * the page carries. Registering a listener loads nothing: the page still requests no script before load.
 */
export function guardIslandChunks(
  target: Guardable = document,
  reload: (error: unknown) => boolean = reloadOnChunkError,
): void {
  if (target[GUARDED]) return;
  target[GUARDED] = true;
  target.addEventListener(HYDRATION_ERROR_EVENT, (event) => handleHydrationError(event, reload));
}
