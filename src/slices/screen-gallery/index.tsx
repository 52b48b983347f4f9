import { SectionHeading } from "@/components/sections/section-heading";
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
    <section aria-labelledby={id} className="overflow-x-clip bg-paper-deep">
      <div className="container-page py-20 md:py-28">
        <SectionHeading id={id} kicker={slice.primary.kicker}>
          {slice.primary.title}
        </SectionHeading>
        <CaseScreens
          screens={screens}
          labels={{ pan: t("screenPan"), open: t("screenOpen"), close: t("screenClose") }}
        />
      </div>
    </section>
  );
}
