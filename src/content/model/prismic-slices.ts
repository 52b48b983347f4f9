import type { z } from "zod";
import { fieldOf, type PrismicField } from "./prismic-types";
import { type SharedSliceDef, sliceLibrary } from "./slices";

/**
 * Prismic's shared slice models written from the slice library (npm run content:types writes each to
 * src/slices/<slice>/model.json, where Slice Machine and the Custom Types API's `/slices` read them).
 * Each variation's fields come from its schema, as the custom types' do (prismic-types.ts).
 */

export interface PrismicSliceVariation {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly docURL: string;
  readonly version: string;
  readonly imageUrl: string;
  readonly primary: Readonly<Record<string, PrismicField>>;
  readonly items: Readonly<Record<string, PrismicField>>;
}

export interface PrismicSharedSlice {
  readonly id: string;
  readonly type: "SharedSlice";
  readonly name: string;
  readonly description: string;
  readonly variations: readonly PrismicSliceVariation[];
}

export function sharedSliceModel(slice: SharedSliceDef): PrismicSharedSlice {
  return {
    id: slice.id,
    type: "SharedSlice",
    name: slice.name,
    description: slice.description,
    variations: Object.entries(slice.variations).map(([id, variation]) => ({
      id,
      name: variation.name,
      description: variation.description,
      docURL: "...",
      version: "initial",
      imageUrl: "",
      // A group in a slice holds no group of its own: its fields are one level down already.
      primary: Object.fromEntries(
        Object.entries(variation.primary).map(([name, schema]) => [
          name,
          fieldOf(name, schema as z.ZodType, 1, `${slice.id}.${id}.${name}`),
        ]),
      ),
      items: {},
    })),
  };
}

/** Every shared slice of the library, as Prismic models it. */
export function sharedSlices(): PrismicSharedSlice[] {
  return sliceLibrary.map((slice) => sharedSliceModel(slice));
}
