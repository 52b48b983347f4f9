/**
 * `server-only` marks the modules that must never reach a browser: the site's server build resolves it
 * to an empty module (astro.config.ts), and a browser bundle that imports one fails its build
 * (src/site/integrations/server-only-guard.ts). The tsx scripts run
 * in Node, and they are servers too, so there the marker resolves the way the server resolves it.
 * Loaded with `tsx --import ./scripts/server-only.mjs`.
 */
import { register } from "node:module";

register("./server-only-hooks.mjs", import.meta.url);
