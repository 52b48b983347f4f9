import "server-only";
import { onPublished, type PublishedChange } from "@/platform/published-signal";
import { requestContext } from "@/platform/request-context";
import { contentReadsHeader, dependsOn } from "@/server/publishing/content-reads";

interface KeptRender {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: ArrayBuffer;
  /** What the render read (content-reads.ts): a publish that changes it drops the render. */
  readonly reads: string;
}

export interface VariationCache {
  /** The variation page at `internalPath`: the kept render, or `render`'s answer, kept when a 200. */
  page(internalPath: string, render: () => Promise<Response>): Promise<Response>;
  /** Forgets the renders made of what a publish changed. */
  drop(change: PublishedChange): void;
}

/**
 * The rendered pages of the experiments' variations, by internal path. A page under an experiment is
 * private (each visitor's cookie picks a variation, and the answer may set it), so no shared cache keeps
 * it; but every visitor of one variation gets the same page, so it is rendered once per publish, as the
 * pages a shared cache keeps are. The keys come from the route table (a few per experiment), never
 * from a request.
 */
export function createVariationCache(): VariationCache {
  const kept = new Map<string, KeptRender>();
  return {
    async page(internalPath, render) {
      const known = kept.get(internalPath);
      if (known) {
        const headers = known.headers.map(([name, value]): [string, string] => [name, value]);
        return new Response(known.body, { status: known.status, headers });
      }
      const response = await render();
      if (response.status !== 200 || requestContext().preview) return response;
      const body = await response.arrayBuffer();
      const headers = [...response.headers.entries()];
      kept.set(internalPath, {
        status: 200,
        headers,
        body,
        reads: contentReadsHeader(requestContext().reads),
      });
      return new Response(body, { status: 200, headers });
    },
    drop(change) {
      for (const [path, render] of kept) if (dependsOn(render.reads, change)) kept.delete(path);
    },
  };
}

/** The site's variation renders, forgotten as publishes change what they were made of. */
export const siteVariations: VariationCache = createVariationCache();
onPublished((_ref, change) => siteVariations.drop(change));
