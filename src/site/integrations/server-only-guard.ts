import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** The module `server-only` resolves to in the site's builds (astro.config.ts aliases it here). */
const MARKER = fileURLToPath(new URL("./server-only.ts", import.meta.url));

/**
 * Why a browser bundle may not resolve `source`, or undefined when it may: `import "server-only"` (or the
 * module astro.config.ts aliases it to) marks a server module, which reads secrets, the database or the
 * file system and must never reach the browser.
 */
export function serverOnlyLeak(
  source: string,
  importer: string | undefined,
  consumer: "client" | "server",
): string | undefined {
  if (consumer !== "client" || (source !== "server-only" && source !== MARKER)) return undefined;
  return `${importer ?? "A module"} is a server module (import "server-only") in a browser bundle: an island imports it, directly or through another module.`;
}

/**
 * Fails the browser build (and, in development, the browser's request) of a bundle that reaches a server
 * module, so that the leak stops the build rather than throwing in a visitor's browser. The server builds
 * resolve the marker as before. (src/platform/server-only.test.ts finds such an import path earlier, by
 * reading the islands' imports.)
 */
export function serverOnlyGuard(): Plugin {
  return {
    name: "lumbre:server-only-guard",
    enforce: "pre",
    resolveId(source, importer) {
      const leak = serverOnlyLeak(source, importer, this.environment.config.consumer);
      if (leak !== undefined) this.error(leak);
      return null;
    },
  };
}
