import { imageFacts } from "@/content/images";
import {
  crossOriginAttribute,
  type ImageCrossOrigin,
  type ImageDecoding,
  parseCrossOrigin,
  parseDecoding,
} from "./image-attributes";
import { rasterSources } from "./image-sources";

export interface SiteImageProps {
  /** One of the site's images, `/images/…` (it must be in the image manifest). */
  readonly src: string;
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
 */
export function SiteImage({
  src,
  alt,
  sizes,
  priority = false,
  className,
  crossOrigin,
  decoding,
}: SiteImageProps) {
  const facts = imageFacts(src);
  const chosenDecoding = decoding === undefined ? undefined : parseDecoding(decoding);
  const cors = crossOrigin === undefined ? undefined : crossOriginAttribute(parseCrossOrigin(crossOrigin));
  const loading = {
    ...(priority
      ? ({ loading: "eager", fetchPriority: "high" } as const)
      : ({ loading: "lazy", decoding: "async" } as const)),
    ...(chosenDecoding !== undefined && { decoding: chosenDecoding }),
    ...(cors !== undefined && { crossOrigin: cors }),
  };
  if (facts.format === "svg") {
    const image = (
      <img src={src} alt={alt} width={facts.width} height={facts.height} {...loading} className={className} />
    );
    // React's server renderer puts a preload link ahead of an eager img outside a picture: a hint in the
    // body for an image the markup already names. In a picture drawn as `contents`, it adds none, and the
    // img stays the layout item.
    return priority ? <picture className="contents">{image}</picture> : image;
  }
  const sources = rasterSources(src, facts);
  return (
    // A plain block: place the image in a grid or flex layout with a wrapper, since the picture (and its
    // source) would be the items there, not the img.
    <picture className="block">
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
      <img
        src={sources.fallbackSrc}
        srcSet={sources.fallbackSrcSet}
        sizes={sizes}
        alt={alt}
        width={facts.width}
        height={facts.height}
        {...loading}
        className={className}
      />
    </picture>
  );
}
