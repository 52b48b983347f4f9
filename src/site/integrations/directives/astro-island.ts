/**
 * What the site relies on in Astro's island loader: the <astro-island> element Astro renders each island
 * into, the attributes it writes on it and the events its script dispatches
 * (astro/dist/runtime/server/astro-island.js). Astro documents client directives, not these, so any
 * release may change them without notice. The directives, their chunk guard and the tests read them only
 * through this module, and tests/e2e/astro-island-details.e2e.ts fails when a release changes one: this
 * is the one place to change then.
 */

/** The custom element each island is rendered into, and whose script hydrates it. */
export const ISLAND_ELEMENT = "astro-island";

/** On the island from the server until its component hydrated: the loader removes it then. */
const SSR = "ssr";

/** The island's attributes the site reads. */
export const ISLAND_ATTRIBUTE = {
  ssr: SSR,
  /** The client directive's name, without `client:` ("late", "intent"). */
  client: "client",
  /** The directive's options, as JSON: `{"name":<the component's name>,"value":<the directive's value>}`. */
  opts: "opts",
  /** The name the component is exported under in its module. */
  componentExport: "component-export",
  /** The component's module, which the loader imports to hydrate the island. */
  componentUrl: "component-url",
  /** The framework renderer's module, imported beside the component's. */
  rendererUrl: "renderer-url",
  /** An id made for each render (a hash of the props), so two renders of one page differ in it. */
  uid: "uid",
} as const;

/**
 * What the loader dispatches on the island (bubbling, cancelable) once the island's code could not be
 * imported, its retry included, with the error in `detail.error`. Canceling it keeps Astro from logging
 * the error.
 */
export const HYDRATION_ERROR_EVENT = "astro:hydration-error";

/** Whether the island's component has hydrated (the loader removed the island's `ssr` mark). */
export function isHydrated(island: Pick<Element, "hasAttribute">): boolean {
  // The constant, not ISLAND_ATTRIBUTE.ssr: the directives' scripts are inlined into every page, and
  // reading the object would carry all of it there.
  return !island.hasAttribute(SSR);
}

/** Which islands a selector matches; every part left out matches any island. */
export interface IslandFilter {
  /** The component's export name (`ConsultationHost`). */
  component?: string;
  /** The client directive, without `client:` (`late`, `intent`). */
  client?: string;
  /** The directive's value as written in the page (`client:late="visible"`: `visible`). */
  value?: string;
  /** Only the islands that hydrated (true) or that have not yet (false). */
  hydrated?: boolean;
}

/** A CSS string holding `value`, for an attribute selector. */
function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&").replace(/\n/g, "\\a ")}"`;
}

/**
 * A CSS selector for the islands `filter` describes, for querySelector in the page and for a test's
 * locators (which cannot import this module into the page: they pass the selector in).
 */
export function islandSelector(filter: IslandFilter = {}): string {
  const parts = [ISLAND_ELEMENT];
  if (filter.component !== undefined)
    parts.push(`[${ISLAND_ATTRIBUTE.componentExport}=${cssString(filter.component)}]`);
  if (filter.client !== undefined) parts.push(`[${ISLAND_ATTRIBUTE.client}=${cssString(filter.client)}]`);
  // Astro writes opts with JSON.stringify: no spaces, the value after the name.
  if (filter.value !== undefined)
    parts.push(`[${ISLAND_ATTRIBUTE.opts}*=${cssString(`"value":${JSON.stringify(filter.value)}`)}]`);
  if (filter.hydrated === false) parts.push(`[${ISLAND_ATTRIBUTE.ssr}]`);
  if (filter.hydrated === true) parts.push(`:not([${ISLAND_ATTRIBUTE.ssr}])`);
  return parts.join("");
}

/** The error an island's code failed to load with, as a hydration-error event carries it. */
export function hydrationErrorOf(event: Event): unknown {
  const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
  return typeof detail === "object" && detail !== null && "error" in detail ? detail.error : undefined;
}

/**
 * Calls `listener` whenever an island at or inside `target` could not load its code, with the event (to
 * cancel it) and its error. Returns what stops listening.
 */
export function onHydrationError(
  target: EventTarget,
  listener: (event: Event, error: unknown) => void,
): () => void {
  const handle = (event: Event) => listener(event, hydrationErrorOf(event));
  target.addEventListener(HYDRATION_ERROR_EVENT, handle);
  return () => target.removeEventListener(HYDRATION_ERROR_EVENT, handle);
}
