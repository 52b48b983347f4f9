/**
 * What a filtered list says it shows ("Showing 3 of 12 projects"), for every count it can show: the
 * server formats the ICU message (with its plurals) once per count, and the browser picks one, so no
 * message formatter ships to the page. Index = the number of items shown.
 */
export type CountLabels = readonly string[];

export function countLabels(
  format: (values: { count: number; total: number }) => string,
  total: number,
): CountLabels {
  return Array.from({ length: total + 1 }, (_, count) => format({ count, total }));
}

export function countLabel(labels: CountLabels, count: number): string {
  return labels[count] ?? "";
}
