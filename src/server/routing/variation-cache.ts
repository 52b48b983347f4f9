import "server-only";
import { onPublished, type PublishedChange } from "@/platform/published-signal";
import { requestContext } from "@/platform/request-context";
import { madeOf, pageTags } from "@/server/page-cache/page-tags";

interface KeptRender {
  readonly status: number;
  readonly statusText: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: ArrayBuffer;
  /** What the render read, as cache tags (page-tags.ts): a publish that changes it drops the render. */
  readonly tags: readonly string[];
}

export interface VariationCache {
  /** The variation page at `internalPath`: the kept render, or `render`'s answer, kept when a 200. */
  page(internalPath: string, render: () => Promise<Response>): Promise<Response>;
  /** Forgets the renders made of what a publish changed. */
  drop(change: PublishedChange): void;
}

/**
 * Renders kept by internal path, for pages every visitor of that path gets the same, which no shared cache
 * keeps or which a shared cache would keep once per public URL. The keys come from the route table (a few
 * per experiment, one 404 page per language), never from a request. Only an answer of the status the cache
 * is for is kept, and never one made in a preview.
 */
function createRenderCache(keptStatus: number): VariationCache {
  const kept = new Map<string, KeptRender>();
  return {
    async page(internalPath, render) {
      const known = kept.get(internalPath);
      if (known) {
        const headers = known.headers.map(([name, value]): [string, string] => [name, value]);
        return new Response(known.body, { status: known.status, statusText: known.statusText, headers });
      }
      const response = await render();
      if (response.status !== keptStatus || requestContext().preview) return response;
      const body = await response.arrayBuffer();
      const headers = [...response.headers.entries()];
      kept.set(internalPath, {
        status: keptStatus,
        statusText: response.statusText,
        headers,
        body,
        tags: pageTags(requestContext().reads),
      });
      return new Response(body, { status: keptStatus, statusText: response.statusText, headers });
    },
    drop(change) {
      for (const [path, render] of kept) if (madeOf(render.tags, change)) kept.delete(path);
    },
  };
}

/**
 * The rendered pages of the experiments' variations. A page under an experiment is private (each
 * visitor's cookie picks a variation, and the answer may set it), so no shared cache keeps it; but every
 * visitor of one variation gets the same page, so it is rendered once per publish.
 */
export function createVariationCache(): VariationCache {
  return createRenderCache(200);
}

/**
 * The 404 page of each language. Every path no route has gets it, and the shared cache keeps it once per
 * public URL: a client asking for a thousand made-up paths would otherwise cost a thousand renders.
 */
export function createNotFoundCache(): VariationCache {
  return createRenderCache(404);
}

/** The site's variation renders, forgotten as publishes change what they were made of. */
export const siteVariations: VariationCache = createVariationCache();
/** The site's 404 pages, likewise. */
export const siteNotFound: VariationCache = createNotFoundCache();
onPublished((_ref, change) => {
  siteVariations.drop(change);
  siteNotFound.drop(change);
});
