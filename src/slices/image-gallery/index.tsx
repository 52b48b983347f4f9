import { TitledSection } from "@/components/sections/titled-section";
import { SiteImage } from "@/components/ui/site-image";
import { type SliceProps, sliceHeadingId } from "../types";

/** Images with their captions, two or three a row: nothing loads before the visitor scrolls to them. */
export function ImageGallerySlice({ slice, index }: SliceProps<"image_gallery">) {
  return (
    <TitledSection
      id={sliceHeadingId(slice, index)}
      kicker={slice.primary.kicker}
      title={slice.primary.title}
    >
      <ul className="mt-12 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {slice.primary.images.map(({ image, caption }, place) => (
          <li key={`${place}-${image.url}`}>
            <figure>
              <SiteImage
                src={image.url}
                dimensions={image.dimensions}
                alt={image.alt ?? ""}
                sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] h-auto w-full rounded-3xl object-cover"
              />
              {caption ? <figcaption className="mt-4 text-muted">{caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
