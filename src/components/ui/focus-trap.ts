import type { KeyboardEvent } from "react";

const focusable = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([tabindex='-1'])",
  "textarea:not([disabled])",
  "select:not([disabled])",
  "iframe",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** The elements Tab stops at inside `container`, in order; of a radio group only its current stop. */
export function tabStops(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusable)].filter((element) => {
    if (element instanceof HTMLInputElement && element.type === "radio") {
      const group = [
        ...container.querySelectorAll<HTMLInputElement>(
          `input[type="radio"][name="${CSS.escape(element.name)}"]`,
        ),
      ];
      const stop = group.find((radio) => radio.checked) ?? group[0];
      if (stop !== element) return false;
    }
    return element.getClientRects().length > 0;
  });
}

/**
 * A modal dialog already makes the page inert, but Tab still leaves it for the browser's own toolbar:
 * from the last stop Tab returns to the first, and Shift+Tab from the first goes to the last.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== "Tab") return;
  const stops = tabStops(event.currentTarget);
  const first = stops[0];
  const last = stops.at(-1);
  const active = document.activeElement;
  if (!first || !last || !active) return;
  // Measured from the focused element, which may be a heading that took focus and is no tab stop.
  const precedes = (stop: HTMLElement) =>
    stop !== active && Boolean(stop.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  const follows = (stop: HTMLElement) =>
    stop !== active && Boolean(stop.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING);
  if (event.shiftKey && !stops.some(precedes)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && !stops.some(follows)) {
    event.preventDefault();
    first.focus();
  }
}
