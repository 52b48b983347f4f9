import "server-only";
/**
 * The embedded content service's view of a document: Prismic's REST API v2 document shape, as stored in
 * content/ and served by the search endpoint.
 */
export interface AlternateLanguage {
  readonly id: string;
  readonly uid?: string;
  readonly type: string;
  readonly lang: string;
}

export interface StoredDocument {
  readonly id: string;
  readonly uid: string | null;
  readonly type: string;
  readonly lang: string;
  readonly tags: readonly string[];
  readonly first_publication_date: string | null;
  readonly last_publication_date: string | null;
  readonly alternate_languages: readonly AlternateLanguage[];
  /** Flat `{ fieldApiId: value }`; rich text fields are block arrays, links are link objects. */
  readonly data: Readonly<Record<string, unknown>>;
}

/** A route of the `routes` parameter: fills `url` on documents and document links. */
export interface ContentRoute {
  readonly type: string;
  readonly path: string;
  readonly uid?: string;
  readonly lang?: string;
  readonly resolvers?: Readonly<Record<string, string>>;
}

/** The search parameters the engine understands, already decoded from the query string. */
export interface SearchParams {
  /** Each entry is one `q` value: a bracketed list of predicates. All predicates are ANDed. */
  readonly q: readonly string[];
  /** A language code, `*` for all, or undefined for the master language (en-us). */
  readonly lang?: string;
  readonly page: number;
  readonly pageSize: number;
  readonly after?: string;
  readonly orderings?: string;
  readonly fetch?: string;
  readonly fetchLinks?: string;
  readonly routes?: readonly ContentRoute[];
  readonly brokenRoute?: string;
}

/** A document as the search endpoint returns it. */
export interface ResultDocument extends StoredDocument {
  readonly url: string | null;
  readonly href: string;
  readonly slugs: readonly string[];
  readonly linked_documents: readonly unknown[];
}

/** Prismic's 400 body for a query it cannot parse or that names an unknown field. */
export interface ParsingErrorBody {
  readonly type: "parsing-error";
  readonly message: string;
  readonly line: number;
  readonly column: number;
  readonly id: number;
  readonly location: "query";
}

export const MASTER_LANGUAGE = "en-us";
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;
