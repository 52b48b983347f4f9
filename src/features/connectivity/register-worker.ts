/** The root path the worker is served from (src/site/pages/sw.js.ts): its scope is the whole site. */
const SERVICE_WORKER_PATH = "/sw.js";

/**
 * Registers the offline worker (served at the site's root, so it sees every page). Called by a late island,
 * after the load event: the page requests no script before it. A browser without service workers, or one
 * that refuses this one (private mode, a policy), keeps the site as it is without the offline page.
 */
export function registerOfflineWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER_PATH, { scope: "/", updateViaCache: "none" })
    .catch(() => undefined);
}
