import type { ClientDirective } from "astro";
import { ISLAND_READY_EVENT } from "../../../components/navigation/island-ready";
import { onHydrationError } from "./astro-island";
import { guardIslandChunks } from "./island-chunks";

guardIslandChunks();

const intents = ["pointerover", "focusin", "touchstart"] as const;

/** Opens the island's server-rendered opening dialog, if it has one, and moves focus to its name. */
function openAhead(island: HTMLElement): HTMLDialogElement | undefined {
  const dialog = island.querySelector<HTMLDialogElement>("dialog[data-intent-opening]");
  if (!dialog || dialog.open) return undefined;
  dialog.showModal();
  const name = dialog.getAttribute("aria-labelledby");
  (name ? document.getElementById(name) : null)?.focus();
  return dialog;
}

/**
 * Hydrates when a visitor first reaches for an element matching the directive's selector. A click that
 * arrives before the island is ready is held (its link does not navigate) and replayed on the trigger
 * once the island dispatches ISLAND_READY_EVENT with the same selector as detail. Should the island fail
 * to load and the page not reload for it, the triggers are plain links again and a held click follows one.
 *
 * An island may render, on the server, a closed <dialog data-intent-opening> that shows its opening state:
 * a held click opens it at once (modal, focus on the element that names it), before any of the island's
 * code has arrived, so the visitor sees that something is opening. Closed again meanwhile (Escape, its
 * close button), the held click is dropped: the visitor changed their mind.
 */
const intent: ClientDirective = (load, options, el) => {
  const selector =
    typeof options.value === "string" && options.value !== "" ? options.value : "[data-intent]";
  let started = false;
  let ready = false;
  let held: HTMLElement | undefined;
  /** The island's opening dialog, when the held click opened it. */
  let opening: HTMLDialogElement | undefined;
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
    // A trigger inside another modal dialog (the phone menu): that dialog gives way to the island's.
    if (!el.contains(trigger)) trigger.closest<HTMLDialogElement>("dialog[open]")?.close();
    opening = openAhead(el);
    start();
  };
  const release = () => {
    ready = true;
    for (const type of intents) document.removeEventListener(type, onIntent);
    document.removeEventListener("click", onClick);
    document.removeEventListener(ISLAND_READY_EVENT, onReady);
    stopErrors();
    // Closed by the visitor before the island was ready: the click they made is answered already.
    const replay = opening && !opening.open ? undefined : held;
    held = undefined;
    opening = undefined;
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
  const stopErrors = onHydrationError(el, onError);
};

export default intent;
