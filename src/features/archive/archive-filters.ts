import { z } from "zod";

/** The services archive's filters, as they live in the query string (?service=…&industry=…&year=…). */
export const archiveFiltersSchema = z.object({
  service: z
    .string()
    .regex(/^[a-z-]+$/)
    .optional()
    .catch(undefined),
  industry: z
    .string()
    .regex(/^[a-z-]+$/)
    .optional()
    .catch(undefined),
  year: z.coerce.number().int().min(2007).max(2100).optional().catch(undefined),
});

export type ArchiveFilters = z.infer<typeof archiveFiltersSchema>;

export interface FilterableProject {
  readonly services: readonly string[];
  readonly industries: readonly string[];
  readonly year: number;
}

export function parseArchiveFilters(params: URLSearchParams): ArchiveFilters {
  return archiveFiltersSchema.parse({
    service: params.get("service") ?? undefined,
    industry: params.get("industry") ?? undefined,
    year: params.get("year") ?? undefined,
  });
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
