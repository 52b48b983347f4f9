import { useId, useState } from "react";
import { type CountLabels, countLabel } from "@/features/filters/count-labels";
import { FilterChip } from "@/features/filters/filter-chip";
import { useListedItems } from "@/features/filters/listed-items";
import { useQueryString } from "@/features/filters/use-query-string";
import { type CaseFilter, caseFilterQuery, matchesCase, parseCaseFilter } from "./case-filters";

export interface ListedCase {
  readonly uid: string;
  readonly services: readonly string[];
  readonly industry: string;
}

export interface CasesListingStrings {
  readonly filters: string;
  readonly all: string;
  readonly services: string;
  readonly industries: string;
  /** "Showing n of total", formatted on the server for every n (index = items shown). */
  readonly count: CountLabels;
  readonly empty: string;
  readonly emptyAction: string;
}

type Options = readonly (readonly [slug: string, name: string])[];

export interface CasesListingProps {
  readonly cases: readonly ListedCase[];
  readonly services: Options;
  readonly industries: Options;
  readonly strings: CasesListingStrings;
  /** The id of the server-rendered list of cards, each item keyed by its case's uid (`data-key`). */
  readonly listId: string;
}

/**
 * The cases listing's filters: Projects (all), Services and Industries. Services and Industries open a
 * row of options; choosing one filters the cards (the list `listId`) and writes the filter into the
 * query string.
 */
export function CasesListing({ cases, services, industries, strings, listId }: CasesListingProps) {
  const id = useId();
  const [params, replace] = useQueryString();
  const filter = parseCaseFilter(params, {
    services: services.map(([slug]) => slug),
    industries: industries.map(([slug]) => slug),
  });
  const [opened, setOpened] = useState<"service" | "industry" | undefined>();
  const open = opened ?? (filter.kind === "all" ? undefined : filter.kind);
  const apply = (next: CaseFilter) => replace(caseFilterQuery(next, params));
  const shown = cases.filter((item) => matchesCase(item, filter));
  useListedItems(
    listId,
    shown.map((item) => item.uid),
  );
  const panels = { service: services, industry: industries } as const;

  return (
    <div>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">{strings.filters}</legend>
        <FilterChip
          pressed={filter.kind === "all"}
          onClick={() => {
            setOpened(undefined);
            apply({ kind: "all" });
          }}
        >
          {strings.all}
        </FilterChip>
        {(["service", "industry"] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            aria-expanded={open === kind}
            aria-controls={`${id}-${kind}`}
            onClick={() => setOpened(open === kind ? undefined : kind)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 px-5 text-sm font-semibold hover:border-ink aria-expanded:border-ink"
          >
            {kind === "service" ? strings.services : strings.industries}
            <span aria-hidden="true" className="text-xs transition-transform in-aria-expanded:rotate-180">
              ▾
            </span>
          </button>
        ))}
      </fieldset>
      {(["service", "industry"] as const).map((kind) => (
        <fieldset
          key={kind}
          id={`${id}-${kind}`}
          hidden={open !== kind}
          className="mt-4 flex flex-wrap gap-2 rounded-3xl bg-paper-deep p-3"
        >
          <legend className="sr-only">{kind === "service" ? strings.services : strings.industries}</legend>
          {panels[kind].map(([slug, name]) => (
            <FilterChip
              key={slug}
              pressed={filter.kind === kind && filter.value === slug}
              onClick={() => apply({ kind, value: slug })}
            >
              {name}
            </FilterChip>
          ))}
        </fieldset>
      ))}
      <p role="status" data-testid="cases-count" className="mt-8 text-sm text-muted">
        {countLabel(strings.count, shown.length)}
      </p>
      {shown.length === 0 ? (
        <div data-testid="cases-empty" className="mt-8 rounded-3xl bg-paper-deep p-10">
          <p className="max-w-2xl text-lead">{strings.empty}</p>
          <button
            type="button"
            onClick={() => {
              setOpened(undefined);
              apply({ kind: "all" });
            }}
            className="mt-6 inline-flex h-12 items-center rounded-full bg-ink px-6 font-semibold text-paper"
          >
            {strings.emptyAction}
          </button>
        </div>
      ) : null}
    </div>
  );
}
