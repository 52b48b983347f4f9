import type { ReactNode } from "react";

/**
 * One entry of an accordion: a native disclosure, so it opens without a script, from the keyboard, and
 * the browser's find-in-page reaches its hidden text. Entries sharing a `name` close one another.
 */
export function Disclosure({
  name,
  summary,
  children,
}: {
  readonly name?: string;
  /** The entry's visible line (its number, its title); the open/close mark is added after it. */
  readonly summary: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <details name={name} className="group border-b border-line first:border-t">
      <summary className="flex cursor-pointer list-none items-center gap-6 py-6 text-left [&::-webkit-details-marker]:hidden">
        {summary}
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full border border-ink/20 text-xl transition-transform group-open:rotate-45 motion-reduce:transition-none"
        >
          +
        </span>
      </summary>
      {children}
    </details>
  );
}
