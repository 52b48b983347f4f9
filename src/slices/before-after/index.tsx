import { SectionHeading } from "@/components/sections/section-heading";
import { BeforeAfter } from "@/features/cases/before-after";
import { getTranslations } from "@/i18n/translations";
import { pictureOf, type SliceProps, sliceHeadingId } from "../types";

/** One screen before and after a redesign, switched without a script, as the case studies show it. */
export async function BeforeAfterSlice({ slice, index, context }: SliceProps<"before_after">) {
  const id = sliceHeadingId(slice, index);
  const t = await getTranslations({ locale: context.locale, namespace: "CaseStudy" });
  const { device } = slice.primary;
  const screen = (stage: "before" | "after") => ({
    key: `${id}-${stage}`,
    device,
    caption: slice.primary[`${stage}_caption`],
    image: pictureOf(slice.primary[`${stage}_image`]),
  });
  return (
    <section aria-labelledby={id} className="container-page py-20 md:py-28">
      <SectionHeading id={id} kicker={slice.primary.kicker}>
        {slice.primary.title}
      </SectionHeading>
      <div className="mt-14">
        <BeforeAfter
          comparison={{ before: screen("before"), after: screen("after") }}
          name={`compare-${id}`}
          labels={{ legend: t("compareLegend"), before: t("before"), after: t("after") }}
        />
      </div>
    </section>
  );
}
