import clsx from "clsx";
import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

/**
 * A full-width band of the page with its kicker and title over its content: the rhythm the slices share
 * (benefits, an award strip, a screen gallery). `className` is the band's own: a rule above, a tint.
 */
export function TitledSection({
  id,
  kicker,
  title,
  className = "border-t border-line",
  flushEnd = false,
  children,
}: {
  readonly id: string;
  readonly kicker: string;
  readonly title: ReactNode;
  readonly className?: string;
  /** Its content ends the band on wide screens (a screen gallery's last screen is a band of its own). */
  readonly flushEnd?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className={clsx("container-page pt-20 pb-20 md:pt-28", flushEnd ? "md:pb-0" : "md:pb-28")}>
        <SectionHeading id={id} kicker={kicker}>
          {title}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
