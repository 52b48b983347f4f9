import type { ReactElement } from "react";
import { type ImageDimensions, sourceFacts } from "@/content/images";
import {
  crossOriginAttribute,
  type ImageCrossOrigin,
  type ImageDecoding,
  parseCrossOrigin,
  parseDecoding,
} from "./image-attributes";
import { rasterSources } from "./image-sources";
import { remoteRasterSources } from "./remote-image-sources";

export interface SiteImageProps {
  /** One of the site's images, `/images/…` (it must be in the image manifest), or one on Prismic's CDN. */
  readonly src: string;
  /**
   * The image's own size, as its content field gives it. Required for an image on Prismic's CDN, which no
   * manifest knows; the site's own images take theirs from the manifest, whatever is passed.
   */
  readonly dimensions?: ImageDimensions;
  /** What the image shows; "" for a decorative image. */
  readonly alt: string;
  /** How wide the image is drawn at each viewport, for the browser to pick a srcset width. */
  readonly sizes: string;
  /** The largest image above the fold (one per page): fetched at once, with high priority. */
  readonly priority?: boolean;
  /** Classes of the img itself (size, shape, fit), not of its place in a layout. */
  readonly className?: string;
  /** CORS mode of the request; none by default: the site's images are same-origin. */
  readonly crossOrigin?: ImageCrossOrigin;
  /** Decoding hint; default async below the fold, the browser's choice for the priority image. */
  readonly decoding?: ImageDecoding;
}

/**
 * Every image of the site. Rasters become a `<picture>`: WebP at the breakpoints 320 to 1536, then PNG
 * (if the master has transparency) or JPEG, all from the image service. SVGs are used as they are. Width
 * and height always come from the image manifest, so the box is reserved before the bytes arrive.
 *
 * An image on Prismic's CDN is one `<img>` at the same breakpoints: imgix picks WebP or AVIF itself
 * (`auto=format`), so there is no source to offer. Its width and height are its content field's.
 */
export function SiteImage({
  src,
  dimensions,
  alt,
  sizes,
  priority = false,
  className,
  crossOrigin,
  decoding,
}: SiteImageProps) {
  const facts = sourceFacts(src, dimensions);
  const chosenDecoding = decoding === undefined ? undefined : parseDecoding(decoding);
  const cors = crossOrigin === undefined ? undefined : crossOriginAttribute(parseCrossOrigin(crossOrigin));
  const loading = {
    ...(priority
      ? ({ loading: "eager", fetchPriority: "high" } as const)
      : ({ loading: "lazy", decoding: "async" } as const)),
    ...(chosenDecoding !== undefined && { decoding: chosenDecoding }),
    ...(cors !== undefined && { crossOrigin: cors }),
  };
  // The same on every img: the box it reserves and how it loads.
  const box = { width: facts.width, height: facts.height, ...loading, className };
  if (facts.format === "svg") return withoutPreload(<img src={src} alt={alt} {...box} />, priority);
  // sourceFacts took src as a site path or a Prismic CDN URL: nothing else reaches this line.
  if (!src.startsWith("/")) {
    const remote = remoteRasterSources(src, facts.width);
    return withoutPreload(
      <img src={remote.src} srcSet={remote.srcSet} sizes={sizes} alt={alt} {...box} />,
      priority,
    );
  }
  const sources = rasterSources(src, facts);
  return (
    // A plain block: place the image in a grid or flex layout with a wrapper, since the picture (and its
    // source) would be the items there, not the img.
    <picture className="block">
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
      <img src={sources.fallbackSrc} srcSet={sources.fallbackSrcSet} sizes={sizes} alt={alt} {...box} />
    </picture>
  );
}

/**
 * React's server renderer puts a preload link ahead of an eager img outside a picture: a hint in the body
 * for an image the markup already names. In a picture drawn as `contents`, it adds none, and the img stays
 * the layout item.
 */
function withoutPreload(image: ReactElement, priority: boolean): ReactElement {
  return priority ? <picture className="contents">{image}</picture> : image;
}
