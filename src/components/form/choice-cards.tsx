import clsx from "clsx";
import type { ReactNode } from "react";
import { errorIdOf, FieldError } from "./field-error";

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
  readonly hint?: string;
}

/**
 * A step's question as a set of radio cards. The heading is the fieldset's legend, so each radio is
 * announced with the question; the inputs cover their cards, so a tap anywhere on a card chooses it.
 */
export function ChoiceCards({
  id,
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  compact,
}: {
  readonly id: string;
  readonly name: string;
  readonly legend: ReactNode;
  readonly hint?: string;
  readonly options: readonly ChoiceOption[];
  readonly value: string | undefined;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  /** Smaller cards in two columns even on phones (budget bands). */
  readonly compact?: boolean;
}) {
  const errorId = errorIdOf(id);
  const hintId = `${id}-hint`;
  return (
    <fieldset className="min-w-0" aria-describedby={clsx(hint && hintId, error && errorId) || undefined}>
      <legend className="w-full">{legend}</legend>
      {hint ? (
        <p id={hintId} className="mt-3 text-muted">
          {hint}
        </p>
      ) : null}
      <div
        className={clsx(
          "mt-7 grid gap-3",
          compact ? "grid-cols-1 min-[420px]:grid-cols-2" : "sm:grid-cols-2",
        )}
      >
        {options.map((option, index) => (
          <label
            key={option.value}
            className={clsx(
              "group relative flex min-h-16 cursor-pointer items-start gap-4 rounded-2xl border p-5 transition-[border-color,background-color,color] duration-200",
              "has-focus-visible:outline-3 has-focus-visible:outline-offset-3 has-focus-visible:outline-ember",
              "border-ink/15 bg-paper hover:border-ink/60 has-checked:border-ink has-checked:bg-ink has-checked:text-paper",
              "has-aria-invalid:border-ember-deep",
            )}
          >
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
            />
            <span
              aria-hidden="true"
              className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2 border-ink/40 group-has-checked:border-ember"
            >
              <span className="size-2 scale-0 rounded-full bg-ember transition-transform duration-200 group-has-checked:scale-100" />
            </span>
            <span className="flex flex-col gap-1">
              <span className="text-lg leading-snug font-semibold tracking-tight">{option.label}</span>
              {option.hint ? (
                <span className="text-sm text-muted group-has-checked:text-muted-on-ink">{option.hint}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
