import { SectionHeading } from "@/components/sections/section-heading";
import { TitledSection } from "@/components/sections/titled-section";
import type { SliceOf } from "@/content/queries";
import { type SliceProps, sliceHeadingId } from "../types";

/**
 * A titled grid of short cards: benefits (numbered, as a service's key business benefits), steps (a case's
 * process), points under a rule (a case's improvements); or, as the industries show their work, a
 * statement of what we do and a row of client projects.
 */
export function BenefitGridSlice({ slice, index }: SliceProps<"benefit_grid">) {
  const id = sliceHeadingId(slice, index);
  if (slice.variation === "numbered") {
    return (
      <TitledSection id={id} kicker={slice.primary.kicker} title={slice.primary.title}>
        <ol
          data-testid="benefit-boxes"
          className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3"
        >
          {slice.primary.cards.map((card, place) => (
            <li key={card.title} className="border-t border-ink pt-6">
              <span aria-hidden="true" className="font-display text-sm font-semibold text-ember-deep">
                {String(place + 1).padStart(2, "0")}
              </span>
              <h3 className="mt-3 text-xl font-semibold tracking-tight">{card.title}</h3>
              <p className="mt-3 text-muted">{card.text}</p>
            </li>
          ))}
        </ol>
      </TitledSection>
    );
  }
  return (
    <section aria-labelledby={id} className="container-page py-20 md:py-28">
      <SectionHeading id={id} kicker={slice.primary.kicker}>
        {slice.primary.title}
      </SectionHeading>
      <BenefitList slice={slice} />
    </section>
  );
}

/** The list under the heading, by variation (the numbered one is a band of its own, above). */
function BenefitList({
  slice,
}: {
  readonly slice: Exclude<SliceOf<"benefit_grid">, { variation: "numbered" }>;
}) {
  switch (slice.variation) {
    case "clientProjects":
      return (
        <>
          <h3 className="mt-16 text-sm font-semibold tracking-widest text-muted uppercase">
            {slice.primary.list_title}
          </h3>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {slice.primary.cards.map((card) => (
              <li key={card.title} className="flex flex-col gap-3 rounded-3xl bg-paper-deep p-8">
                <p className="text-sm font-semibold text-muted">{card.client}</p>
                <p className="font-display text-2xl font-semibold tracking-tight">{card.title}</p>
                <p className="text-muted">{card.text}</p>
              </li>
            ))}
          </ul>
        </>
      );
    case "steps":
      return (
        <ol data-testid="steps" className="mt-14 grid gap-x-10 gap-y-12 md:grid-cols-2">
          {slice.primary.cards.map((step, place) => (
            <li key={step.title} className="grid grid-cols-[3rem_1fr] gap-4 border-t border-ink pt-6">
              <span aria-hidden="true" className="font-display text-2xl font-semibold text-ember-deep">
                {String(place + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="text-xl font-semibold tracking-tight">{step.title}</h3>
                <p className="mt-3 text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      );
    case "ruled":
      return (
        <ul data-testid="ruled-points" className="mt-14 grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
          {slice.primary.cards.map((item) => (
            <li key={item.title} className="border-t border-ink pt-6">
              <h3 className="text-xl font-semibold tracking-tight">{item.title}</h3>
              <p className="mt-3 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      );
    default:
      return (
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {slice.primary.cards.map((card) => (
            <li key={card.title} className="flex flex-col gap-3 rounded-3xl bg-paper-deep p-8">
              <h3 className="font-display text-2xl font-semibold tracking-tight">{card.title}</h3>
              <p className="text-muted">{card.text}</p>
            </li>
          ))}
        </ul>
      );
  }
}
