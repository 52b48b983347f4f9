import { RichText } from "@/components/rich-text/rich-text";
import { SectionHeading } from "@/components/sections/section-heading";
import { SplitSection } from "@/components/sections/split-section";
import type { SliceOf } from "@/content/queries";
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
  const id = sliceHeadingId(slice, index);
  if (slice.variation === "withKeywords") return <WithKeywords slice={slice} id={id} />;
  return (
    <SplitSection
      id={id}
      kicker={slice.primary.kicker}
      title={slice.primary.title}
      contentClassName={columnClasses[slice.variation]}
      heading={slice.variation === "wide" ? "wide" : "third"}
    >
      <RichText field={asRichText(slice.primary.body)} />
    </SplitSection>
  );
}

/** The text under its heading, its keywords beside it: a case's "about the project". */
function WithKeywords({
  slice,
  id,
}: {
  readonly slice: Extract<SliceOf<"rich_text">, { variation: "withKeywords" }>;
  readonly id: string;
}) {
  const keywordsId = `${id}-keywords`;
  return (
    <section aria-labelledby={id} className="container-page grid gap-12 py-20 md:grid-cols-12 md:py-28">
      <div className="md:col-span-7">
        <SectionHeading id={id} kicker={slice.primary.kicker}>
          {slice.primary.title}
        </SectionHeading>
        <div className="mt-4 [&>:first-child]:mt-6">
          <RichText field={asRichText(slice.primary.body)} />
        </div>
      </div>
      <aside aria-labelledby={keywordsId} className="md:col-span-4 md:col-start-9 md:pt-24">
        <h3 id={keywordsId} className="text-sm font-semibold tracking-widest text-muted uppercase">
          {slice.primary.keywords_title}
        </h3>
        <ul data-testid="keywords" className="mt-5 flex flex-wrap gap-2">
          {slice.primary.keywords.map(({ keyword }) => (
            <li key={keyword} className="rounded-full border border-ink/20 px-4 py-2 text-sm font-medium">
              {keyword}
            </li>
          ))}
        </ul>
      </aside>
    </section>
  );
}
