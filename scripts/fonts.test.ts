import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_SUBSETS, GLYPHS, subsetKey } from "./fonts";

const root = join(import.meta.dirname, "..");

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonFiles(path);
    return path.endsWith(".json") ? [path] : [];
  });
}

/**
 * Fields never drawn in the site's fonts: an image's `alt` is read out, not shown (a missing glyph there
 * falls back like any other). The demo's screen descriptions (scripts/art/screens/) are drawn inside
 * their SVGs in the system's fonts, so they are not read here.
 */
const NOT_IN_SITE_FONTS = new Set(["alt"]);

/** Every string value of a JSON document (keys are not shown to anyone). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) =>
      NOT_IN_SITE_FONTS.has(key) ? [] : strings(child),
    );
  }
  return [];
}

describe("the site's font subsets", () => {
  it("draw every character of the content and the UI strings", () => {
    const glyphs = new Set(GLYPHS);
    const missing = new Map<string, string>();
    for (const file of [...jsonFiles(join(root, "content")), ...jsonFiles(join(root, "messages"))]) {
      for (const text of strings(JSON.parse(readFileSync(file, "utf8")))) {
        for (const character of text) {
          if (!/\s/.test(character) && !glyphs.has(character) && !missing.has(character)) {
            missing.set(character, file.slice(root.length + 1));
          }
        }
      }
    }
    expect(Object.fromEntries(missing), "add them to GLYPHS in scripts/fonts.ts, then npm run fonts").toEqual(
      {},
    );
  });

  it("are the files npm run fonts cuts from today's glyphs, weights and sources", () => {
    const manifest = JSON.parse(readFileSync(join(root, "src/assets/fonts/fonts.json"), "utf8")) as Record<
      string,
      { key: string; bytes: number }
    >;
    for (const subset of FONT_SUBSETS) {
      const source = readFileSync(join(root, "node_modules", subset.source));
      expect(manifest[subset.file]?.key, `${subset.file} is stale: npm run fonts`).toBe(
        subsetKey(subset, source),
      );
      expect(statSync(join(root, "src/assets/fonts", subset.file)).size).toBe(manifest[subset.file]?.bytes);
    }
  });
});
