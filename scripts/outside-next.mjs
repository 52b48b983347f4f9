/**
 * `server-only` marks the modules that must never reach a browser: inside Next it resolves to an empty
 * module on the server (the `react-server` condition), and a client component that imports one fails the
 * build. The tsx scripts run in Node outside Next, and they are servers too, so there the marker resolves
 * the way Next's server resolves it. Loaded with `tsx --import ./scripts/outside-next.mjs`.
 */
import { register } from "node:module";

register("./outside-next-hooks.mjs", import.meta.url);
