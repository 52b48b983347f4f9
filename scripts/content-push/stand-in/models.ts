// What the stand-in keeps of the repository's models: custom types, shared slices and their fields, as
// the Custom Types API takes them. Its APIs and the shapes they serve all read these.

/** A field of a custom type or a slice variation: its type and its config, as Prismic models it. */
export interface Field {
  readonly type: string;
  readonly config?: Readonly<Record<string, unknown>>;
}

export interface StoredCustomType {
  readonly id: string;
  readonly label: string;
  readonly repeatable: boolean;
  readonly status: boolean;
  readonly format?: string;
  readonly json: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

/** One layout of a shared slice: its fields (`primary`; `items` is the older repeatable zone). */
export interface StoredSliceVariation {
  readonly id: string;
  readonly name: string;
  /** Carried by each slice of a document made with this variation. */
  readonly version: string;
  readonly primary?: Readonly<Record<string, Field>>;
  readonly items?: Readonly<Record<string, Field>>;
  /** description, docURL, imageUrl: kept as sent. */
  readonly [key: string]: unknown;
}

export interface StoredSharedSlice {
  readonly id: string;
  readonly type: "SharedSlice";
  readonly name: string;
  readonly description?: string;
  readonly variations: readonly StoredSliceVariation[];
}
