/** Filtering the awards page's entries by year and organisation, within one tab (kind). */

export interface FilterableEntry {
  readonly kind: string;
  readonly year: number;
  readonly organisation: string;
}

export interface EntryFilter {
  readonly year?: number | undefined;
  readonly organisation?: string | undefined;
}

export function filterEntries<Entry extends FilterableEntry>(
  entries: readonly Entry[],
  kind: string,
  filter: EntryFilter,
): Entry[] {
  return entries.filter(
    (entry) =>
      entry.kind === kind &&
      (filter.year === undefined || entry.year === filter.year) &&
      (filter.organisation === undefined || entry.organisation === filter.organisation),
  );
}

/** The years and organisations a tab's entries offer, for its Filter control (newest years first). */
export function filterOptions(entries: readonly FilterableEntry[], kind: string) {
  const ofKind = entries.filter((entry) => entry.kind === kind);
  return {
    years: [...new Set(ofKind.map((entry) => entry.year))].sort((a, b) => b - a),
    organisations: [...new Set(ofKind.map((entry) => entry.organisation))].sort((a, b) => a.localeCompare(b)),
  };
}

/** The tab a key press moves to (APG tabs: arrows wrap, Home and End jump), or undefined. */
export function nextTab(key: string, current: number, count: number): number | undefined {
  if (key === "ArrowRight") return (current + 1) % count;
  if (key === "ArrowLeft") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}
