"use client";

import type { ReactNode } from "react";
import { type CountLabels, countLabel } from "@/features/filters/count-labels";
import { FilterChip } from "@/features/filters/filter-chip";
import { useQueryString } from "@/features/filters/use-query-string";

export interface ListedInsight {
  readonly uid: string;
  readonly category: string;
  /** The card, rendered on the server. */
  readonly card: ReactNode;
}

export interface InsightsListingStrings {
  readonly categories: string;
  readonly all: string;
  /** "Showing n of total", formatted on the server for every n (index = items shown). */
  readonly count: CountLabels;
  readonly empty: string;
}

/**
 * Every article with the category filter. The category lives in the
 * query string (?category=…); a category the page does not offer shows everything.
 */
export function InsightsListing({
  insights,
  categories,
  strings,
}: {
  readonly insights: readonly ListedInsight[];
  readonly categories: readonly (readonly [slug: string, name: string])[];
  readonly strings: InsightsListingStrings;
}) {
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
  const shown = insights.filter(matches).length;
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
        {countLabel(strings.count, shown)}
      </p>
      {shown === 0 ? (
        <p data-testid="insights-empty" className="mt-8 rounded-3xl bg-paper-deep p-10 text-lead">
          {strings.empty}
        </p>
      ) : null}
      <ul data-testid="insight-list" className="mt-10 grid gap-x-10 gap-y-16 md:grid-cols-2 lg:grid-cols-3">
        {insights.map((item) => (
          <li key={item.uid} hidden={!matches(item)} data-category={item.category}>
            {item.card}
          </li>
        ))}
      </ul>
    </div>
  );
}
