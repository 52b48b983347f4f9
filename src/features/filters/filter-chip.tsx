import clsx from "clsx";
import type { MouseEvent, ReactNode } from "react";

/**
 * A filter option as a toggle button: pressed when the list shows only its items. It is the submit button
 * of its GET form, naming its query parameter and value: without JavaScript (or before the island is
 * ready) it loads the filtered page, which the server renders filtered; with it, `onChoose` filters in
 * place.
 */
export function FilterChip({
  pressed,
  onChoose,
  children,
  controls,
  name,
  value,
}: {
  readonly pressed: boolean;
  readonly onChoose: () => void;
  readonly children: ReactNode;
  readonly controls?: string;
  /** The query parameter it sets, and its value ("" for everything). */
  readonly name: string;
  readonly value: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      aria-pressed={pressed}
      aria-controls={controls}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onChoose();
      }}
      className={clsx(
        "inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-semibold transition-colors",
        pressed ? "border-ink bg-ink text-paper" : "border-ink/20 bg-paper hover:border-ink",
      )}
    >
      {children}
    </button>
  );
}
