/** Headline figures on ink, each its value over its label: an industry's results, a figures slice. */
export function KeyFigures({
  figures,
  testId,
}: {
  readonly figures: readonly { readonly value: string; readonly label: string }[];
  readonly testId?: string;
}) {
  return (
    <dl data-testid={testId} className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse justify-end gap-3 border-t border-line-on-ink pt-6"
        >
          <dt className="text-muted-on-ink">{figure.label}</dt>
          <dd className="font-display text-6xl font-semibold tracking-tighter text-ember">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
