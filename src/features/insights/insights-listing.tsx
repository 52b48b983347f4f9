import { type CountLabels, countLabel } from "@/features/filters/count-labels";
import { FilterChip } from "@/features/filters/filter-chip";
import { useListedItems } from "@/features/filters/listed-items";
import { useQueryString } from "@/features/filters/use-query-string";

export interface ListedInsight {
  readonly uid: string;
  readonly category: string;
}

export interface InsightsListingStrings {
  readonly categories: string;
  readonly all: string;
  /** "Showing n of total", formatted on the server for every n (index = items shown). */
  readonly count: CountLabels;
  readonly empty: string;
}

export interface InsightsListingProps {
  readonly insights: readonly ListedInsight[];
  readonly categories: readonly (readonly [slug: string, name: string])[];
  readonly strings: InsightsListingStrings;
  /** The id of the server-rendered list of cards, each item keyed by its article's uid (`data-key`). */
  readonly listId: string;
}

/**
 * The category filter of every article (the list `listId`). The category lives in the query string
 * (?category=…); a category the page does not offer shows everything.
 */
export function InsightsListing({ insights, categories, strings, listId }: InsightsListingProps) {
  const [params, replace] = useQueryString();
  const requested = params.get("category");
  const category = categories.some(([slug]) => slug === requested) ? requested : null;
  const choose = (slug: string | null) => {
    const next = new URLSearchParams(params);
    if (slug) next.set("category", slug);
    else next.delete("category");
    replace(next);
  };
  const matches = (item: ListedInsight) => category === null || item.category === category;
  const shown = insights.filter(matches);
  useListedItems(
    listId,
    shown.map((item) => item.uid),
  );
  return (
    <div>
      <fieldset>
        <legend className="mb-4 text-sm font-semibold tracking-widest text-muted uppercase">
          {strings.categories}
        </legend>
        <div className="flex flex-wrap gap-3">
          <FilterChip pressed={category === null} onClick={() => choose(null)}>
            {strings.all}
          </FilterChip>
          {categories.map(([slug, name]) => (
            <FilterChip key={slug} pressed={category === slug} onClick={() => choose(slug)}>
              {name}
            </FilterChip>
          ))}
        </div>
      </fieldset>
      <p role="status" data-testid="insights-count" className="mt-6 text-sm text-muted">
        {countLabel(strings.count, shown.length)}
      </p>
      {shown.length === 0 ? (
        <p data-testid="insights-empty" className="mt-8 rounded-3xl bg-paper-deep p-10 text-lead">
          {strings.empty}
        </p>
      ) : null}
    </div>
  );
}
