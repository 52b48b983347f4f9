import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

/**
 * A titled section whose heading sits beside its content on wide screens (a third and two thirds) and
 * above it on phones: an industry's context, a family's services, a slice of text or questions.
 */
export function SplitSection({
  id,
  kicker,
  title,
  contentClassName,
  contentTestId,
  children,
}: {
  readonly id: string;
  readonly kicker: string;
  readonly title: ReactNode;
  /** Classes of the content's column, besides its place in the grid. */
  readonly contentClassName?: string;
  readonly contentTestId?: string;
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="border-t border-line">
      <div className="container-page grid gap-10 py-20 md:grid-cols-12 md:py-28">
        <SectionHeading id={id} kicker={kicker} className="md:col-span-4">
          {title}
        </SectionHeading>
        <div
          data-testid={contentTestId}
          className={contentClassName ? `md:col-span-8 ${contentClassName}` : "md:col-span-8"}
        >
          {children}
        </div>
      </div>
    </section>
  );
}
