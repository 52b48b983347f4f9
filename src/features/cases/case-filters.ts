/**
 * The cases listing's filter (Projects (all), Services, Industries), as it lives in the query
 * string: ?service=<family slug> or ?industry=<industry slug>. Values the page does not offer are ignored.
 */
export type CaseFilter =
  | { readonly kind: "all" }
  | { readonly kind: "service"; readonly value: string }
  | { readonly kind: "industry"; readonly value: string };

export interface FilterableCase {
  readonly services: readonly string[];
  readonly industry: string;
}

export function parseCaseFilter(
  params: URLSearchParams,
  offered: { readonly services: readonly string[]; readonly industries: readonly string[] },
): CaseFilter {
  const service = params.get("service");
  if (service && offered.services.includes(service)) return { kind: "service", value: service };
  const industry = params.get("industry");
  if (industry && offered.industries.includes(industry)) return { kind: "industry", value: industry };
  return { kind: "all" };
}

export function matchesCase(item: FilterableCase, filter: CaseFilter): boolean {
  if (filter.kind === "service") return item.services.includes(filter.value);
  if (filter.kind === "industry") return item.industry === filter.value;
  return true;
}

/** The query string of a filter; other parameters of the page are kept. */
export function caseFilterQuery(filter: CaseFilter, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete("service");
  next.delete("industry");
  if (filter.kind !== "all") next.set(filter.kind, filter.value);
  return next;
}

/** A row of options a visitor opened (?show=service|industry): how a choice is reached without JavaScript. */
export type CasePanel = "service" | "industry";

export function parseCasePanel(params: URLSearchParams): CasePanel | undefined {
  const show = params.get("show");
  return show === "service" || show === "industry" ? show : undefined;
}

/**
 * The part of a request's query the listing understood (its filter, and the row of options opened), as
 * its own links carry it; anything else is dropped.
 */
export function caseListingQuery(
  params: URLSearchParams,
  offered: { readonly services: readonly string[]; readonly industries: readonly string[] },
): string {
  const next = caseFilterQuery(parseCaseFilter(params, offered), new URLSearchParams());
  const panel = parseCasePanel(params);
  if (panel) next.set("show", panel);
  return next.toString();
}

/** The uids a query shows (the server renders the others hidden, as the island would). */
export function shownCases<Case extends FilterableCase & { readonly uid: string }>(
  items: readonly Case[],
  offered: { readonly services: readonly string[]; readonly industries: readonly string[] },
  query: string,
): ReadonlySet<string> {
  const filter = parseCaseFilter(new URLSearchParams(query), offered);
  return new Set(items.filter((item) => matchesCase(item, filter)).map((item) => item.uid));
}
