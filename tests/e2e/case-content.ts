import { readFileSync } from "node:fs";
import { join } from "node:path";

/** A slice of a case document as the e2e tests read it: its type, variation and fields. */
export interface CaseSlice {
  readonly slice_type: string;
  readonly variation: string;
  readonly primary: Readonly<Record<string, unknown>>;
}

/** The slices a case document in content/ composes its page of, in order: what its page must show. */
export function caseSlices(uid: string, locale: "en" | "es"): readonly CaseSlice[] {
  const file = join(
    import.meta.dirname,
    `../../content/documents/case_study/${uid}.${locale === "en" ? "en-us" : "es-ar"}.json`,
  );
  return (JSON.parse(readFileSync(file, "utf8")) as { data: { slices: CaseSlice[] } }).data.slices;
}

/** The one slice of a type (and variation) a case's page has; the test stops if it has none. */
export function caseSlice(uid: string, locale: "en" | "es", type: string, variation?: string): CaseSlice {
  const found = caseSlices(uid, locale).find(
    (slice) => slice.slice_type === type && (variation === undefined || slice.variation === variation),
  );
  if (!found) throw new Error(`${uid} (${locale}) has no ${type} ${variation ?? ""} slice`);
  return found;
}
