import { AppLink } from "@/components/navigation/app-link";
import type { CaseCard } from "@/content/queries";

/** Case studies as cards, each with its 'View project' link. */
export function CaseCards({
  cases,
  viewLabel,
}: {
  readonly cases: readonly CaseCard[];
  readonly viewLabel: string;
}) {
  return (
    <ul data-testid="case-cards" className="grid gap-6 md:grid-cols-2">
      {cases.map((item) => (
        <li key={item.uid} className="flex flex-col gap-4 rounded-3xl bg-ink p-8 text-paper md:p-10">
          <p className="flex items-center justify-between text-sm font-semibold text-muted-on-ink">
            <span>{item.client}</span>
            <span>{item.year}</span>
          </p>
          <h3 className="font-display text-3xl font-semibold tracking-tight text-balance">{item.title}</h3>
          <p className="text-muted-on-ink">{item.summary}</p>
          <AppLink
            href={item.href}
            aria-label={`${viewLabel}: ${item.client}`}
            className="mt-auto inline-flex items-center gap-2 self-start rounded-full bg-ember px-5 py-3 font-semibold text-ink"
          >
            {viewLabel}
            <span aria-hidden="true">→</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
