import { type CountLabels, countLabel } from "@/features/filters/count-labels";
import { FilterChip } from "@/features/filters/filter-chip";
import { useListedItems } from "@/features/filters/listed-items";
import { useQueryString } from "@/features/filters/use-query-string";
import { insightCategoryQuery, matchesCategory, parseInsightCategory } from "./insight-filters";

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
  /** The listing's own path, where its form sends a choice made without JavaScript. */
  readonly path: string;
  /** The filter the page was rendered with, as a query string (`category=…`, or empty). */
  readonly query: string;
}

/**
 * The category filter of every article (the list `listId`). The category lives in the query string
 * (?category=…); a category the page does not offer shows everything. The chips are a GET form's
 * buttons, so a choice made before the script arrives loads the filtered page.
 */
export function InsightsListing({
  insights,
  categories,
  strings,
  listId,
  path,
  query,
}: InsightsListingProps) {
  const [params, replace] = useQueryString(query);
  const category = parseInsightCategory(
    params,
    categories.map(([slug]) => slug),
  );
  const choose = (slug: string | null) => replace(insightCategoryQuery(slug, params));
  const shown = insights.filter((item) => matchesCategory(item, category));
  useListedItems(
    listId,
    shown.map((item) => item.uid),
  );
  return (
    <div>
      <form method="get" action={path}>
        <fieldset>
          <legend className="mb-4 text-sm font-semibold tracking-widest text-muted uppercase">
            {strings.categories}
          </legend>
          <div className="flex flex-wrap gap-3">
            <FilterChip pressed={category === null} onChoose={() => choose(null)} name="category" value="">
              {strings.all}
            </FilterChip>
            {categories.map(([slug, name]) => (
              <FilterChip
                key={slug}
                pressed={category === slug}
                onChoose={() => choose(slug)}
                name="category"
                value={slug}
              >
                {name}
              </FilterChip>
            ))}
          </div>
        </fieldset>
      </form>
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
