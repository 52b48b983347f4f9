import clsx from "clsx";
import { DataInsights } from "@/components/sections/data-insights";
import { KeyFigures } from "@/components/sections/key-figures";
import { SectionHeading } from "@/components/sections/section-heading";
import { galleryEndsOnBand } from "../screen-gallery";
import { type SliceProps, sliceHeadingId } from "../types";

/**
 * Key figures on ink: headline numbers (the industries' results) or data insight boxes (the services'
 * and the cases'). Right after a screen gallery that ends on its ink band, the ink continues it, under a
 * hairline.
 */
export function FiguresSlice({ slice, index, context }: SliceProps<"figures">) {
  const id = sliceHeadingId(slice, index);
  const before = context.zone?.[index - 1];
  const continuesBand = before?.slice_type === "screen_gallery" && galleryEndsOnBand(before);
  return (
    <section
      aria-labelledby={id}
      className={clsx("on-ink bg-ink text-paper", continuesBand && "md:border-t md:border-paper/15")}
    >
      <div className="container-page py-20 md:py-28">
        {slice.variation === "dataInsights" ? (
          <>
            <SectionHeading id={id} kicker={slice.primary.kicker} tone="ink">
              {slice.primary.title}
            </SectionHeading>
            <DataInsights boxes={slice.primary.boxes} locale={context.locale} />
          </>
        ) : (
          <>
            <h2
              id={id}
              className="flex items-center gap-3 text-sm font-semibold tracking-widest text-muted-on-ink uppercase"
            >
              <span aria-hidden="true" className="h-px w-10 bg-ember" />
              {slice.primary.title}
            </h2>
            <KeyFigures figures={slice.primary.figures} testId="key-figures" />
          </>
        )}
      </div>
    </section>
  );
}
