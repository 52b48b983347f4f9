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
  children,
}: {
  readonly id: string;
  readonly kicker: string;
  readonly title: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="container-page py-20 md:py-28">
        <SectionHeading id={id} kicker={kicker}>
          {title}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
