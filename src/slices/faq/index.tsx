import { RichText } from "@/components/rich-text/rich-text";
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
            <details key={item.question} className="group border-b border-line first:border-t">
              <summary className="flex cursor-pointer list-none items-center gap-6 py-6 text-left [&::-webkit-details-marker]:hidden">
                <h3 className="flex-1 font-display text-xl font-semibold tracking-tight md:text-2xl">
                  {item.question}
                </h3>
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full border border-ink/20 text-xl transition-transform group-open:rotate-45 motion-reduce:transition-none"
                >
                  +
                </span>
              </summary>
              <div className="max-w-2xl pb-8 text-lg text-muted">
                <RichText field={asRichText(item.answer)} />
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
