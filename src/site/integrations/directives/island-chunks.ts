import { reloadOnChunkError } from "../../../components/navigation/chunk-reload";
import { hydrationErrorOf, onHydrationError } from "./astro-island";

// A key in the global symbol registry: each directive's script is bundled on its own, so module state is
// not shared between them, while this key is.
const GUARDED: unique symbol = Symbol.for("lumbre.island-chunk-guard");

type Guardable = EventTarget & { [GUARDED]?: true };

/**
 * Handles an island that could not load its code: a chunk a deploy replaced reloads the page, once per
 * window (chunk-reload.ts). A reload cancels the event, which keeps Astro from logging it and tells the
 * island's directive not to fall back to the plain link.
 */
export function handleHydrationError(
  event: Event,
  reload: (error: unknown) => boolean = reloadOnChunkError,
): void {
  if (reload(hydrationErrorOf(event))) event.preventDefault();
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
  onHydrationError(target, (event) => handleHydrationError(event, reload));
}
