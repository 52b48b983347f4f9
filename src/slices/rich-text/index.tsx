import { RichText } from "@/components/rich-text/rich-text";
import { SplitSection } from "@/components/sections/split-section";
import { asRichText, type SliceProps, sliceHeadingId } from "../types";

/** A titled section of running text: its heading beside the text on wide screens, above it on phones. */
export function RichTextSlice({ slice, index }: SliceProps<"rich_text">) {
  return (
    <SplitSection
      id={sliceHeadingId(slice, index)}
      kicker={slice.primary.kicker}
      title={slice.primary.title}
      contentClassName="max-w-3xl [&>:first-child]:mt-0"
    >
      <RichText field={asRichText(slice.primary.body)} />
    </SplitSection>
  );
}
