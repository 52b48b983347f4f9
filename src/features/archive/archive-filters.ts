/**
 * The services archive's filters, as they live in the query string (?service=…&industry=…&year=…), read
 * by the server for the first paint and by the island in the browser. Parsed by hand rather than with
 * zod: the island ships it, and zod would add ~25 KB gzip to the services page. Anything malformed, or
 * a value the archive does not offer, is ignored. Values are the documents' uids, the same in both
 * languages: a filter link means the same in either.
 */
export interface ArchiveFilters {
  readonly service?: string;
  readonly industry?: string;
  readonly year?: number;
}

const SLUG = /^[a-z]+(?:-[a-z]+)*$/;

function slug(value: string | null): string | undefined {
  return value !== null && SLUG.test(value) ? value : undefined;
}

function year(value: string | null): number | undefined {
  if (value === null || !/^\d{4}$/.test(value)) return undefined;
  const parsed = Number(value);
  return parsed >= 2007 && parsed <= 2100 ? parsed : undefined;
}

export interface FilterableProject {
  readonly services: readonly string[];
  readonly industries: readonly string[];
  readonly year: number;
}

export function parseArchiveFilters(params: URLSearchParams): ArchiveFilters {
  const filters = {
    service: slug(params.get("service")),
    industry: slug(params.get("industry")),
    year: year(params.get("year")),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

export function filterProjects<Project extends FilterableProject>(
  projects: readonly Project[],
  filters: ArchiveFilters,
): Project[] {
  return projects.filter(
    (project) =>
      (!filters.service || project.services.includes(filters.service)) &&
      (!filters.industry || project.industries.includes(filters.industry)) &&
      (!filters.year || project.year === filters.year),
  );
}

/** The query string for a set of filters (empty filters are left out). */
export function archiveQuery(filters: ArchiveFilters): string {
  const params = new URLSearchParams();
  if (filters.service) params.set("service", filters.service);
  if (filters.industry) params.set("industry", filters.industry);
  if (filters.year) params.set("year", String(filters.year));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** What the archive offers to filter by: the uids of its families and industries, and its years. */
export interface OfferedFilters {
  readonly services: readonly string[];
  readonly industries: readonly string[];
  readonly years: readonly number[];
}

/** The filters of a query the archive can apply (a value it does not offer shows everything). */
export function offeredArchiveFilters(params: URLSearchParams, offered: OfferedFilters): ArchiveFilters {
  const { service, industry, year } = parseArchiveFilters(params);
  return {
    ...(service !== undefined && offered.services.includes(service) && { service }),
    ...(industry !== undefined && offered.industries.includes(industry) && { industry }),
    ...(year !== undefined && offered.years.includes(year) && { year }),
  };
}
