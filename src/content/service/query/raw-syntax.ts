import "server-only";
import type { Scalar } from "./ast";

/** One argument as written, before the predicate's signature gives it meaning. */
export type RawArgument =
  | { readonly kind: "path"; readonly text: string; readonly offset: number }
  | { readonly kind: "scalar"; readonly value: Scalar; readonly offset: number }
  | { readonly kind: "array"; readonly items: readonly RawScalarItem[]; readonly offset: number };

export interface RawScalarItem {
  readonly value: Scalar;
  readonly offset: number;
}

export interface RawPredicate {
  readonly name: string;
  readonly nameOffset: number;
  readonly args: readonly RawArgument[];
  /** Offset of the closing `)`, where a missing argument is reported. */
  readonly closeOffset: number;
}
