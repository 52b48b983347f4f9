import { describe, expect, it } from "vitest";
import { HYDRATION_ERROR_EVENT } from "./astro-island";
import { guardIslandChunks, handleHydrationError } from "./island-chunks";

/** The event Astro's island loader dispatches after its retry failed too. */
function hydrationError(error: unknown): CustomEvent {
  return new CustomEvent(HYDRATION_ERROR_EVENT, { cancelable: true, bubbles: true, detail: { error } });
}

const chunkError = new TypeError("Failed to fetch dynamically imported module: /_astro/consultation-host.js");

describe("island chunk guard", () => {
  it("hands the loader's error to the reload rule, and cancels the event when it reloads", () => {
    const seen: unknown[] = [];
    const event = hydrationError(chunkError);
    handleHydrationError(event, (error) => {
      seen.push(error);
      return true;
    });
    expect(seen).toEqual([chunkError]);
    expect(event.defaultPrevented).toBe(true);
  });

  it("leaves the event alone when the page does not reload (Astro logs it, the link works again)", () => {
    const event = hydrationError(new Error("Cannot read properties of undefined"));
    handleHydrationError(event, () => false);
    expect(event.defaultPrevented).toBe(false);
  });

  it("reads no error from an event without one", () => {
    const seen: unknown[] = [];
    handleHydrationError(new Event(HYDRATION_ERROR_EVENT), (error) => {
      seen.push(error);
      return false;
    });
    expect(seen).toEqual([undefined]);
  });

  it("listens once on the document, however many directive scripts register it", () => {
    const target = new EventTarget();
    let reloads = 0;
    const reload = () => {
      reloads += 1;
      return true;
    };
    guardIslandChunks(target, reload);
    guardIslandChunks(target, reload);
    const event = hydrationError(chunkError);
    target.dispatchEvent(event);
    expect(reloads).toBe(1);
    expect(event.defaultPrevented).toBe(true);
  });
});
