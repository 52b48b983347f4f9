/**
 * The insights listing's category filter as it lives in the query string (?category=<id>). Category ids
 * are the content model's, the same in both languages, so a shared link means the same in either. A
 * category the page does not offer (or any other value) shows everything. Run on the server for the
 * first paint and in the browser by the island: one parser for both.
 */
export function parseInsightCategory(params: URLSearchParams, offered: readonly string[]): string | null {
  const requested = params.get("category");
  return requested !== null && offered.includes(requested) ? requested : null;
}

/** The query string for a category; other parameters of the page are kept. */
export function insightCategoryQuery(category: string | null, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  if (category) next.set("category", category);
  else next.delete("category");
  return next;
}

export function matchesCategory(item: { readonly category: string }, category: string | null): boolean {
  return category === null || item.category === category;
}

/** The uids a query shows, of items in categories `offered` (the server renders the others hidden). */
export function shownInsights(
  items: readonly { readonly uid: string; readonly category: string }[],
  offered: readonly string[],
  query: string,
): ReadonlySet<string> {
  const category = parseInsightCategory(new URLSearchParams(query), offered);
  return new Set(items.filter((item) => matchesCategory(item, category)).map((item) => item.uid));
}

/** The part of a request's query the filter understood, as the page's own links carry it. */
export function insightFilterQuery(params: URLSearchParams, offered: readonly string[]): string {
  return insightCategoryQuery(parseInsightCategory(params, offered), new URLSearchParams()).toString();
}
