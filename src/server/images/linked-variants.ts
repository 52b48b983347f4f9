// Relative imports, as in snap.ts: the URLs must be exactly the ones SiteImage builds
// (components/ui/image-sources.ts), so that the build encodes what the pages link to.
import "server-only";
import { rasterSources } from "../../components/ui/image-sources";
import committed from "../../content/image-manifest.json";
import { imageManifestSchema } from "../../content/images";

/** Every /_ipx URL that SiteImage puts in a page: each raster's WebP and fallback srcsets. */
export function linkedVariantUrls(): string[] {
  const urls = new Set<string>();
  for (const [src, facts] of Object.entries(imageManifestSchema.parse(committed))) {
    if (facts.format === "svg") continue;
    const sources = rasterSources(src, facts);
    for (const srcset of [sources.webpSrcSet, sources.fallbackSrcSet]) {
      for (const candidate of srcset.split(", ")) urls.add(candidate.split(" ")[0] ?? "");
    }
    urls.add(sources.fallbackSrc);
  }
  urls.delete("");
  return [...urls].sort();
}
