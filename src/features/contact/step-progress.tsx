import clsx from "clsx";

/** "Step 2 of 4" in words, and as segments for the eye. */
export function StepProgress({
  id,
  text,
  current,
  total,
  tone = "paper",
  className,
}: {
  readonly id: string;
  readonly text: string;
  readonly current: number;
  readonly total: number;
  readonly tone?: "paper" | "ink";
  readonly className?: string;
}) {
  return (
    <div className={clsx("mb-8 flex items-center gap-4", className)}>
      <p
        id={id}
        data-testid="step-progress"
        className={clsx(
          "shrink-0 text-sm font-semibold tabular-nums",
          tone === "ink" ? "text-muted-on-ink" : "text-muted",
        )}
      >
        {text}
      </p>
      <span aria-hidden="true" className="flex flex-1 gap-1.5">
        {Array.from({ length: total }, (_, index) => (
          <span
            key={index}
            className={clsx(
              "h-1 flex-1 rounded-full transition-colors duration-300",
              index < current ? "bg-ember" : tone === "ink" ? "bg-line-on-ink" : "bg-ink/10",
            )}
          />
        ))}
      </span>
    </div>
  );
}
