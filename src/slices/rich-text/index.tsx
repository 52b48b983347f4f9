import { RichText } from "@/components/rich-text/rich-text";
import { SectionHeading } from "@/components/sections/section-heading";
import { asRichText, type SliceProps, sliceHeadingId } from "../types";

/** A titled section of running text: its heading beside the text on wide screens, above it on phones. */
export function RichTextSlice({ slice, index }: SliceProps<"rich_text">) {
  const id = sliceHeadingId(slice, index);
  return (
    <section aria-labelledby={id} className="border-t border-line">
      <div className="container-page grid gap-10 py-20 md:grid-cols-12 md:py-28">
        <SectionHeading id={id} kicker={slice.primary.kicker} className="md:col-span-4">
          {slice.primary.title}
        </SectionHeading>
        <div className="max-w-3xl md:col-span-8 [&>:first-child]:mt-0">
          <RichText field={asRichText(slice.primary.body)} />
        </div>
      </div>
    </section>
  );
}
