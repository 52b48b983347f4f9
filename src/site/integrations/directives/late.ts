import type { ClientDirective } from "astro";
import { isHydrated } from "./astro-island";
import { guardIslandChunks } from "./island-chunks";

guardIslandChunks();

/** Elements a visitor operates: a click on one before the island is ready is held, then replayed. */
const OPERATED = "button, [role='button'], [role='tab'], summary";

/**
 * A submit button of a form that posts somewhere (the contact page's steps) works without the island:
 * the browser posts it and the server answers, so the click is not held for code that may never come.
 */
function worksNatively(control: HTMLElement): boolean {
  return (
    control instanceof HTMLButtonElement &&
    control.type === "submit" &&
    control.form?.hasAttribute("action") === true
  );
}

/** What shows the island on screen: its elements with a box, through `display: contents` wrappers. */
function boxes(root: Element, depth = 0): Element[] {
  return Array.from(root.children).flatMap((child) =>
    depth < 4 && getComputedStyle(child).display === "contents" ? boxes(child, depth + 1) : [child],
  );
}

/**
 * After the load event, when the browser is idle; with "visible", also once the island is on screen. A
 * visitor who reaches for the island first (pointer over it, focus in it, a touch) hydrates it at once,
 * and a click on one of its controls meanwhile is held and replayed on the hydrated island.
 */
const late: ClientDirective = (load, options, el) => {
  let started: Promise<void> | undefined;
  const hydrate = () => {
    started ??= load().then((run) => run());
    return started;
  };
  const onIntent = () => void hydrate();
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(OPERATED) : null;
    if (!control || isHydrated(el) || worksNatively(control)) return;
    event.preventDefault();
    event.stopPropagation();
    // React listens on the island's root from the moment it hydrates it, and replays a click on a part
    // not hydrated yet: the held click reaches the island's own handler. The loader removes the island's
    // mark before hydrate() resolves, so the replayed click is let through, not held again.
    void hydrate().then(() => control.click());
  };
  for (const type of ["pointerover", "focusin", "touchstart"])
    el.addEventListener(type, onIntent, { passive: true, once: true });
  // A key the control handles itself (arrows between tabs, Home, End), not one that clicks it.
  const onKey = (event: KeyboardEvent) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(OPERATED) : null;
    if (!control || isHydrated(el) || event.key === "Enter" || event.key === " " || event.key === "Tab")
      return;
    event.preventDefault();
    event.stopPropagation();
    const { key, code, shiftKey, altKey, ctrlKey, metaKey } = event;
    const init = { key, code, shiftKey, altKey, ctrlKey, metaKey, bubbles: true, cancelable: true };
    void hydrate().then(() => control.dispatchEvent(new KeyboardEvent("keydown", init)));
  };
  // Once hydrated (isHydrated: the loader removed the island's mark), the listeners let everything through.
  el.addEventListener("click", onClick, { capture: true });
  el.addEventListener("keydown", onKey, { capture: true });

  const whenIdle = (then: () => void) => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(then, { timeout: 2000 });
    else setTimeout(then, 200);
  };
  const afterLoad = () => {
    if (options.value !== "visible") return whenIdle(onIntent);
    const targets = boxes(el);
    if (targets.length === 0) return whenIdle(onIntent);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenIdle(onIntent);
    });
    for (const target of targets) observer.observe(target);
  };
  // After the load event and the page's first contentful paint: the island's code never delays what the
  // visitor sees first, nor is counted into it.
  const afterFirstPaint = () => {
    if (performance.getEntriesByName("first-contentful-paint").length > 0) return afterLoad();
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      afterLoad();
    });
    observer.observe({ type: "paint", buffered: true });
  };
  if (document.readyState === "complete") afterFirstPaint();
  else window.addEventListener("load", afterFirstPaint, { once: true });
};

export default late;
