import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

/**
 * A titled section whose heading sits beside its content on wide screens (a third and two thirds) and
 * above it on phones: an industry's context, a family's services, a slice of text or questions.
 */
/** The heading's share of the row, and the content's: a third (the default), or five twelfths. */
const columns = {
  third: { heading: "md:col-span-4", content: "md:col-span-8" },
  wide: { heading: "md:col-span-5", content: "md:col-span-7" },
} as const;

export function SplitSection({
  id,
  kicker,
  title,
  contentClassName,
  contentTestId,
  heading = "third",
  children,
}: {
  readonly id: string;
  readonly kicker: string;
  readonly title: ReactNode;
  /** Classes of the content's column, besides its place in the grid. */
  readonly contentClassName?: string;
  readonly contentTestId?: string;
  /** How much of the row the heading takes: a third, or wide (a service's approach). */
  readonly heading?: keyof typeof columns;
  readonly children: ReactNode;
}) {
  const span = columns[heading];
  return (
    <section aria-labelledby={id} className="border-t border-line">
      <div className="container-page grid gap-10 py-20 md:grid-cols-12 md:py-28">
        <SectionHeading id={id} kicker={kicker} className={span.heading}>
          {title}
        </SectionHeading>
        <div
          data-testid={contentTestId}
          className={contentClassName ? `${span.content} ${contentClassName}` : span.content}
        >
          {children}
        </div>
      </div>
    </section>
  );
}
