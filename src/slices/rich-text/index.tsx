import { RichText } from "@/components/rich-text/rich-text";
import { SplitSection } from "@/components/sections/split-section";
import { asRichText, type SliceProps, sliceHeadingId } from "../types";

/** Classes of the text's column, by variation: one measure of prose, or two short paragraphs side by side. */
const columnClasses = {
  default: "max-w-3xl [&>:first-child]:mt-0",
  // The paragraphs keep the section's measure (the rich text's own spacing is for running prose).
  twoColumns: "grid gap-8 text-lg text-ink/85 md:grid-cols-2 [&>*]:m-0 [&>*]:leading-[inherit]",
  wide: "md:pt-10 [&>:first-child]:mt-0",
} as const;

/** A titled section of running text: its heading beside the text on wide screens, above it on phones. */
export function RichTextSlice({ slice, index }: SliceProps<"rich_text">) {
  return (
    <SplitSection
      id={sliceHeadingId(slice, index)}
      kicker={slice.primary.kicker}
      title={slice.primary.title}
      contentClassName={columnClasses[slice.variation]}
      heading={slice.variation === "wide" ? "wide" : "third"}
    >
      <RichText field={asRichText(slice.primary.body)} />
    </SplitSection>
  );
}
