import { type MouseEvent, type SubmitEvent, useId } from "react";
import type { ArchiveProject } from "@/content/queries";
import { type CountLabels, countLabel } from "@/features/filters/count-labels";
import { useQueryString } from "@/features/filters/use-query-string";
import {
  type ArchiveFilters,
  archiveQuery,
  filterProjects,
  type OfferedFilters,
  offeredArchiveFilters,
} from "./archive-filters";

export interface ArchiveStrings {
  readonly services: string;
  readonly industries: string;
  readonly year: string;
  /** Each select's "no filter" option, worded per facet so it agrees with its label ("Industrias: Todas"). */
  readonly allServices: string;
  readonly allIndustries: string;
  readonly allYears: string;
  readonly clear: string;
  readonly empty: string;
  readonly filters: string;
  /** "Showing n of total", formatted on the server for every n (index = items shown). */
  readonly count: CountLabels;
  /** The form's submit button, for a choice made without JavaScript. */
  readonly apply: string;
}

export interface ServicesArchiveProps {
  readonly projects: readonly ArchiveProject[];
  readonly serviceNames: Readonly<Record<string, string>>;
  readonly industryNames: Readonly<Record<string, string>>;
  readonly strings: ArchiveStrings;
  /** The page's own path: where the form sends its filters without JavaScript, and "clear". */
  readonly path: string;
  /** The filters the page was rendered with, as a query string (`service=…&year=…`, or empty). */
  readonly query: string;
}

/** The years of an archive, newest first. */
export function archiveYears(projects: readonly Pick<ArchiveProject, "year">[]): number[] {
  return [...new Set(projects.map((project) => project.year))].sort((a, b) => b - a);
}

/** What an archive offers to filter by. */
export function offeredBy(props: Pick<ServicesArchiveProps, "projects" | "serviceNames" | "industryNames">) {
  return {
    services: Object.keys(props.serviceNames),
    industries: Object.keys(props.industryNames),
    years: archiveYears(props.projects),
  } satisfies OfferedFilters;
}

/**
 * The services archive with its filters in the query string: a filter change replaces the URL (no new
 * history entry, no scrolling), so the visitor stays where they are and a shared link opens filtered;
 * nothing matching shows the no-results state. The server renders it with the request's filters; the
 * filters are a GET form, so they work before the island hydrates and without JavaScript.
 */
export function ServicesArchive(props: ServicesArchiveProps) {
  const [params, replace] = useQueryString(props.query);
  const filters = offeredArchiveFilters(params, offeredBy(props));
  const update = (next: ArchiveFilters) => replace(new URLSearchParams(archiveQuery(next)));
  return <ArchiveView {...props} filters={filters} onChange={update} />;
}

/** The archive for given filters; `onChange` applies a new set of them in place. */
export function ArchiveView({
  projects,
  serviceNames,
  industryNames,
  strings,
  path,
  filters,
  onChange,
}: ServicesArchiveProps & {
  readonly filters: ArchiveFilters;
  readonly onChange: (next: ArchiveFilters) => void;
}) {
  const shown = filterProjects(projects, filters);
  const years = archiveYears(projects);
  const id = useId();
  const select = (name: keyof ArchiveFilters, value: string) =>
    onChange({ ...filters, [name]: value === "" ? undefined : name === "year" ? Number(value) : value });
  // What the form shows, also what was chosen before the island was ready.
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value !== "") form.set(name, value);
    }
    onChange(
      offeredArchiveFilters(form, {
        services: Object.keys(serviceNames),
        industries: Object.keys(industryNames),
        years,
      }),
    );
  };
  const clear = (event: MouseEvent) => {
    event.preventDefault();
    onChange({});
  };

  const selects = [
    {
      name: "service" as const,
      label: strings.services,
      all: strings.allServices,
      value: filters.service ?? "",
      options: Object.entries(serviceNames),
    },
    {
      name: "industry" as const,
      label: strings.industries,
      all: strings.allIndustries,
      value: filters.industry ?? "",
      options: Object.entries(industryNames),
    },
    {
      name: "year" as const,
      label: strings.year,
      all: strings.allYears,
      value: filters.year ? String(filters.year) : "",
      options: years.map((year) => [String(year), String(year)] as const),
    },
  ];

  return (
    <div>
      <form
        method="get"
        action={path}
        aria-label={strings.filters}
        className="grid items-end gap-4 sm:grid-cols-[1fr_1fr_1fr_auto]"
        onSubmit={submit}
      >
        {selects.map((field) => (
          <div key={field.name} className="flex min-w-0 flex-col gap-2">
            <label htmlFor={`${id}-${field.name}`} className="text-sm font-semibold">
              {field.label}
            </label>
            <select
              id={`${id}-${field.name}`}
              name={field.name}
              value={field.value}
              onChange={(event) => select(field.name, event.target.value)}
              className="h-12 rounded-xl border border-ink/20 bg-paper px-4 text-base"
            >
              <option value="">{field.all}</option>
              {field.options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center rounded-full border border-ink/20 px-6 font-semibold hover:border-ink"
        >
          {strings.apply}
        </button>
      </form>
      <div className="mt-6 flex items-center justify-between gap-4">
        <p role="status" className="text-sm text-muted" data-testid="archive-count">
          {countLabel(strings.count, shown.length)}
        </p>
        {filters.service || filters.industry || filters.year ? (
          <a href={path} onClick={clear} className="text-sm font-semibold underline underline-offset-4">
            {strings.clear}
          </a>
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
