import { type KeyboardEvent, useId, useRef, useState } from "react";
import { type CountLabels, countLabel } from "@/features/filters/count-labels";
import { type EntryFilter, filterEntries, filterOptions, nextTab } from "./awards-filter";

export interface BrowsedEntry {
  readonly kind: string;
  readonly year: number;
  readonly organisation: string;
  readonly title: string;
  readonly detail: string;
}

export interface AwardsBrowserStrings {
  readonly tabs: string;
  readonly filter: string;
  readonly year: string;
  readonly organisation: string;
  readonly allYears: string;
  readonly allOrganisations: string;
  readonly clear: string;
  readonly empty: string;
}

export interface AwardsBrowserProps {
  /** Each tab with its "Showing n of total" for every n, formatted on the server. */
  readonly tabs: readonly { readonly kind: string; readonly label: string; readonly counts: CountLabels }[];
  readonly entries: readonly BrowsedEntry[];
  readonly strings: AwardsBrowserStrings;
}

/**
 * Awards, conferences and publications as an APG tab pattern (arrow keys, Home, End; automatic
 * activation), each tab with a Filter control for year and organisation.
 */
export function AwardsBrowser({ tabs, entries, strings }: AwardsBrowserProps) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const [filter, setFilter] = useState<EntryFilter>({});
  const [filterOpen, setFilterOpen] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const kind = tabs[selected]?.kind ?? "";
  const shown = filterEntries(entries, kind, filter);
  const options = filterOptions(entries, kind);
  const active = filter.year !== undefined || filter.organisation !== undefined;

  const select = (index: number) => {
    setSelected(index);
    setFilter({});
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTab(event.key, selected, tabs.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-6 border-b border-line">
        <div role="tablist" aria-label={strings.tabs} className="-mb-px flex gap-2 overflow-x-auto">
          {tabs.map((tab, index) => (
            <button
              key={tab.kind}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              id={`${id}-tab-${tab.kind}`}
              type="button"
              role="tab"
              aria-selected={index === selected}
              aria-controls={`${id}-panel`}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
              className="shrink-0 border-b-2 border-transparent px-1 pt-2 pb-4 font-display text-xl font-semibold text-muted hover:text-ink aria-selected:border-ember aria-selected:text-ink md:mr-6 md:text-2xl"
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${kind}`} className="pt-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <button
            type="button"
            aria-expanded={filterOpen}
            aria-controls={`${id}-filter`}
            onClick={() => setFilterOpen(!filterOpen)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 px-5 text-sm font-semibold hover:border-ink aria-expanded:border-ink"
          >
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="size-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M4 6h16M7 12h10M10 18h4" />
            </svg>
            {strings.filter}
            {active ? <span aria-hidden="true" className="size-2 rounded-full bg-ember" /> : null}
          </button>
          <p role="status" data-testid="awards-count" className="text-sm text-muted">
            {countLabel(tabs[selected]?.counts ?? [], shown.length)}
          </p>
        </div>
        <form
          id={`${id}-filter`}
          hidden={!filterOpen}
          aria-label={strings.filter}
          onSubmit={(event) => event.preventDefault()}
          className="mt-4 grid gap-4 rounded-3xl bg-paper-deep p-5 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <label className="flex flex-col gap-2 text-sm font-semibold">
            {strings.year}
            <select
              value={filter.year ?? ""}
              onChange={(event) =>
                setFilter({ ...filter, year: event.target.value ? Number(event.target.value) : undefined })
              }
              className="h-12 rounded-xl border border-ink/20 bg-paper px-4 text-base font-normal"
            >
              <option value="">{strings.allYears}</option>
              {options.years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-2 text-sm font-semibold">
            {strings.organisation}
            <select
              value={filter.organisation ?? ""}
              onChange={(event) => setFilter({ ...filter, organisation: event.target.value || undefined })}
              className="h-12 rounded-xl border border-ink/20 bg-paper px-4 text-base font-normal"
            >
              <option value="">{strings.allOrganisations}</option>
              {options.organisations.map((organisation) => (
                <option key={organisation} value={organisation}>
                  {organisation}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            disabled={!active}
            onClick={() => setFilter({})}
            className="h-12 rounded-full px-5 text-sm font-semibold underline underline-offset-4 disabled:no-underline disabled:opacity-50"
          >
            {strings.clear}
          </button>
        </form>
        {shown.length === 0 ? (
          <p data-testid="awards-empty" className="mt-8 rounded-3xl bg-paper-deep p-10 text-lead">
            {strings.empty}
          </p>
        ) : (
          <ul data-testid="awards-list" className="mt-8 divide-y divide-line border-y border-line">
            {shown.map((entry) => (
              <li
                key={`${entry.year}-${entry.organisation}-${entry.title}`}
                className="grid gap-2 py-6 md:grid-cols-12 md:gap-6"
              >
                <p className="font-display text-lg font-semibold text-muted md:col-span-1">{entry.year}</p>
                <div className="md:col-span-7">
                  <h3 className="text-xl font-semibold tracking-tight">{entry.title}</h3>
                  <p className="mt-1 text-muted">{entry.detail}</p>
                </div>
                <p className="font-semibold md:col-span-4 md:text-right">{entry.organisation}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
