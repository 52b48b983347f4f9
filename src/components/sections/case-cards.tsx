import { AppLink } from "@/components/navigation/app-link";
import { SiteImage } from "@/components/ui/site-image";
import type { CaseCard } from "@/content/queries";

/** One case study: cover, client and year, title, summary and its 'View project' link. */
export function CaseCardView({
  item,
  viewLabel,
  tags,
  headingLevel = 3,
  sizes = "(min-width: 1440px) 660px, (min-width: 768px) 47vw, 100vw",
}: {
  readonly item: CaseCard;
  readonly viewLabel: string;
  /** Names of the case's services and industry, shown as pills. */
  readonly tags?: readonly string[];
  readonly headingLevel?: 2 | 3;
  /** How wide the cover is drawn; the default suits the two-column grid. */
  readonly sizes?: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group flex h-full flex-col">
      <div className="overflow-hidden rounded-3xl bg-paper-deep">
        <SiteImage
          src={item.cover.url}
          dimensions={item.cover}
          alt={item.cover.alt}
          sizes={sizes}
          className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.03] motion-reduce:transition-none"
        />
      </div>
      <p className="mt-6 flex items-center justify-between text-sm font-semibold tracking-widest text-muted uppercase">
        <span>{item.client}</span>
        <span>{item.year}</span>
      </p>
      <Heading className="mt-3 font-display text-3xl font-semibold tracking-tight text-balance">
        {item.title}
      </Heading>
      <p className="mt-4 text-muted">{item.summary}</p>
      {tags?.length ? (
        <ul className="mt-5 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="rounded-full border border-ink/15 px-3 py-1 text-xs font-medium">
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <AppLink
        href={item.href}
        aria-label={`${viewLabel}: ${item.client}`}
        className="mt-auto inline-flex items-center gap-2 self-start pt-8 font-semibold underline decoration-ember decoration-2 underline-offset-8"
      >
        {viewLabel}
        <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
          →
        </span>
      </AppLink>
    </article>
  );
}

/** Case studies as a grid of cards. */
export function CaseCards({
  cases,
  viewLabel,
}: {
  readonly cases: readonly CaseCard[];
  readonly viewLabel: string;
}) {
  return (
    <ul data-testid="case-cards" className="grid gap-x-10 gap-y-16 md:grid-cols-2">
      {cases.map((item) => (
        <li key={item.uid}>
          <CaseCardView item={item} viewLabel={viewLabel} />
        </li>
      ))}
    </ul>
  );
}
