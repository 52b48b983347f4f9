import clsx from "clsx";
import { SiteImage } from "./site-image";

/** How wide a page hero's art is drawn: 5 of 12 columns from lg, the full width below. */
const HERO_ART_SIZES = "(min-width: 1440px) 560px, (min-width: 1024px) 40vw, 100vw";

/**
 * One of the site's illustrations (public/images/, made by `npm run art`): abstract, so decorative.
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
