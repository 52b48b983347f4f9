import clsx from "clsx";
import type { ReactNode } from "react";

/** A filter option as a toggle button: pressed when the list shows only its items. */
export function FilterChip({
  pressed,
  onClick,
  children,
  controls,
}: {
  readonly pressed: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
  readonly controls?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-controls={controls}
      onClick={onClick}
      className={clsx(
        "inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold transition-colors",
        pressed ? "border-ink bg-ink text-paper" : "border-ink/20 bg-paper hover:border-ink",
      )}
    >
      {children}
    </button>
  );
}
