import { TitledSection } from "@/components/sections/titled-section";
import { CaseScreens } from "@/features/cases/case-screens";
import { getTranslations } from "@/i18n/translations";
import { pictureOf, type SliceProps, sliceHeadingId } from "../types";

/** Product screens in their device frames, laid out as a case study's screens are. */
export async function ScreenGallerySlice({ slice, index, context }: SliceProps<"screen_gallery">) {
  const id = sliceHeadingId(slice, index);
  const t = await getTranslations({ locale: context.locale, namespace: "CaseStudy" });
  const screens = slice.primary.screens.map((screen, position) => ({
    key: `${id}-${position + 1}`,
    device: screen.device,
    caption: screen.caption,
    image: pictureOf(screen.image),
  }));
  return (
    <TitledSection
      id={id}
      kicker={slice.primary.kicker}
      title={slice.primary.title}
      className="overflow-x-clip bg-paper-deep"
    >
      <CaseScreens
        screens={screens}
        labels={{ pan: t("screenPan"), open: t("screenOpen"), close: t("screenClose") }}
      />
    </TitledSection>
  );
}
