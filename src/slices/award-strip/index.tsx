import { TitledSection } from "@/components/sections/titled-section";
import { type SliceProps, sliceHeadingId } from "../types";

/** Recognitions in a row: each award with who gave it and the year, newest first, as the awards page has them. */
export function AwardStripSlice({ slice, index }: SliceProps<"award_strip">) {
  const id = sliceHeadingId(slice, index);
  const awards = [...slice.primary.awards].sort((a, b) => b.year - a.year);
  return (
    <TitledSection id={id} kicker={slice.primary.kicker} title={slice.primary.title}>
      <ul className="mt-12 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
        {awards.map((award) => (
          <li key={`${award.year} ${award.organisation} ${award.award}`} className="border-t border-ink pt-5">
            <p className="font-display text-sm font-semibold text-ember-deep">{award.year}</p>
            <p className="mt-2 text-xl font-semibold tracking-tight text-balance">{award.award}</p>
            <p className="mt-2 text-muted">{award.organisation}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
