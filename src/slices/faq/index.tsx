import { RichText } from "@/components/rich-text/rich-text";
import { Disclosure } from "@/components/sections/disclosure";
import { SplitSection } from "@/components/sections/split-section";
import { asRichText, type SliceProps, sliceHeadingId } from "../types";

/**
 * Questions and answers as the family pages' accordion: native disclosure elements, so every answer opens
 * without a script, from the keyboard, and is found by the browser's search in the page.
 */
export function FaqSlice({ slice, index }: SliceProps<"faq">) {
  return (
    <SplitSection id={sliceHeadingId(slice, index)} kicker={slice.primary.kicker} title={slice.primary.title}>
      {slice.primary.questions.map((item) => (
        <Disclosure
          key={item.question}
          summary={
            <h3 className="flex-1 font-display text-xl font-semibold tracking-tight md:text-2xl">
              {item.question}
            </h3>
          }
        >
          <div className="max-w-2xl pb-8 text-lg text-muted">
            <RichText field={asRichText(item.answer)} />
          </div>
        </Disclosure>
      ))}
    </SplitSection>
  );
}
