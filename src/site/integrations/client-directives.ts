import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { serverOnlyGuard } from "./server-only-guard";

/**
 * Two hydration rules Astro's own directives do not cover, so that a content page requests no script
 * before its load event:
 * - `client:late` hydrates once the page has loaded and the browser is idle (`client:late="visible"`:
 *   once loaded and the island is on screen), or at once when a visitor reaches into the island first,
 *   holding a click or a key on one of its controls until it is ready;
 * - `client:intent="<selector>"` hydrates when a visitor first reaches for an element the selector
 *   names (pointer over it, focus, touch, click); a click that came first is replayed once the island
 *   says it is ready.
 */
export function lumbreDirectives(): AstroIntegration {
  return {
    name: "lumbre-directives",
    hooks: {
      "astro:config:setup": ({ addClientDirective, updateConfig }) => {
        // The islands' integration also keeps server modules out of their bundles: a leak fails the build.
        updateConfig({ vite: { plugins: [serverOnlyGuard()] } });
        addClientDirective({
          name: "late",
          entrypoint: fileURLToPath(new URL("./directives/late.ts", import.meta.url)),
        });
        addClientDirective({
          name: "intent",
          entrypoint: fileURLToPath(new URL("./directives/intent.ts", import.meta.url)),
        });
      },
    },
  };
}
