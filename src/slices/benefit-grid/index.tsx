import { SectionHeading } from "@/components/sections/section-heading";
import { type SliceProps, sliceHeadingId } from "../types";

/** A titled grid of short cards, as the industries show their client projects. */
export function BenefitGridSlice({ slice, index }: SliceProps<"benefit_grid">) {
  const id = sliceHeadingId(slice, index);
  return (
    <section aria-labelledby={id} className="container-page py-20 md:py-28">
      <SectionHeading id={id} kicker={slice.primary.kicker}>
        {slice.primary.title}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {slice.primary.cards.map((card) => (
          <li key={card.title} className="flex flex-col gap-3 rounded-3xl bg-paper-deep p-8">
            <h3 className="font-display text-2xl font-semibold tracking-tight">{card.title}</h3>
            <p className="text-muted">{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
