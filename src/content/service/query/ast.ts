import "server-only";
/** Typed form of Prismic's predicate language (`at`, `any`, `date.after`...), from parse-predicates.ts. */

export type Scalar = string | number | boolean;

export type DocumentDatePath =
  | { readonly kind: "document.first_publication_date" }
  | { readonly kind: "document.last_publication_date" };

/** `my.<type>.<field>` or a group sub-field `my.<type>.<group>.<field>`. */
export interface FieldPath {
  readonly kind: "field";
  readonly type: string;
  readonly field: string;
  readonly subfield: string | undefined;
}

export interface UidPath {
  readonly kind: "uid";
  readonly type: string;
}

export type ContentPath =
  | { readonly kind: "document" }
  | { readonly kind: "document.id" }
  | { readonly kind: "document.type" }
  | { readonly kind: "document.tags" }
  | DocumentDatePath
  | UidPath
  | FieldPath;

export type DatePath = DocumentDatePath | FieldPath;

/** Where a predicate came from, kept so later checks (unknown fields) can point at the right column. */
export interface PredicateSource {
  readonly query: string;
  readonly name: string;
  readonly nameOffset: number;
  readonly pathText: string | undefined;
  readonly pathOffset: number | undefined;
}

/** A date argument; a bare `YYYY-MM-DD` stands for that whole UTC day. */
export interface DateArgument {
  readonly time: number;
  readonly wholeDay: boolean;
}

export type DatePart = "day-of-month" | "day-of-week" | "month" | "year" | "hour";
export type DateComparison = "equal" | "after" | "before";

/** A predicate's meaning, without where it was written. */
export type PredicateBody =
  | { readonly kind: "at" | "not"; readonly path: ContentPath; readonly value: Scalar | readonly Scalar[] }
  | { readonly kind: "any"; readonly path: ContentPath; readonly values: readonly Scalar[] }
  | {
      readonly kind: "in";
      readonly path: { readonly kind: "document.id" } | UidPath;
      readonly values: readonly string[];
    }
  | {
      readonly kind: "fulltext";
      readonly path: { readonly kind: "document" } | FieldPath | UidPath;
      readonly terms: readonly string[];
    }
  | { readonly kind: "has" | "missing"; readonly path: ContentPath }
  | { readonly kind: "similar"; readonly documentId: string; readonly maxDocuments: number }
  | {
      readonly kind: "geopoint.near";
      readonly path: FieldPath;
      readonly latitude: number;
      readonly longitude: number;
      readonly radiusKm: number;
    }
  | { readonly kind: "number.lt" | "number.gt"; readonly path: FieldPath; readonly value: number }
  | { readonly kind: "number.inRange"; readonly path: FieldPath; readonly low: number; readonly high: number }
  | { readonly kind: "date.after" | "date.before"; readonly path: DatePath; readonly date: DateArgument }
  | {
      readonly kind: "date.between";
      readonly path: DatePath;
      readonly start: DateArgument;
      readonly end: DateArgument;
    }
  | {
      readonly kind: "date.part";
      readonly path: DatePath;
      readonly part: DatePart;
      readonly comparison: DateComparison;
      readonly value: number;
    };

export type Predicate = PredicateBody & { readonly source: PredicateSource };
