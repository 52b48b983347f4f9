import { DataInsights } from "@/components/sections/data-insights";
import { KeyFigures } from "@/components/sections/key-figures";
import { SectionHeading } from "@/components/sections/section-heading";
import { getTranslations } from "@/i18n/translations";
import { type SliceProps, sliceHeadingId } from "../types";

/** Key figures on ink: headline numbers (the industries' results) or data insight boxes (the services'). */
export async function FiguresSlice({ slice, index, context }: SliceProps<"figures">) {
  const id = sliceHeadingId(slice, index);
  const t = await getTranslations({ locale: context.locale, namespace: "Sections" });
  return (
    <section aria-labelledby={id} className="on-ink bg-ink text-paper">
      <div className="container-page py-20 md:py-28">
        {slice.variation === "dataInsights" ? (
          <>
            <SectionHeading id={id} kicker={t("dataInsights")} tone="ink">
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
