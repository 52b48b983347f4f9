import "server-only";
import { join } from "node:path";
import { env } from "@/platform/env";
import type { PublishedChange } from "@/platform/published-signal";
import type { RateLimit } from "@/platform/rate-limiter";
import { createContentHandler } from "./content-handler";
import { type ContentStore, loadContentStore } from "./content-store";
import { sitePreviewSecret } from "./preview-secret";
import { storeChange } from "./store-change";

const CONTENT_ROOT = join(process.cwd(), "content");
/** In development the documents are re-read when older than this, so edits show without a restart. */
const DEVELOPMENT_RELOAD_MS = 1000;

interface LoadedStore {
  readonly store: Promise<ContentStore>;
  readonly loadedAt: number;
}

/**
 * The process's one content store. The publish endpoint, the other endpoints and the pages are one server
 * bundle sharing this module, so a publish that replaces it replaces what every later page reads.
 */
let loaded: LoadedStore | undefined;

/** The content/ folder, read once per process (re-read on change in development). */
export function getContentStore(): Promise<ContentStore> {
  const now = Date.now();
  const cached = loaded;
  const stale =
    process.env.NODE_ENV === "development" && cached && now - cached.loadedAt > DEVELOPMENT_RELOAD_MS;
  if (!cached || stale) {
    const store = loadContentStore(CONTENT_ROOT);
    // A failed load is not cached: the next request tries again.
    store.catch(() => {
      if (loaded?.store === store) loaded = undefined;
    });
    loaded = { store, loadedAt: now };
    return store;
  }
  return cached.store;
}

/**
 * Reads content/ again and, when `accept` finds nothing wrong with it, makes it what every later request
 * reads (its new master ref tells the site's client that the content changed), with what it changed. A
 * set that cannot be read or that `accept` refuses comes back as its problems, and the running site keeps
 * its content.
 */
export async function reloadContentStore(
  accept: (store: ContentStore) => readonly string[],
): Promise<{ ok: true; ref: string; change: PublishedChange } | { ok: false; problems: readonly string[] }> {
  let store: ContentStore;
  try {
    store = await loadContentStore(CONTENT_ROOT);
  } catch (error) {
    return { ok: false, problems: [error instanceof Error ? error.message : String(error)] };
  }
  const problems = accept(store);
  if (problems.length > 0) return { ok: false, problems };
  const previous = await loaded?.store.catch(() => undefined);
  loaded = { store: Promise.resolve(store), loadedAt: Date.now() };
  return { ok: true, ref: store.masterRef, change: storeChange(previous, store) };
}

/** When the scheduled releases under content/ fall (or fell) due, as ms instants. */
export async function releaseTimes(): Promise<readonly number[]> {
  return (await loadContentStore(CONTENT_ROOT)).scheduledTimes;
}

/** The master ref content/ would have if it were published now (a hash of its documents). */
export async function contentFolderRef(): Promise<string> {
  return (await loadContentStore(CONTENT_ROOT)).masterRef;
}

/** Every request of one outside client: the API root, tags and preview URLs cost next to nothing. */
export const PUBLIC_RATE_LIMIT: RateLimit = { perSecond: 50, burst: 200 };
/**
 * Searches of one outside client, each a query over every document (20-30 ms). An editor's tool or a
 * Prismic client paging through everything (one page every 500 ms) stays far below it; a build that
 * fires its queries all at once is slowed, not failed, since Prismic's client waits out Retry-After and
 * retries. A script gets at most 5 searches a second: an eighth of a core, not all of it.
 */
export const PUBLIC_SEARCH_RATE_LIMIT: RateLimit = { perSecond: 5, burst: 60 };

/**
 * The handler mounted at /api/v2 for outside readers: rate-limited per client address, releases only
 * for CONTENT_ACCESS_TOKEN holders and preview sessions (tokens signed with sitePreviewSecret, which
 * both handlers read lazily: they are built at import, also during `astro build`).
 */
export const publicContentHandler = createContentHandler({
  getStore: getContentStore,
  rateLimit: PUBLIC_RATE_LIMIT,
  searchRateLimit: PUBLIC_SEARCH_RATE_LIMIT,
  // Links name the site as SITE_URL does, whatever Host a request came with (a proxy's, 127.0.0.1:PORT).
  publicOrigin: new URL(env.SITE_URL).origin,
  accessToken: env.CONTENT_ACCESS_TOKEN,
  previewSecret: sitePreviewSecret,
});

/**
 * The same service called in-process by the site's own content client: it is the site, so it reads every
 * ref and is never limited. Only source.ts hands it out; no route reaches it.
 */
export const inProcessContentHandler = createContentHandler({
  getStore: getContentStore,
  privileged: true,
  previewSecret: sitePreviewSecret,
});
