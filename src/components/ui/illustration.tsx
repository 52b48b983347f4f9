import clsx from "clsx";
import { decorativeSvgMarkup } from "@/content/illustration-markup";
import { SiteImage } from "./site-image";

/** How wide a page hero's art is drawn: 5 of 12 columns from lg, the full width below. */
const HERO_ART_SIZES = "(min-width: 1440px) 560px, (min-width: 1024px) 40vw, 100vw";

/**
 * One of the site's illustrations (public/images/, made by `npm run art`): abstract, so decorative.
 * A page's hero art (priority) is inlined: it paints with the page's first paint, costs no request on
 * the critical path, and is no LCP candidate, so the page's LCP is its heading, which paints at once.
 */
export function Illustration({
  src,
  priority,
  sizes = HERO_ART_SIZES,
  className,
}: {
  readonly src: string;
  readonly priority?: boolean;
  readonly sizes?: string;
  readonly className?: string;
}) {
  const inline = priority ? decorativeSvgMarkup(src) : null;
  if (inline) {
    return (
      <div
        data-illustration={src}
        className={clsx("overflow-hidden rounded-3xl bg-paper-deep", className)}
        // Our own generated art, checked by decorativeSvgMarkup: no script, link or external reference.
        dangerouslySetInnerHTML={{ __html: inline }}
      />
    );
  }
  return (
    <SiteImage
      src={src}
      alt=""
      sizes={sizes}
      priority={priority}
      className={clsx("h-auto w-full rounded-3xl bg-paper-deep", className)}
    />
  );
}
