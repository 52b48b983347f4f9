import clsx from "clsx";
import type { ReactNode } from "react";

/** A section's kicker and title: one visual rhythm for every content section. */
export function SectionHeading({
  id,
  kicker,
  children,
  className,
  tone = "paper",
}: {
  readonly id: string;
  readonly kicker: string;
  readonly children: ReactNode;
  readonly className?: string;
  /** The background it sits on: the kicker's colour keeps its contrast on ink and on ember. */
  readonly tone?: "paper" | "ink" | "ember";
}) {
  return (
    <div className={className}>
      <p
        className={clsx(
          "flex items-center gap-3 text-sm font-semibold tracking-widest uppercase",
          { paper: "text-muted", ink: "text-muted-on-ink", ember: "text-ink" }[tone],
        )}
      >
        <span aria-hidden="true" className="h-px w-10 bg-ember" />
        {kicker}
      </p>
      <h2 id={id} className="mt-5 max-w-[22ch] font-display text-headline font-semibold text-balance">
        {children}
      </h2>
    </div>
  );
}
