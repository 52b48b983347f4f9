import clsx from "clsx";
import { type ReactNode, useEffect, useRef } from "react";
import { prefersReducedMotion } from "./reduced-motion";

/**
 * A step's heading. It takes focus whenever `focusKey` is set or changes (a new step, another path),
 * so keyboard and screen-reader users start at the new question instead of on a vanished button; on
 * the page's first render the key is undefined and focus stays where the visitor is.
 */
export function StepHeading({
  focusKey,
  children,
  className,
  level = 3,
  id,
  describedBy,
}: {
  readonly focusKey: string | undefined;
  readonly children: ReactNode;
  readonly className?: string;
  readonly level?: 2 | 3;
  readonly id?: string;
  /** The progress text ("Step 2 of 4"), read after the heading. */
  readonly describedBy?: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey === undefined) return;
    const heading = ref.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "nearest", behavior: prefersReducedMotion() ? "auto" : "smooth" });
  }, [focusKey]);
  const Tag = level === 2 ? "h2" : "h3";
  return (
    <Tag
      ref={ref}
      id={id}
      tabIndex={-1}
      aria-describedby={describedBy}
      className={clsx(
        "scroll-mt-40 font-display text-[clamp(1.75rem,1.35rem+1.6vw,2.75rem)] leading-[1.05] font-semibold tracking-tight text-balance outline-none",
        className,
      )}
    >
      {children}
    </Tag>
  );
}
