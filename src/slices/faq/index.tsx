import { RichText } from "@/components/rich-text/rich-text";
import { Disclosure } from "@/components/sections/disclosure";
import { SectionHeading } from "@/components/sections/section-heading";
import { asRichText, type SliceProps, sliceHeadingId } from "../types";

/**
 * Questions and answers as the family pages' accordion: native disclosure elements, so every answer opens
 * without a script, from the keyboard, and is found by the browser's search in the page.
 */
export function FaqSlice({ slice, index }: SliceProps<"faq">) {
  const id = sliceHeadingId(slice, index);
  return (
    <section aria-labelledby={id} className="border-t border-line">
      <div className="container-page grid gap-10 py-20 md:grid-cols-12 md:py-28">
        <SectionHeading id={id} kicker={slice.primary.kicker} className="md:col-span-4">
          {slice.primary.title}
        </SectionHeading>
        <div className="md:col-span-8">
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
        </div>
      </div>
    </section>
  );
}
