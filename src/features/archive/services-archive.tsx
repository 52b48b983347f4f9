import { useId, useSyncExternalStore } from "react";
import { type CountLabels, countLabel } from "@/features/filters/count-labels";
import { useQueryString } from "@/features/filters/use-query-string";
import { type ArchiveFilters, archiveQuery, filterProjects, parseArchiveFilters } from "./archive-filters";

export interface ArchiveItem {
  readonly uid: string;
  readonly title: string;
  readonly client: string;
  readonly year: number;
  readonly services: readonly string[];
  readonly industries: readonly string[];
  readonly summary: string;
}

export interface ArchiveStrings {
  readonly services: string;
  readonly industries: string;
  readonly year: string;
  readonly all: string;
  readonly clear: string;
  readonly empty: string;
  readonly filters: string;
  /** "Showing n of total", formatted on the server for every n (index = items shown). */
  readonly count: CountLabels;
}

export interface ServicesArchiveProps {
  readonly projects: readonly ArchiveItem[];
  readonly serviceNames: Readonly<Record<string, string>>;
  readonly industryNames: Readonly<Record<string, string>>;
  readonly strings: ArchiveStrings;
}

/**
 * The services archive with its filters in the query string: a filter change replaces the URL (no new
 * history entry, no scrolling), so the visitor stays where they are and a shared link opens filtered;
 * nothing matching shows the no-results state. Rendered on the server with every project and the filters
 * disabled, since they do nothing until the island hydrates.
 */
export function ServicesArchive(props: ServicesArchiveProps) {
  const [params, replace] = useQueryString();
  const hydrated = useSyncExternalStore(subscribeToNothing, isClient, isServer);
  const filters = parseArchiveFilters(params);
  const update = (next: ArchiveFilters) => replace(new URLSearchParams(archiveQuery(next)));
  return hydrated ? (
    <ArchiveView {...props} filters={filters} onChange={update} />
  ) : (
    <ArchiveView {...props} filters={filters} />
  );
}

const subscribeToNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

/**
 * The archive for given filters. Without `onChange` (the server's rendering, before the island hydrates)
 * the filters are shown disabled.
 */
export function ArchiveView({
  projects,
  serviceNames,
  industryNames,
  strings,
  filters,
  onChange,
}: ServicesArchiveProps & {
  readonly filters: ArchiveFilters;
  readonly onChange?: (next: ArchiveFilters) => void;
}) {
  const shown = filterProjects(projects, filters);
  const years = [...new Set(projects.map((project) => project.year))].sort((a, b) => b - a);
  const id = useId();
  const update = (next: ArchiveFilters) => onChange?.(next);
  const select = (name: keyof ArchiveFilters, value: string) =>
    update({ ...filters, [name]: value === "" ? undefined : name === "year" ? Number(value) : value });

  const selects = [
    {
      name: "service" as const,
      label: strings.services,
      value: filters.service ?? "",
      options: Object.entries(serviceNames),
    },
    {
      name: "industry" as const,
      label: strings.industries,
      value: filters.industry ?? "",
      options: Object.entries(industryNames),
    },
    {
      name: "year" as const,
      label: strings.year,
      value: filters.year ? String(filters.year) : "",
      options: years.map((year) => [String(year), String(year)] as const),
    },
  ];

  return (
    <div>
      <form
        aria-label={strings.filters}
        className="grid gap-4 sm:grid-cols-3"
        onSubmit={(event) => event.preventDefault()}
      >
        {selects.map((field) => (
          <div key={field.name} className="flex min-w-0 flex-col gap-2">
            <label htmlFor={`${id}-${field.name}`} className="text-sm font-semibold">
              {field.label}
            </label>
            <select
              id={`${id}-${field.name}`}
              value={field.value}
              disabled={!onChange}
              onChange={(event) => select(field.name, event.target.value)}
              className="h-12 rounded-xl border border-ink/20 bg-paper px-4 text-base"
            >
              <option value="">{strings.all}</option>
              {field.options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </form>
      <div className="mt-6 flex items-center justify-between gap-4">
        <p role="status" className="text-sm text-muted" data-testid="archive-count">
          {countLabel(strings.count, shown.length)}
        </p>
        {filters.service || filters.industry || filters.year ? (
          <button
            type="button"
            onClick={() => update({})}
            className="text-sm font-semibold underline underline-offset-4"
          >
            {strings.clear}
          </button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p data-testid="archive-empty" className="mt-8 rounded-3xl bg-paper-deep p-10 text-lead">
          {strings.empty}
        </p>
      ) : (
        <ul data-testid="archive-list" className="mt-8 divide-y divide-line border-y border-line">
          {shown.map((project) => (
            <li key={project.uid} className="grid gap-2 py-6 md:grid-cols-12 md:gap-6">
              <p className="font-display text-lg font-semibold text-muted md:col-span-1">{project.year}</p>
              <div className="md:col-span-7">
                <h3 className="font-display text-2xl font-semibold tracking-tight">{project.title}</h3>
                <p className="mt-2 text-muted">{project.summary}</p>
              </div>
              <div className="flex flex-wrap content-start gap-2 md:col-span-4 md:justify-end">
                <span className="rounded-full bg-ink px-3 py-1 text-xs font-semibold text-paper">
                  {project.client}
                </span>
                {project.services.map((service) => (
                  <span
                    key={service}
                    className="rounded-full border border-ink/20 px-3 py-1 text-xs font-medium"
                  >
                    {serviceNames[service] ?? service}
                  </span>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
