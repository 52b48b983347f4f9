import { TitledSection } from "@/components/sections/titled-section";
import type { SliceOf } from "@/content/queries";
import { CaseScreens, endsOnBand } from "@/features/cases/case-screens";
import { getTranslations } from "@/i18n/translations";
import { pictureOf, type SliceProps, sliceHeadingId } from "../types";

/** The gallery's screens that have their image (one an editor has not uploaded yet is not shown). */
function shownScreens(slice: SliceOf<"screen_gallery">) {
  return slice.primary.screens.flatMap(({ image, ...screen }) => (image ? [{ ...screen, image }] : []));
}

/** Whether the gallery ends on a wide screen's ink band (what follows on ink continues it). */
export function galleryEndsOnBand(slice: SliceOf<"screen_gallery">): boolean {
  return endsOnBand(shownScreens(slice));
}

/** Product screens in their device frames, laid out as a case study's screens are. */
export async function ScreenGallerySlice({ slice, index, context }: SliceProps<"screen_gallery">) {
  const id = sliceHeadingId(slice, index);
  const t = await getTranslations({ locale: context.locale, namespace: "CaseStudy" });
  const screens = shownScreens(slice).map(({ device, caption, image }, position) => ({
    key: `${id}-${position + 1}`,
    device,
    caption,
    image: pictureOf(image),
  }));
  return (
    <TitledSection
      id={id}
      kicker={slice.primary.kicker}
      title={slice.primary.title}
      className="overflow-x-clip bg-paper-deep"
      flushEnd={endsOnBand(screens)}
    >
      <CaseScreens
        screens={screens}
        labels={{ pan: t("screenPan"), open: t("screenOpen"), close: t("screenClose") }}
      />
    </TitledSection>
  );
}
