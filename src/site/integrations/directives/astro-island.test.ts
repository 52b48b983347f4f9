import { describe, expect, it } from "vitest";
import {
  HYDRATION_ERROR_EVENT,
  hydrationErrorOf,
  isHydrated,
  islandSelector,
  onHydrationError,
} from "./astro-island";

/** An island as far as isHydrated reads it: its attributes. */
function island(...attributes: string[]) {
  return { hasAttribute: (name: string) => attributes.includes(name) };
}

/** The event Astro's loader dispatches after the island's import and its retry failed. */
function hydrationError(detail: unknown): CustomEvent {
  return new CustomEvent(HYDRATION_ERROR_EVENT, { bubbles: true, cancelable: true, detail });
}

const chunkError = new TypeError("Failed to fetch dynamically imported module: /_astro/consultation-host.js");

// Whether Astro still writes and dispatches what these read is the browser test's business
// (tests/e2e/astro-island-details.e2e.ts); here, that they read it as the module says.
describe("astro-island details", () => {
  it("calls an island hydrated once it lost its ssr mark", () => {
    expect(isHydrated(island("ssr", "client"))).toBe(false);
    expect(isHydrated(island("client"))).toBe(true);
  });

  it("selects islands by component, directive, directive value and hydration", () => {
    expect(islandSelector()).toBe("astro-island");
    expect(islandSelector({ component: "ConsultationHost" })).toBe(
      'astro-island[component-export="ConsultationHost"]',
    );
    expect(islandSelector({ client: "late", hydrated: false })).toBe('astro-island[client="late"][ssr]');
    expect(islandSelector({ component: "CookieNotice", hydrated: true })).toBe(
      'astro-island[component-export="CookieNotice"]:not([ssr])',
    );
    expect(islandSelector({ value: "visible" })).toBe('astro-island[opts*="\\"value\\":\\"visible\\""]');
  });

  it("quotes a directive value that holds quotes or backslashes", () => {
    expect(islandSelector({ value: '[data-x="a\\b"]' })).toBe(
      'astro-island[opts*="\\"value\\":\\"[data-x=\\\\\\"a\\\\\\\\b\\\\\\"]\\""]',
    );
  });

  it("reads the loader's error from the event's detail, and none from an event without one", () => {
    expect(hydrationErrorOf(hydrationError({ error: chunkError, componentUrl: "/_astro/x.js" }))).toBe(
      chunkError,
    );
    expect(hydrationErrorOf(hydrationError(null))).toBeUndefined();
    expect(hydrationErrorOf(hydrationError("failed"))).toBeUndefined();
    expect(hydrationErrorOf(new Event(HYDRATION_ERROR_EVENT))).toBeUndefined();
  });

  it("hands each hydration error to the listener until it stops listening", () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    const stop = onHydrationError(target, (event, error) => {
      event.preventDefault();
      seen.push(error);
    });
    const first = hydrationError({ error: chunkError });
    target.dispatchEvent(first);
    target.dispatchEvent(new CustomEvent("astro:hydrate"));
    expect(seen).toEqual([chunkError]);
    expect(first.defaultPrevented).toBe(true);

    stop();
    const second = hydrationError({ error: chunkError });
    target.dispatchEvent(second);
    expect(seen).toEqual([chunkError]);
    expect(second.defaultPrevented).toBe(false);
  });
});
