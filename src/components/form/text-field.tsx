import clsx from "clsx";
import { errorIdOf, FieldError } from "./field-error";

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
  readonly className?: string;
}) {
  const errorId = errorIdOf(id);
  const starred = label.endsWith("*");
  const text = starred ? label.slice(0, -1) : label;
  const control = clsx(
    // Focus: the site's ring for text fields (styles/globals.css, WCAG 2.2 SC 2.4.13), and a darker border.
    "mt-2 w-full rounded-xl border px-4 text-base transition-colors",
    "border-ink/20 bg-paper text-ink placeholder:text-muted focus:border-ink",
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
        {optionalLabel ? <span className="font-normal text-muted">{optionalLabel}</span> : null}
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
