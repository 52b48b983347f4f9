import clsx from "clsx";

/** "Step 2 of 4" in words, and as segments for the eye. */
export function StepProgress({
  id,
  text,
  current,
  total,
  className,
}: {
  readonly id: string;
  readonly text: string;
  readonly current: number;
  readonly total: number;
  readonly className?: string;
}) {
  return (
    <div className={clsx("mb-8 flex items-center gap-4", className)}>
      <p
        id={id}
        data-testid="step-progress"
        className="shrink-0 text-sm font-semibold tabular-nums text-muted"
      >
        {text}
      </p>
      <span aria-hidden="true" className="flex flex-1 gap-1.5">
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={clsx(
              "h-1 flex-1 rounded-full transition-colors duration-300",
              index < current ? "bg-ember" : "bg-ink/10",
            )}
          />
        ))}
      </span>
    </div>
  );
}
