import { type MouseEvent, useId, useState } from "react";
import { type CountLabels, countLabel } from "@/features/filters/count-labels";
import { FilterChip } from "@/features/filters/filter-chip";
import { useListedItems } from "@/features/filters/listed-items";
import { useQueryString } from "@/features/filters/use-query-string";
import {
  type CaseFilter,
  type CasePanel,
  caseFilterQuery,
  matchesCase,
  parseCaseFilter,
  parseCasePanel,
} from "./case-filters";

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
  /** The listing's own path: where its form sends a choice made without JavaScript, and "see all". */
  readonly path: string;
  /** What the page was rendered with, as a query string (`service=…`, `show=industry`, or empty). */
  readonly query: string;
}

/**
 * The cases listing's filters: Projects (all), Services and Industries. Services and Industries open a
 * row of options; choosing one filters the cards (the list `listId`) and writes the filter into the
 * query string. Every control is a GET form's button (or a link), so without JavaScript, or before the
 * island is ready, it loads the page the server renders for that choice.
 */
export function CasesListing({
  cases,
  services,
  industries,
  strings,
  listId,
  path,
  query,
}: CasesListingProps) {
  const id = useId();
  const [params, replace] = useQueryString(query);
  const filter = parseCaseFilter(params, {
    services: services.map(([slug]) => slug),
    industries: industries.map(([slug]) => slug),
  });
  // undefined: as the query says (the row opened, or the active filter's); null: closed by the visitor.
  const [opened, setOpened] = useState<CasePanel | null | undefined>();
  const open =
    opened === undefined
      ? (parseCasePanel(params) ?? (filter.kind === "all" ? undefined : filter.kind))
      : opened;
  const apply = (next: CaseFilter) => {
    const nextParams = caseFilterQuery(next, params);
    // Which row is open is the island's own state once it runs; the URL keeps only the filter.
    nextParams.delete("show");
    setOpened(undefined);
    replace(nextParams);
  };
  const showAll = (event: MouseEvent) => {
    event.preventDefault();
    apply({ kind: "all" });
  };
  const shown = cases.filter((item) => matchesCase(item, filter));
  useListedItems(
    listId,
    shown.map((item) => item.uid),
  );
  const panels = { service: services, industry: industries } as const;

  return (
    <div>
      <form method="get" action={path}>
        <fieldset className="flex flex-wrap gap-3">
          <legend className="sr-only">{strings.filters}</legend>
          <FilterChip
            pressed={filter.kind === "all"}
            onChoose={() => apply({ kind: "all" })}
            name="show"
            value=""
          >
            {strings.all}
          </FilterChip>
          {(["service", "industry"] as const).map((kind) => (
            <button
              key={kind}
              type="submit"
              name="show"
              value={kind}
              aria-expanded={open === kind}
              aria-controls={`${id}-${kind}`}
              onClick={(event) => {
                event.preventDefault();
                setOpened(open === kind ? null : kind);
              }}
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
                onChoose={() => apply({ kind, value: slug })}
                name={kind}
                value={slug}
              >
                {name}
              </FilterChip>
            ))}
          </fieldset>
        ))}
      </form>
      <p role="status" data-testid="cases-count" className="mt-8 text-sm text-muted">
        {countLabel(strings.count, shown.length)}
      </p>
      {shown.length === 0 ? (
        <div data-testid="cases-empty" className="mt-8 rounded-3xl bg-paper-deep p-10">
          <p className="max-w-2xl text-lead">{strings.empty}</p>
          <a
            href={path}
            onClick={showAll}
            className="mt-6 inline-flex h-12 items-center rounded-full bg-ink px-6 font-semibold text-paper"
          >
            {strings.emptyAction}
          </a>
        </div>
      ) : null}
    </div>
  );
}
