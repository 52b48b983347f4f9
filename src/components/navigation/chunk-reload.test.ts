import { describe, expect, it } from "vitest";
import {
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  shouldReloadForChunkError,
} from "@/components/navigation/chunk-reload";

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
});
