import { OFFLINE_PAGE_CSP, OFFLINE_RETRY_SLOT } from "./offline-page";

export interface ServiceWorkerConfig {
  /** Changes with anything the worker keeps (a deploy's stylesheet and fonts, the offline pages). */
  readonly version: string;
  /** The stylesheet and fonts every page needs, kept when the worker installs. */
  readonly assets: readonly string[];
  /** The offline page of each language, by path prefix ("/es/" for Spanish, "/" for English). */
  readonly offline: { readonly en: string; readonly es: string };
}

/**
 * The service worker's script. Navigations go to the network first and keep a copy of each page a visitor
 * opened (never a preview, an API answer, a non-GET or an answer marked private or no-store); offline, a
 * kept page is answered from the cache, any other with the small offline page of its language. The
 * stylesheet and fonts are kept too, so kept pages look as they did. A new deploy's worker has another
 * version: it takes over at once and deletes the caches of the one before.
 */
export function serviceWorkerSource(config: ServiceWorkerConfig): string {
  const settings = JSON.stringify({
    version: config.version,
    assets: config.assets,
    offline: config.offline,
    csp: OFFLINE_PAGE_CSP,
    retrySlot: OFFLINE_RETRY_SLOT,
  });
  return `"use strict";
const CONFIG = ${settings};
const PREFIX = "lumbre-";
const PAGES = PREFIX + "pages-" + CONFIG.version;
const ASSETS = PREFIX + "assets-" + CONFIG.version;
const MAX_PAGES = 60;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(ASSETS).then((cache) => cache.addAll(CONFIG.assets)).then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(PREFIX) && name !== PAGES && name !== ASSETS)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
      // The pages open when the worker arrived were loaded without it: keep them now.
      const windows = await self.clients.matchAll({ type: "window" });
      await Promise.all(windows.map((client) => keepPage(new Request(client.url)).catch(() => undefined)));
    })(),
  );
});

/** A path the worker never keeps nor answers for: APIs, previews, the image service, the worker itself. */
function passesThrough(url) {
  return (
    url.origin !== self.location.origin ||
    /^\\/(?:api|_ipx|share)\\//.test(url.pathname) ||
    /(?:^|\\/)preview(?:\\/|$)/.test(url.pathname) ||
    url.pathname === self.location.pathname
  );
}

function keepable(response) {
  if (!response || response.status !== 200 || response.type !== "basic") return false;
  const cacheControl = (response.headers.get("cache-control") || "").toLowerCase();
  if (/no-store|private/.test(cacheControl)) return false;
  return (response.headers.get("content-type") || "").startsWith("text/html");
}

async function remember(request, response) {
  const cache = await caches.open(PAGES);
  await cache.put(request, response);
  const keys = await cache.keys();
  // The oldest first: a long visit keeps its latest pages, not every page ever seen.
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((key) => cache.delete(key)));
}

async function keepPage(request) {
  const url = new URL(request.url);
  if (passesThrough(url)) return;
  const response = await fetch(request, { credentials: "same-origin" });
  if (keepable(response)) await remember(pageKey(url), response);
}

/** Pages are kept by path and query, without the fragment. */
function pageKey(url) {
  return new Request(url.origin + url.pathname + url.search);
}

function offlinePage(url) {
  const spanish = url.pathname === "/es" || url.pathname.startsWith("/es/");
  // The address as the URL parser wrote it (quotes and angle brackets percent-encoded), as an attribute.
  const retry = (url.pathname + url.search).replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const html = (spanish ? CONFIG.offline.es : CONFIG.offline.en).split(CONFIG.retrySlot).join(retry);
  return new Response(html, {
    status: 503,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "content-security-policy": CONFIG.csp,
      "content-language": spanish ? "es" : "en",
    },
  });
}

async function navigate(event) {
  const request = event.request;
  const url = new URL(request.url);
  try {
    const response = await fetch(request);
    if (keepable(response)) {
      // Kept while the page renders; the worker stays alive until the copy is stored.
      event.waitUntil(remember(pageKey(url), response.clone()).catch(() => undefined));
    }
    return response;
  } catch (error) {
    const kept = await caches.match(pageKey(url), { cacheName: PAGES });
    return kept || offlinePage(url);
  }
}

async function asset(event) {
  const request = event.request;
  const kept = await caches.match(request, { cacheName: ASSETS });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") {
    const copy = response.clone();
    event.waitUntil(caches.open(ASSETS).then((cache) => cache.put(request, copy)).catch(() => undefined));
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (passesThrough(url)) return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event));
  } else if (/^\\/_astro\\/[^/]+\\.(?:css|woff2)$/.test(url.pathname)) {
    // Hashed names: a file under one name never changes.
    event.respondWith(asset(event));
  }
});
`;
}
