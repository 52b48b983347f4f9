import type { ClientDirective } from "astro";
import { ISLAND_READY_EVENT } from "../../../components/navigation/island-ready";
import { guardIslandChunks, HYDRATION_ERROR_EVENT } from "./island-chunks";

guardIslandChunks();

const intents = ["pointerover", "focusin", "touchstart"] as const;

/**
 * Hydrates when a visitor first reaches for an element matching the directive's selector. A click that
 * arrives before the island is ready is held (its link does not navigate) and replayed on the trigger
 * once the island dispatches ISLAND_READY_EVENT with the same selector as detail. Should the island fail
 * to load and the page not reload for it, the triggers are plain links again and a held click follows one.
 */
const intent: ClientDirective = (load, options, el) => {
  const selector =
    typeof options.value === "string" && options.value !== "" ? options.value : "[data-intent]";
  let started = false;
  let ready = false;
  let held: HTMLElement | undefined;
  const triggerOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>(selector) : null;

  const start = () => {
    if (started) return;
    started = true;
    void load().then((hydrate) => hydrate());
  };
  const onIntent = (event: Event) => {
    if (triggerOf(event)) start();
  };
  const onClick = (event: MouseEvent) => {
    const trigger = triggerOf(event);
    if (!trigger || ready || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    held = trigger;
    start();
  };
  const release = () => {
    ready = true;
    for (const type of intents) document.removeEventListener(type, onIntent);
    document.removeEventListener("click", onClick);
    document.removeEventListener(ISLAND_READY_EVENT, onReady);
    el.removeEventListener(HYDRATION_ERROR_EVENT, onError);
    const replay = held;
    held = undefined;
    replay?.click();
  };
  const onReady = (event: Event) => {
    if (event instanceof CustomEvent && event.detail === selector) release();
  };
  const onError = (event: Event) => {
    // Decided once every listener has run: the document's guard cancels the event when it reloads.
    queueMicrotask(() => {
      if (!event.defaultPrevented) release();
    });
  };
  for (const type of intents) document.addEventListener(type, onIntent, { passive: true });
  document.addEventListener("click", onClick);
  document.addEventListener(ISLAND_READY_EVENT, onReady);
  el.addEventListener(HYDRATION_ERROR_EVENT, onError);
};

export default intent;
