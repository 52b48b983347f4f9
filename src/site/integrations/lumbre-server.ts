import node from "@astrojs/node";
import type { AstroIntegration } from "astro";

/**
 * The largest request body the site reads: no form or API body comes near it. The adapter cuts a body
 * sent without its length off here as it is read; the production server's front refuses one declared
 * larger before reading it (it reads this value back from the adapter's options).
 */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The site's adapter: @astrojs/node in middleware mode, whose handler turns a Node request into Astro's
 * and writes the answer back, behind a thin entry of the project's own (src/server/production/main.ts)
 * for what Astro does not do: the request gate, connection caps and time-outs, trusted proxies, health,
 * readiness, metrics, request logs and the draining shutdown. The entry is the build's server entry and
 * imports the adapter's handler (`@astrojs/node/server.js`), so the server, the route cache and the
 * pages share one module graph: the publisher the webhook route calls is the one the poll calls.
 */
export function lumbreServer(): AstroIntegration {
  const adapter = node({
    mode: "middleware",
    bodySizeLimit: BODY_LIMIT_BYTES,
    // A page's policy gains directives as its layout renders (document.astro): a streamed page would
    // send its Content-Security-Policy header before they are added.
    experimentalDisableStreaming: true,
  });
  const serverEntrypoint = new URL("../../server/production/main.ts", import.meta.url);
  return {
    name: "lumbre-server",
    hooks: {
      ...adapter.hooks,
      "astro:config:done": (options) =>
        adapter.hooks["astro:config:done"]?.({
          ...options,
          setAdapter: (settings) => options.setAdapter({ ...settings, serverEntrypoint }),
        }),
    },
  };
}
