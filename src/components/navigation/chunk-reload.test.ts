import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  reloadOnChunkError,
  shouldReloadForChunkError,
} from "@/components/navigation/chunk-reload";

/** A browser tab: its session storage, its reloads and whether it is online. */
function tab(onLine: boolean) {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  vi.stubGlobal("navigator", { onLine });
  vi.stubGlobal("window", {
    location: { reload },
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    },
  });
  return reload;
}

const chunkError = new TypeError("Failed to fetch dynamically imported module: /_astro/a.js");

describe("chunk load errors", () => {
  it("recognises each browser's dynamic-import failure", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError("error loading dynamically imported module: /a.js")).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });
  it("reloads once, and not again within the 120 s window", () => {
    expect(shouldReloadForChunkError(undefined, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 + 5_000)).toBe(false);
    expect(shouldReloadForChunkError(1_000_000, 1_000_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
  });
  describe("reloadOnChunkError", () => {
    afterEach(() => vi.unstubAllGlobals());
    it("reloads once for a missing chunk", () => {
      const reload = tab(true);
      expect(reloadOnChunkError(chunkError)).toBe(true);
      expect(reloadOnChunkError(chunkError)).toBe(false);
      expect(reload).toHaveBeenCalledTimes(1);
    });
    it("does not reload offline: the kept page stays as it is", () => {
      const reload = tab(false);
      expect(reloadOnChunkError(chunkError)).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
