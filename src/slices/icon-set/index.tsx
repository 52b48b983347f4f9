import { RichText } from "@/components/rich-text/rich-text";
import { SectionHeading } from "@/components/sections/section-heading";
import { Glyph } from "@/components/ui/glyph";
import { asRichText, type SliceProps, sliceHeadingId } from "../types";

/** A product's icons beside the text that explains them, on a tint: a case's iconography. */
export function IconSetSlice({ slice, index }: SliceProps<"icon_set">) {
  const id = sliceHeadingId(slice, index);
  return (
    <section aria-labelledby={id} className="bg-paper-deep">
      <div className="container-page grid gap-12 py-20 md:grid-cols-12 md:py-28">
        <div className="md:col-span-6">
          <SectionHeading id={id} kicker={slice.primary.kicker}>
            {slice.primary.title}
          </SectionHeading>
          <div className="[&>:first-child]:mt-8">
            <RichText field={asRichText(slice.primary.body)} />
          </div>
        </div>
        <ul
          data-testid="icon-set"
          className="grid grid-cols-4 gap-3 self-center sm:grid-cols-5 md:col-span-5 md:col-start-8"
        >
          {slice.primary.icons.map(({ icon }, place) => (
            // An icon may appear twice in a set; its place keeps the key unique.
            <li
              key={`${place}-${icon}`}
              className="grid aspect-square place-items-center rounded-2xl bg-paper text-ink"
            >
              <Glyph name={icon} className="size-9" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
