"use client";

import clsx from "clsx";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * The pieces the contact page's stepper and the consultation popup share: radio cards, labelled text
 * fields with their errors, the error summary, the step heading that receives focus, the honeypot.
 */

export interface ChoiceOption {
  readonly value: string;
  readonly label: string;
  readonly hint?: string;
}

/** The id of a field's error message, for aria-describedby and the summary's links. */
export const errorIdOf = (fieldId: string) => `${fieldId}-error`;

export function FieldError({ id, message }: { readonly id: string; readonly message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-2 flex items-start gap-2 text-sm font-semibold text-ember-deep">
      <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-ember-deep" />
      {message}
    </p>
  ) : null;
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
  tone = "paper",
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
  readonly tone?: "paper" | "ink";
}) {
  const errorId = errorIdOf(id);
  const hintId = `${id}-hint`;
  return (
    <fieldset className="min-w-0" aria-describedby={clsx(hint && hintId, error && errorId) || undefined}>
      <legend className="w-full">{legend}</legend>
      {hint ? (
        <p id={hintId} className={clsx("mt-3", tone === "ink" ? "text-muted-on-ink" : "text-muted")}>
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
              tone === "ink"
                ? "border-paper/20 hover:border-paper/60 has-checked:border-paper has-checked:bg-paper has-checked:text-ink"
                : "border-ink/15 bg-paper hover:border-ink/60 has-checked:border-ink has-checked:bg-ink has-checked:text-paper",
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
              className={clsx(
                "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2",
                tone === "ink" ? "border-paper/50 group-has-checked:border-ink" : "border-ink/40",
                "group-has-checked:border-ember",
              )}
            >
              <span className="size-2 scale-0 rounded-full bg-ember transition-transform duration-200 group-has-checked:scale-100" />
            </span>
            <span className="flex flex-col gap-1">
              <span className="text-lg leading-snug font-semibold tracking-tight">{option.label}</span>
              {option.hint ? (
                <span
                  className={clsx(
                    "text-sm",
                    tone === "ink"
                      ? "text-muted-on-ink group-has-checked:text-muted"
                      : "text-muted group-has-checked:text-muted-on-ink",
                  )}
                >
                  {option.hint}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  required,
  optionalLabel,
  placeholder,
  type = "text",
  autoComplete,
  multiline,
  tone = "paper",
  className,
}: {
  readonly id: string;
  readonly name: string;
  /** A trailing "*" is drawn, not read: the input says it is required. */
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly required?: boolean;
  /** Shown beside the label of a field that may stay empty. */
  readonly optionalLabel?: string;
  readonly placeholder?: string;
  readonly type?: "text" | "email";
  readonly autoComplete?: string;
  readonly multiline?: boolean;
  readonly tone?: "paper" | "ink";
  readonly className?: string;
}) {
  const errorId = errorIdOf(id);
  const starred = label.endsWith("*");
  const text = starred ? label.slice(0, -1) : label;
  const control = clsx(
    "mt-2 w-full rounded-xl border px-4 text-base transition-colors outline-none",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember",
    tone === "ink"
      ? "border-paper/25 bg-ink-soft text-paper placeholder:text-muted-on-ink focus:border-paper"
      : "border-ink/20 bg-paper text-ink placeholder:text-muted focus:border-ink",
    "aria-invalid:border-ember-deep aria-invalid:ring-1 aria-invalid:ring-ember-deep",
    multiline ? "min-h-40 resize-y py-3.5 leading-relaxed" : "h-14",
  );
  const shared = {
    id,
    name,
    value,
    placeholder,
    required,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: control,
  } as const;
  return (
    <div className={className}>
      <label htmlFor={id} className="flex items-baseline justify-between gap-3 text-sm font-semibold">
        <span>
          {text}
          {starred ? (
            <span aria-hidden="true" className="text-ember-deep">
              *
            </span>
          ) : null}
        </span>
        {optionalLabel ? (
          <span className={clsx("font-normal", tone === "ink" ? "text-muted-on-ink" : "text-muted")}>
            {optionalLabel}
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={type === "email" ? "email" : undefined}
          spellCheck={type === "email" ? false : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export interface SummaryItem {
  readonly id: string;
  readonly label: string;
  readonly message: string;
}

/**
 * The list of problems above a step's buttons, in a polite live region that is always in the page, so
 * a screen reader hears it appear without losing its place; each entry leads to its field.
 */
export function ErrorSummary({
  title,
  items,
  tone = "paper",
}: {
  readonly title: string;
  readonly items: readonly SummaryItem[];
  readonly tone?: "paper" | "ink";
}) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {items.length > 0 ? (
        <div
          data-testid="error-summary"
          className={clsx(
            "mt-8 rounded-2xl border-l-4 border-ember-deep p-5",
            tone === "ink" ? "bg-ink-soft" : "bg-paper",
          )}
        >
          <p className="font-semibold">{title}</p>
          <ul className="mt-2 grid gap-1 text-sm">
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(item.id)?.focus();
                  }}
                  className="underline decoration-ember-deep underline-offset-4"
                >
                  {item.label}: {item.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

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

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * A field people never see or reach; bots fill it. Off-screen rather than display:none, which some bots
 * skip, and out of the tab order and the accessibility tree.
 */
export function Honeypot({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

/** Primary and secondary buttons of the flows. */
export const buttonStyles = {
  primary:
    "inline-flex h-14 items-center justify-center gap-3 rounded-full bg-ink px-8 font-semibold text-paper transition-[transform,background-color] hover:-translate-y-0.5 hover:bg-ink-soft aria-disabled:cursor-progress aria-disabled:opacity-80",
  primaryOnInk:
    "inline-flex h-14 items-center justify-center gap-3 rounded-full bg-ember px-8 font-semibold text-ink transition-transform hover:-translate-y-0.5 aria-disabled:cursor-progress aria-disabled:opacity-80",
  secondary:
    "inline-flex h-14 items-center justify-center gap-2 rounded-full border border-ink/20 px-6 font-semibold transition-colors hover:border-ink",
  secondaryOnInk:
    "inline-flex h-14 items-center justify-center gap-2 rounded-full border border-paper/25 px-6 font-semibold transition-colors hover:border-paper",
} as const;

/** The tick of a finished step, drawn in ember. */
export function CheckMark({ className }: { readonly className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
    >
      <path d="m5 12.5 4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The count at the end of a focus key ("details:3" → 3): each change of step gets a new key. */
export function counter(key: string | undefined): number {
  return Number(key?.split(":").at(-1)) || 0;
}

/** "20-minute" stays on one line: a break after its hyphen reads badly in a large title. */
export function KeepTogether({ text }: { readonly text: string }) {
  return text.split(/(\S*\d-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={part} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
