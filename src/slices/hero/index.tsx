import { PageHero } from "@/components/sections/page-hero";
import { SiteImage } from "@/components/ui/site-image";
import type { SliceProps } from "../types";

/**
 * A page's opening (the pages' own hero). The first slice of a page carries its one h1; a hero further
 * down is a section with an h2.
 */
export function HeroSlice({ slice, index, context }: SliceProps<"hero">) {
  const opensPage = index === 0 && !context.afterHero;
  const { kicker, title, description } = slice.primary;
  const media =
    slice.variation === "withImage" ? (
      <SiteImage
        src={slice.primary.image.url}
        dimensions={slice.primary.image.dimensions}
        alt={slice.primary.image.alt ?? ""}
        sizes="(min-width: 1024px) 40vw, 100vw"
        priority={opensPage}
        className="h-auto w-full rounded-3xl"
      />
    ) : undefined;
  return (
    <PageHero
      kicker={kicker}
      title={title}
      headingLevel={opensPage ? 1 : 2}
      {...(description ? { description } : {})}
      {...(media ? { media } : {})}
    />
  );
}
