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
}: {
  readonly title: string;
  readonly items: readonly SummaryItem[];
}) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {items.length > 0 ? (
        <div
          data-testid="error-summary"
          className="mt-8 rounded-2xl border-l-4 border-ember-deep p-5 bg-paper"
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
