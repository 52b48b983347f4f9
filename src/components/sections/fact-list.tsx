import clsx from "clsx";

/**
 * Headline figures ("15+" over "years building digital products"): the studio's claims (15+ years,
 * 150+ companies, 7 industries, 100+ awards...).
 */
export function FactList({
  facts,
  className,
}: {
  readonly facts: readonly { readonly value: string; readonly label: string }[];
  readonly className?: string;
}) {
  return (
    <dl
      data-testid="facts"
      className={clsx("grid grid-cols-2 gap-x-6 gap-y-10 border-t border-line pt-10", className)}
    >
      {facts.map((fact) => (
        <div key={fact.label} className="flex flex-col-reverse justify-end gap-2">
          <dt className="max-w-[22ch] text-sm text-muted">{fact.label}</dt>
          <dd className="font-display text-4xl font-semibold tracking-tight md:text-5xl">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
