import "server-only";
/** A content document's publication date-time ("2026-01-27T12:00:00+0000") as ISO 8601, if it has one. */
export function publicationDate(value: string | null): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
