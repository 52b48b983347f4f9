import "server-only";
import type { CacheProviderFactory } from "astro";
import { pageCache } from "./page-cache";
import { ALL_PAGES_TAG } from "./page-tags";

/**
 * Astro's route cache provider (astro.config.mjs `cache.provider`): the site's own, because Astro's
 * memory provider drops an invalidated page (the next visitors wait for, and each start, a render) and
 * keys on the Host a client sends; this one keeps serving the previous page until the new one is kept,
 * is bounded in bytes, and keys on scheme and path.
 */
const pageCacheProvider: CacheProviderFactory = () => ({
  name: "lumbre-pages",
  onRequest: (context, next) => pageCache.onRequest(context.request, context.url, next),
  async invalidate(options) {
    const tags = options.tags === undefined ? [] : [options.tags].flat();
    await pageCache.invalidate(tags.includes(ALL_PAGES_TAG) ? "all" : tags);
  },
});

// Astro loads a provider's entrypoint by its default export.
export default pageCacheProvider;
